import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CalendarOutlined,
  CarOutlined,
  EnvironmentOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  MobileOutlined,
  TagsOutlined,
} from '../../shared/ui/icons';
import { errorMessage } from '../../shared/api/api-error';
import { formatEventDate, formatInr } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { seatLabel, ticketTypeLabel } from '../events';
import { ListingStatusBadge } from '../selling';
import { type OwnListing, useWithdrawListing } from '../selling';
import type { OwnPayout, Sale } from './queries';
import { AttentionDot, awaitsMobileTransfer, SoldTickets } from './SoldTickets';

const WITHDRAWN = msg`Listing withdrawn`;

/** A seller may take a listing down while it is under review or on sale and nothing of it is sold. */
export function canWithdraw(listing: Pick<OwnListing, 'status' | 'sold_quantity'>): boolean {
  return (listing.status === 'pending_approval' || listing.status === 'available') && listing.sold_quantity === 0;
}

/** Seats whose sale stands: sold, less those of sales that failed or were refunded in full. */
export function soldStanding(listing: Pick<OwnListing, 'sold_quantity' | 'failed_quantity' | 'refunded_quantity'>) {
  return listing.sold_quantity - listing.failed_quantity - listing.refunded_quantity;
}

/**
 * What happened to seats sold whose sale did not stand (ADR 32): they are not counted as sold and do
 * not return to sale, since they may no longer be the seller's to sell.
 */
function UnsoldSeats({ listing }: { listing: OwnListing }) {
  const { t } = useLingui();
  const { failed_quantity: failed, refunded_quantity: refunded } = listing;
  if (failed + refunded === 0) return null;
  // Each count a whole phrase of its own plural message, joined by 'and' when there are both.
  const failedText = t`${plural(failed, { one: '# ticket whose transfer failed', other: '# tickets whose transfer failed' })}`;
  const refundedText = t`${plural(refunded, { one: '# ticket whose sale was refunded', other: '# tickets whose sale was refunded' })}`;
  let what: string;
  if (failed > 0 && refunded > 0) what = t`${failedText} and ${refundedText}`;
  else what = failed > 0 ? failedText : refundedText;
  return (
    <p className="own-listing__unsold">
      <InfoCircleOutlined aria-hidden="true" />{' '}
      <Trans>
        Not sold after all: {what}. These seats do not go back on sale; if you still have valid tickets, list them
        again.
      </Trans>
    </p>
  );
}

/**
 * One of the seller's listings: event, seat, status, price, sold and available counts, staff remarks,
 * and its sales (Show/Hide Sold Tickets), with a red dot while one awaits the seller's mobile transfer.
 */
export function OwnListingCard({
  listing,
  sales = [],
  payouts,
}: {
  listing: OwnListing;
  sales?: readonly Sale[];
  payouts?: readonly OwnPayout[];
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const withdraw = useWithdrawListing();
  const notify = useNotify();
  const headingId = `own-listing-${listing.id}`;
  const title = listing.event_title ?? t`Event no longer listed`;
  const remarks = listing.remarks;

  const confirmWithdraw = () =>
    withdraw.mutateAsync(listing.id).then(
      () => notify(i18n._(WITHDRAWN)),
      (error: unknown) => {
        const reason = errorMessage(error, i18n);
        notify(t`Failed to withdraw listing: ${reason}`);
      },
    );

  return (
    <li className="own-listing">
      <article aria-labelledby={headingId}>
        <div className="own-listing__head">
          <div className="own-listing__title-row">
            <h2 id={headingId} className="own-listing__title">
              {title}
            </h2>
            <AttentionDot count={sales.filter(awaitsMobileTransfer).length} />
          </div>
          <ListingStatusBadge
            status={listing.status === 'sold' && soldStanding(listing) === 0 ? 'closed' : listing.status}
          />
        </div>
        <ul className="listing__facts own-listing__facts">
          {listing.event_venue && (
            <li>
              <EnvironmentOutlined aria-hidden="true" />
              <span>{listing.event_venue}</span>
            </li>
          )}
          {listing.event_date && (
            <li>
              <CalendarOutlined aria-hidden="true" />
              <span>{formatEventDate(listing.event_date, locale)}</span>
            </li>
          )}
          <li>
            <TagsOutlined aria-hidden="true" />
            <span>{seatLabel(i18n, listing)}</span>
          </li>
          <li>
            {listing.ticket_type === 'physical' ? (
              <CarOutlined aria-hidden="true" />
            ) : (
              <MobileOutlined aria-hidden="true" />
            )}
            <span>{ticketTypeLabel(i18n, listing)}</span>
          </li>
        </ul>
        <div className="own-listing__foot">
          <dl className="own-listing__stats">
            <div>
              <dt>
                <Trans>Price per ticket</Trans>
              </dt>
              <dd>{formatInr(listing.price)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Sold</Trans>
              </dt>
              <dd>{soldStanding(listing)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Available</Trans>
              </dt>
              <dd>{listing.available_quantity}</dd>
            </div>
          </dl>
          {canWithdraw(listing) && (
            <ConfirmButton
              title={t`Withdraw this listing?`}
              description={t`It will be taken off review and off sale. You can list the tickets again later.`}
              okText={t`Withdraw`}
              dangerous
              cancelText={t`Keep it`}
              onConfirm={confirmWithdraw}
              danger
              loading={withdraw.isPending}
              aria-label={t`Withdraw listing: ${title}`}
            >
              <Trans>Withdraw</Trans>
            </ConfirmButton>
          )}
        </div>
        <UnsoldSeats listing={listing} />
        {listing.remarks && (
          <p className="own-listing__remarks">
            <MessageOutlined aria-hidden="true" />{' '}
            <Trans>
              <strong>Note from our team:</strong> {remarks}
            </Trans>
          </p>
        )}
        <SoldTickets listing={listing} sales={sales} payouts={payouts} />
      </article>
    </li>
  );
}
