import { Trans, useLingui } from '@lingui/react/macro';
import {
  CalendarOutlined,
  CarOutlined,
  EnvironmentOutlined,
  MobileOutlined,
  NumberOutlined,
  SendOutlined,
} from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { isCompletedTransfer, isUndoneTransfer } from '@ticketsetu/contracts/transfers';
import { formatDateTimeIst, formatEventDate, formatInr } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { AppLink } from '../../shared/ui/links';
import { myDisputesQuery, openDisputeOn } from '../disputes';
import type { GivenRating } from '../sellers';
import { Stars } from '../sellers';
import { purchaseMoney } from './money-words';
import { MoneyLines } from './MoneyLines';
import type { OwnPayout, Purchase, TaxDocument } from './queries';
import { ProofFileLinks } from './ProofFileLinks';
import { TaxDocumentLinks } from './TaxDocumentLinks';
import { TransferStatusBadge } from '../../shared/ui/transfer-status';
import { useNow } from '../../shared/useNow';
import { Button } from '../../shared/ui/Button';

/** The Buyer Guarantee's claim window: a problem can be reported until 48 hours after the event starts. */
export const DISPUTE_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Whether the buyer may report a problem with this purchase now (the server decides in the end). */
export function canReportProblem(purchase: Purchase, now: number): boolean {
  if (isUndoneTransfer(purchase.transfer_status) || purchase.dispute_open) return false;
  return now < Date.parse(purchase.event_starts_at) + DISPUTE_WINDOW_MS;
}

export interface PurchaseCardProps {
  purchase: Purchase;
  /** The refunds of this purchase (from the person's payouts), oldest first. */
  refunds?: readonly OwnPayout[];
  /** The tax invoice for the buyer fee and any credit notes of this purchase's transaction. */
  taxDocuments?: readonly TaxDocument[];
  /** 'I have received my tickets' (a sent mobile transfer). */
  onConfirm?: (purchase: Purchase) => void;
  /** 'Report a problem': open a dispute. */
  onReport?: (purchase: Purchase) => void;
  /** The buyer's rating of the seller for this purchase, if given (ADR 65). */
  rating?: GivenRating;
  /** 'Rate the seller' (a completed purchase), or 'Change rating' within its 14 days. */
  onRate?: (purchase: Purchase) => void;
}

/**
 * One purchase: the event, the transfer's status, what was paid, the courier's tracking or the
 * seller's proof, the tax invoice for the buyer fee, and what the buyer can do: confirm a sent mobile
 * transfer, report a problem, or follow the dispute they opened.
 */
