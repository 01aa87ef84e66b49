import { Trans, useLingui } from '@lingui/react/macro';
import { formatInr, type Paise, sellFormEstimate } from '@ticketsetu/contracts/money';
import { lazy, Suspense } from 'react';
import { formatPercent } from '../../shared/format';
import { Field } from '../../shared/ui/fields/Field';
import { TextInput } from '../../shared/ui/fields/inputs';
import { WalletOutlined } from '../../shared/ui/icons';
import { fieldId } from './sell-form-state';
import type { Profile } from '../profile';

// The income tax note waits on the seller's statement: it loads after the form, not with it.
const SellTdsNote = lazy(() => import('./SellTdsNote').then((m) => ({ default: m.SellTdsNote })));

/** Payment: the UPI id payouts go to, what the seller receives, and the income tax withheld from it. */
export function SellPaymentSection({
  pricePaise,
  quantity,
  sellerFeePercent,
  profile,
  upiId,
  onUpiIdChange,
  upiIdError,
  disabled,
}: {
  pricePaise: Paise | null;
  quantity: number;
  sellerFeePercent: number;
  /** The seller's profile once loaded: whether they gave a PAN. */
  profile: Profile | undefined;
  upiId: string | undefined;
  onUpiIdChange: (upiId: string) => void;
  upiIdError?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <section className="sell-section" aria-labelledby="sell-payment-heading">
      <h2 id="sell-payment-heading" className="sell-section__title">
        <Trans>Payment</Trans>
      </h2>
      <Field
        id={fieldId('upiId')}
        label={t`UPI ID`}
        required
        error={upiIdError}
        extra={t`Where we send your money, e.g. username@bank (saved on your profile, if you have one).`}
      >
        {(control) => (
          <TextInput
            {...control}
            autoComplete="off"
            spellCheck={false}
            placeholder="username@bank"
            maxLength={100}
            value={upiId ?? ''}
            disabled={disabled}
            onChange={(event) => onUpiIdChange(event.currentTarget.value)}
          />
        )}
      </Field>
      <EarningsSummary pricePaise={pricePaise} quantity={quantity} sellerFeePercent={sellerFeePercent} />
      <p className="sell-note">
        <WalletOutlined aria-hidden="true" />{' '}
        {/* SELLER_PAYOUT's window and hold, in words a catalogue can translate. */}
        <Trans>
          Payment reaches your UPI ID within 24–48 hours after the transfer is confirmed. Your first three sales, and
          payouts while more than ₹25,000.00 is owed to you, are paid after the event.
        </Trans>
      </p>
      <Suspense fallback={<div className="sell-tds-note" aria-live="polite" />}>
        <SellTdsNote profile={profile} listingGross={(pricePaise ?? 0) * quantity} />
      </Suspense>
    </section>
  );
}

/**
 * Price × tickets, and the platform fee estimate when the event has a seller fee: the seller fee of the
 * total, half-up to the paisa (contracts/money's sellFormEstimate, the payout's own arithmetic).
 */
export function EarningsSummary({
  pricePaise,
  quantity,
  sellerFeePercent,
}: {
  pricePaise: Paise | null;
  quantity: number;
  sellerFeePercent: number;
}) {
  const { t } = useLingui();
  if (pricePaise === null || pricePaise <= 0) return null;
  const { gross, fee, payout } = sellFormEstimate(pricePaise, quantity, sellerFeePercent);
  const price = formatInr(pricePaise);
  const percent = formatPercent(sellerFeePercent);
  return (
    <dl className="sell-summary" aria-label={t`Your earnings`} aria-live="polite">
      {quantity > 1 && (
        <div className="sell-summary__row">
          <dt>
            <Trans>
              Total ({quantity} × {price})
            </Trans>
          </dt>
          <dd>{formatInr(gross)}</dd>
        </div>
      )}
      {sellerFeePercent > 0 && (
        <>
          <div className="sell-summary__row">
            <dt>
              <Trans>Platform fee estimate ({percent} platform fee)</Trans>
            </dt>
            <dd>− {formatInr(fee)}</dd>
          </div>
          <div className="sell-summary__row sell-summary__row--net">
            <dt>
              <Trans>You receive (estimate)</Trans>
            </dt>
            <dd>{formatInr(payout)}</dd>
          </div>
        </>
      )}
      {quantity <= 1 && sellerFeePercent <= 0 && (
        <div className="sell-summary__row sell-summary__row--net">
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd>{formatInr(gross)}</dd>
        </div>
      )}
    </dl>
  );
}
