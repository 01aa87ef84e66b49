import {
  CalendarOutlined,
  CarOutlined,
  EnvironmentOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  MobileOutlined,
  TagsOutlined,
} from '../../shared/ui/icons';
import { useLingui } from '@lingui/react';
import { errorMessage } from '../../shared/api/api-error';
import { formatEventDate, formatInr, ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { seatLabel, ticketTypeLabel } from '../events';
import { ListingStatusBadge } from '../selling';
import { type OwnListing, useWithdrawListing } from '../selling';
import type { OwnPayout, Sale } from './queries';
import { AttentionDot, awaitsMobileTransfer, SoldTickets } from './SoldTickets';

export const WITHDRAW_MESSAGES = {
  done: 'Listing withdrawn',
  failedPrefix: 'Failed to withdraw listing: ',
} as const;

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
  const { failed_quantity: failed, refunded_quantity: refunded } = listing;
  if (failed + refunded === 0) return null;
  const parts = [
    failed > 0 && `${ticketCount(failed)} whose transfer failed`,
    refunded > 0 && `${ticketCount(refunded)} whose sale was refunded`,
  ].filter(Boolean);
  return (
    <p className="own-listing__unsold">
      <InfoCircleOutlined aria-hidden="true" /> Not sold after all: {parts.join(' and ')}. These seats do not go back on
      sale; if you still have valid tickets, list them again.
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
  const withdraw = useWithdrawListing();
  const notify = useNotify();
  const { i18n } = useLingui();
  const headingId = `own-listing-${listing.id}`;
  const title = listing.event_title ?? 'Event no longer listed';

  const confirmWithdraw = () =>
    withdraw.mutateAsync(listing.id).then(
      () => notify(WITHDRAW_MESSAGES.done),
      (error: unknown) => notify(`${WITHDRAW_MESSAGES.failedPrefix}${errorMessage(error)}`),
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
              <span>{formatEventDate(listing.event_date)}</span>
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
              <dt>Price per ticket</dt>
              <dd>{formatInr(listing.price)}</dd>
            </div>
            <div>
              <dt>Sold</dt>
              <dd>{soldStanding(listing)}</dd>
            </div>
            <div>
              <dt>Available</dt>
              <dd>{listing.available_quantity}</dd>
            </div>
          </dl>
          {canWithdraw(listing) && (
            <ConfirmButton
              title="Withdraw this listing?"
              description="It will be taken off review and off sale. You can list the tickets again later."
              okText="Withdraw"
              dangerous
              cancelText="Keep it"
              onConfirm={confirmWithdraw}
              danger
              loading={withdraw.isPending}
              aria-label={`Withdraw listing: ${title}`}
            >
              Withdraw
            </ConfirmButton>
          )}
        </div>
        <UnsoldSeats listing={listing} />
        {listing.remarks && (
          <p className="own-listing__remarks">
            <MessageOutlined aria-hidden="true" /> <strong>Note from our team:</strong> {listing.remarks}
          </p>
        )}
        <SoldTickets listing={listing} sales={sales} payouts={payouts} />
      </article>
    </li>
  );
}
