import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { GiftOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { formatInr } from '../../shared/format';
import { rewardsQuery } from './queries';

/**
 * The buyer's rewards: credit to spend on the next purchase, and how many more tickets earn the next
 * credit. Left out while loading or when it cannot be read (logged).
 */
export function RewardsSummary() {
  const { t } = useLingui();
  const rewards = useQuery(rewardsQuery());
  if (!rewards.data) return null;
  const { credit_balance, credit_available, tickets_counted, tickets_to_next_credit } = rewards.data;
  const available = formatInr(credit_available);
  const balance = formatInr(credit_balance);
  return (
    <section className="rewards-summary" aria-labelledby="rewards-summary-title">
      <GiftOutlined className="rewards-summary__icon" aria-hidden="true" />
      <div>
        <h2 id="rewards-summary-title" className="rewards-summary__title">
          <Trans>Rewards credit: {available}</Trans>
        </h2>
        <p className="rewards-summary__text">
          {credit_balance > credit_available &&
            `${t`You hold ${balance} in all; the rest is set aside for a payment in progress.`} `}
          {credit_available > 0 && `${t`It is applied to your next purchase at checkout.`} `}
          <Plural value={tickets_counted} one="# ticket counted;" other="# tickets counted;" />{' '}
          <Plural
            value={tickets_to_next_credit}
            one="# more ticket earns your next credit."
            other="# more tickets earn your next credit."
          />
        </p>
        <p className="rewards-summary__rule">
          {/* REWARDS.rule, in words a catalogue can translate. */}
          <Trans>Your 11th ticket earns a credit equal to the average price of your previous 10 tickets.</Trans>
        </p>
      </div>
    </section>
  );
}
