import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { formatInr } from '../../shared/format';
import { Button, Field, ListboxSelect } from '../../shared/ui';
import { LockOutlined } from '../../shared/ui/icons';
import { buyingLimitNote, type CheckoutFigures } from './checkout-rules';
import { PriceDetails } from './PriceDetails';
import type { CheckoutSummary, Order } from './queries';

// Shown only once Pay has held the seats: loaded then, not with the page.
const HoldNotice = lazy(() => import('./HoldNotice').then((module) => ({ default: module.HoldNotice })));
const HoldEnded = lazy(() => import('./HoldNotice').then((module) => ({ default: module.HoldEnded })));

export interface PayPanelProps {
  summary: CheckoutSummary;
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The quantity is fixed by a hold or an offer. */
  quantityFixed: boolean;
  figures: CheckoutFigures;
  holdOrder: Order | undefined;
  holdSecondsLeft: number | null;
  holdEnded: boolean;
  sending: boolean;
  redirecting: boolean;
  /** Still reading an earlier Pay's order or the offer: Pay waits. */
  checking: boolean;
  onPay: () => void;
  onContinue: () => void;
  /** Ends the hold at once (Cancel), while there is one. */
  onCancel: () => void;
  cancelling: boolean;
}

/** Price details: how many, what it costs, and Pay (or Continue to payment while the seats are held). */
export function PayPanel(props: PayPanelProps) {
  const { summary, quantity, figures, holdOrder, sending } = props;
  const { i18n, t } = useLingui();
  const total = formatInr(figures.total);
  const quantityOptions = Array.from({ length: Math.max(summary.max_quantity, quantity) }, (_, i) => ({
    value: i + 1,
    label: String(i + 1),
  }));

  return (
    <section className="checkout-card checkout-pay" aria-labelledby="checkout-pay-title">
      <h2 id="checkout-pay-title" className="checkout-card__title">
        <Trans>Price details</Trans>
      </h2>
      <Field
        id="checkout-quantity"
        label={t`Number of tickets`}
        className="checkout-quantity"
        extra={buyingLimitNote(i18n, summary)}
      >
        {(control) => (
          <ListboxSelect<number>
            id={control.id}
            aria-label={t`Number of tickets`}
            aria-describedby={control['aria-describedby']}
            value={quantity}
            options={quantityOptions}
            disabled={props.quantityFixed || sending}
            onChange={(value) => value !== undefined && props.onQuantity(value)}
          />
        )}
      </Field>
      <PriceDetails
        price={summary.listing.price}
        quantity={quantity}
        buyerFeePercent={summary.event.buyer_fee_percent}
        figures={figures}
        rewardsCredit={holdOrder ? holdOrder.credit_applied : summary.rewards_credit}
      />
      {holdOrder ? (
        <Suspense fallback={null}>
          <HoldNotice secondsLeft={props.holdSecondsLeft ?? 0}>
            <Button
              type="primary"
              size="large"
              block
              className="btn-saffron"
              loading={sending}
              disabled={sending || props.cancelling}
              onClick={props.onContinue}
            >
              {props.redirecting ? t`Taking you to PhonePe…` : t`Continue to payment`}
            </Button>
            <Button
              size="large"
              block
              className="hold-notice__cancel"
              loading={props.cancelling}
              disabled={sending || props.cancelling}
              onClick={props.onCancel}
            >
              <Trans>Cancel</Trans>
            </Button>
          </HoldNotice>
        </Suspense>
      ) : (
        <>
          {props.holdEnded && (
            <Suspense fallback={null}>
              <HoldEnded />
            </Suspense>
          )}
          <Button
            type="primary"
            size="large"
            block
            className="btn-saffron checkout-pay__button"
            loading={sending || props.checking}
            disabled={sending || props.checking}
            onClick={props.onPay}
          >
            {figures.total === 0 ? t`Pay with rewards credit` : t`Pay ${total}`}
          </Button>
        </>
      )}
      <p className="checkout-secure">
        <LockOutlined aria-hidden="true" />{' '}
        <Trans>Secure payment through PhonePe. We hold your payment until the tickets reach you.</Trans>
      </p>
    </section>
  );
}
