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
  const feeParts = feeGstLine(figures.fee, new Date());
  return (
    <>
      <dl className="checkout-figures" aria-label="Price details">
        <div className="checkout-figures__row">
          <dt>
            Tickets ({quantity} × {formatInr(price)})
          </dt>
          <dd>{formatInr(figures.subtotal)}</dd>
        </div>
        <div className={feeParts ? 'checkout-figures__row checkout-figures__row--with-note' : 'checkout-figures__row'}>
          <dt>
            Platform Fees + Taxes
            {buyerFeePercent > 0 && <span className="checkout-muted"> ({formatPercent(buyerFeePercent)})</span>}
          </dt>
          <dd>{formatInr(figures.fee)}</dd>
          {feeParts && <dd className="checkout-figures__note">{feeParts}</dd>}
        </div>
        {figures.creditApplied > 0 && (
          <div className="checkout-figures__row checkout-figures__row--credit">
            <dt>Rewards credit applied</dt>
            <dd>− {formatInr(figures.creditApplied)}</dd>
          </div>
        )}
        <div className="checkout-figures__row checkout-figures__row--total">
          <dt>Total</dt>
          <dd>{formatInr(figures.total)}</dd>
        </div>
      </dl>
      {rewardsCredit > 0 && (
        <p className="checkout-credit">
          <GiftOutlined aria-hidden="true" /> You have {formatInr(rewardsCredit)} of rewards credit
          {figures.creditApplied > 0 ? `: ${formatInr(figures.creditApplied)} of it is used for this order.` : '.'}
        </p>
      )}
    </>
  );
}
