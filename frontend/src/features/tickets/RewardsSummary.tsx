import { GiftOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { formatInr, ticketCount } from '../../shared/format';
import { REWARDS } from '../../shared/site-facts';
import { rewardsQuery } from './queries';

/**
 * The buyer's rewards: credit to spend on the next purchase, and how many more tickets earn the next
 * credit. Left out while loading or when it cannot be read (logged).
 */
export function RewardsSummary() {
  const rewards = useQuery(rewardsQuery());
  if (!rewards.data) return null;
  const { credit_balance, credit_available, tickets_counted, tickets_to_next_credit } = rewards.data;
  return (
    <section className="rewards-summary" aria-labelledby="rewards-summary-title">
      <GiftOutlined className="rewards-summary__icon" aria-hidden="true" />
      <div>
        <h2 id="rewards-summary-title" className="rewards-summary__title">
          Rewards credit: {formatInr(credit_available)}
        </h2>
        <p className="rewards-summary__text">
          {credit_balance > credit_available &&
            `You hold ${formatInr(credit_balance)} in all; the rest is set aside for a payment in progress. `}
          {credit_available > 0 && 'It is applied to your next purchase at checkout. '}
          {`${ticketCount(tickets_counted)} counted; ${tickets_to_next_credit} more ${tickets_to_next_credit === 1 ? 'ticket earns' : 'tickets earn'} your next credit.`}
        </p>
        <p className="rewards-summary__rule">{REWARDS.rule}</p>
      </div>
    </section>
  );
}
