import { Trans, useLingui } from '@lingui/react/macro';
import { GiftOutlined } from '../../shared/ui/icons';
import { formatInr, formatPercent } from '../../shared/format';
import type { CheckoutFigures } from './checkout-rules';
import { feeGstLine } from './fee-gst';

export interface PriceDetailsProps {
  price: number;
  quantity: number;
  buyerFeePercent: number;
  figures: CheckoutFigures;
  /** The buyer's whole rewards credit (what this order uses is in `figures`). */
  rewardsCredit: number;
}

/**
 * Price × tickets, 'Platform Fees + Taxes' (with the GST inside it), the rewards credit applied, and the
 * total to pay.
 */
export function PriceDetails({ price, quantity, buyerFeePercent, figures, rewardsCredit }: PriceDetailsProps) {
  const { i18n, t } = useLingui();
  const feeParts = feeGstLine(i18n, figures.fee, new Date());
  const unitPrice = formatInr(price);
  const credit = formatInr(rewardsCredit);
  const used = formatInr(figures.creditApplied);
  return (
    <>
      <dl className="checkout-figures" aria-label={t`Price details`}>
        <div className="checkout-figures__row">
          <dt>
            <Trans>
              Tickets ({quantity} × {unitPrice})
            </Trans>
          </dt>
          <dd>{formatInr(figures.subtotal)}</dd>
        </div>
        <div className={feeParts ? 'checkout-figures__row checkout-figures__row--with-note' : 'checkout-figures__row'}>
          <dt>
            <Trans>Platform Fees + Taxes</Trans>
            {buyerFeePercent > 0 && <span className="checkout-muted"> ({formatPercent(buyerFeePercent)})</span>}
          </dt>
          <dd>{formatInr(figures.fee)}</dd>
          {feeParts && <dd className="checkout-figures__note">{feeParts}</dd>}
        </div>
        {figures.creditApplied > 0 && (
          <div className="checkout-figures__row checkout-figures__row--credit">
            <dt>
              <Trans>Rewards credit applied</Trans>
            </dt>
            <dd>− {formatInr(figures.creditApplied)}</dd>
          </div>
        )}
        <div className="checkout-figures__row checkout-figures__row--total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatInr(figures.total)}</dd>
        </div>
      </dl>
      {rewardsCredit > 0 && (
        <p className="checkout-credit">
          <GiftOutlined aria-hidden="true" />{' '}
          {figures.creditApplied > 0 ? (
            <Trans>
              You have {credit} of rewards credit: {used} of it is used for this order.
            </Trans>
          ) : (
            <Trans>You have {credit} of rewards credit.</Trans>
          )}
        </p>
      )}
    </>
  );
}