export function PurchaseCard({
  purchase,
  refunds = [],
  taxDocuments = [],
  onConfirm,
  onReport,
  rating,
  onRate,
}: PurchaseCardProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const headingId = `purchase-${purchase.id}`;
  const title = purchase.event?.title ?? t`Event no longer listed`;
  const address = purchase.delivery_address ?? t`your address`;
  const account = purchase.platform_id ?? t`your account`;
  // Named for the catalogue's translators ('Courier: {courier}', not '{0}').
  const courier = purchase.courier_name;
  const tracking = purchase.tracking_number;
  const bought = formatDateTimeIst(purchase.transferred_at, locale);
  const reply = rating?.reply;
  const physical = purchase.transfer_type === 'physical';
  const sent = purchase.transfer_status === 'mobile_transfer_sent';
  // Only asked for when this purchase is disputed (to link to the dispute).
  const disputes = useQuery({ ...myDisputesQuery(), enabled: purchase.dispute_open });
  const dispute = purchase.dispute_open ? openDisputeOn(disputes.data, purchase.id) : undefined;
  const reference = dispute?.reference;
  const disputeStatus = dispute?.status_label;
  const now = useNow(60_000);
  const reportable = canReportProblem(purchase, now);
  const rateable = isCompletedTransfer(purchase.transfer_status) && !rating;
  const ratingEditable = rating !== undefined && now < Date.parse(rating.editable_until);

  return (
    <li className="own-listing purchase">
      <article aria-labelledby={headingId}>
        <div className="own-listing__head">
          <h2 id={headingId} className="own-listing__title">
            {title}
          </h2>
          <TransferStatusBadge status={purchase.transfer_status} />
        </div>
        <ul className="listing__facts own-listing__facts">
          {purchase.event && (
            <>
              <li>
                <EnvironmentOutlined aria-hidden="true" />
                <span>
                  {purchase.event.venue}, {purchase.event.city}
                </span>
              </li>
              <li>
                <CalendarOutlined aria-hidden="true" />
                <time dateTime={purchase.event.event_date}>{formatEventDate(purchase.event.event_date, locale)}</time>
              </li>
            </>
          )}
          <li>
            {physical ? <CarOutlined aria-hidden="true" /> : <MobileOutlined aria-hidden="true" />}
            <span>{physical ? t`Physical ticket, delivered to ${address}` : t`Mobile transfer to ${account}`}</span>
          </li>
          {purchase.courier_name && (
            <li>
              <SendOutlined aria-hidden="true" />
              <span>
                <Trans>Courier: {courier}</Trans>
              </span>
            </li>
          )}
          {purchase.tracking_number && (
            <li>
              <NumberOutlined aria-hidden="true" />
              <span>
                <Trans>
                  Tracking number: <span className="purchase__tracking">{tracking}</span>
                </Trans>
              </span>
            </li>
          )}
        </ul>
        {purchase.transfer_status === 'failed' && purchase.failure_reason && (
          <p className="own-listing__remarks">{purchase.failure_reason}</p>
        )}
        {purchase.transfer_status === 'refunded' && (
          <p className="purchase__notice">
            <Trans>This purchase was refunded in full after your dispute, so it is closed.</Trans>
          </p>
        )}
        <MoneyLines lines={purchaseMoney(i18n, purchase, refunds)} label={t`Refunds`} />
        {!physical && purchase.proof_of_transfer.length > 0 && (
          <div className="purchase__proof">
            <span className="purchase__proof-label">
              <Trans>Seller’s proof of transfer:</Trans>
            </span>
            <ProofFileLinks sale={purchase} />
          </div>
        )}
        {sent && !purchase.dispute_open && (
          <p className="purchase__notice">
            <Trans>
              The seller says the tickets are in your account. Check, then confirm. If you do nothing, the sale is
              confirmed automatically when the event starts unless you report a problem.
            </Trans>
          </p>
        )}
        <dl className="own-listing__stats">
          <div>
            <dt>
              <Trans>Price per ticket</Trans>
            </dt>
            <dd>{formatInr(purchase.price)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Quantity</Trans>
            </dt>
            <dd>{purchase.quantity}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total paid</Trans>
            </dt>
            <dd>{formatInr(purchase.amount_paid)}</dd>
          </div>
        </dl>
        <TaxDocumentLinks documents={taxDocuments} />
        {rating && (
          <div className="purchase__rating">
            <p>
              <Trans>Your rating of the seller:</Trans> <Stars stars={rating.stars} />
              {rating.comment_hidden && ` ${t`(your comment was hidden by TicketSetu staff)`}`}
            </p>
            {rating.comment && <p className="purchase__rating-comment">{rating.comment}</p>}
            {rating.reply && (
              <p className="purchase__rating-reply">
                <Trans>The seller answered: {reply}</Trans>
              </p>
            )}
          </div>
        )}
        <div className="purchase__foot">
          <p className="purchase__bought">
            <Trans>Bought {bought}</Trans>
          </p>
          <div className="purchase__actions">
            {sent && onConfirm && (
              <Button type="primary" onClick={() => onConfirm(purchase)}>
                <Trans>I have received my tickets</Trans>
              </Button>
            )}
            {purchase.dispute_open &&
              (dispute ? (
                <AppLink href={`/disputes/${encodeURIComponent(dispute.id)}`} className="purchase__dispute-link">
                  <Trans>
                    Dispute {reference}: {disputeStatus}
                  </Trans>
                </AppLink>
              ) : (
                <span className="purchase__dispute-link">
                  <Trans>Dispute open</Trans>
                </span>
              ))}
            {onRate && (rateable || ratingEditable) && (
              <Button
                onClick={() => onRate(purchase)}
                aria-label={rating ? t`Change rating: ${title}` : t`Rate the seller: ${title}`}
              >
                {rating ? <Trans>Change rating</Trans> : <Trans>Rate the seller</Trans>}
              </Button>
            )}
            {reportable && onReport && (
              <Button onClick={() => onReport(purchase)} aria-label={t`Report a problem: ${title}`}>
                <Trans>Report a problem</Trans>
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
