import { ShopOutlined, WarningOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { CHECKOUT_MESSAGES } from './checkout-rules';

/** A seller's own listing, one no longer on sale, or a buyer at the event's buying limit: no Pay. */
export function CannotBuy({
  reason,
  eventId,
  atLimit = false,
}: {
  reason: string;
  eventId: string;
  atLimit?: boolean;
}) {
  if (atLimit) {
    return (
      <StatusPanel
        tone="error"
        icon={<WarningOutlined />}
        title={reason}
        actions={
          <>
            <ButtonLink href="/tickets" type="primary">
              See your tickets
            </ButtonLink>
            <ButtonLink href="/events">Browse Events</ButtonLink>
          </>
        }
      >
        <p>
          This event limits how many tickets each buyer can have, to keep them away from touts. A checkout not yet paid
          for counts until you cancel it or its 10 minutes run out.
        </p>
      </StatusPanel>
    );
  }
  if (reason === CHECKOUT_MESSAGES.ownListing) {
    return (
      <StatusPanel
        icon={<ShopOutlined />}
        title={reason}
        actions={
          <>
            <ButtonLink href="/tickets?tab=listings" type="primary">
              See your listings
            </ButtonLink>
            <ButtonLink href="/events">Browse Events</ButtonLink>
          </>
        }
      >
        <p>This is your listing: buyers see it on the event page.</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="error"
      icon={<WarningOutlined />}
      title={reason}
      actions={
        <>
          <ButtonLink href={`/event/${encodeURIComponent(eventId)}`} type="primary">
            Other tickets for this event
          </ButtonLink>
          <ButtonLink href="/events">Browse Events</ButtonLink>
        </>
      }
    >
      <p>Someone may have bought these seats, or the seller took them off sale.</p>
    </StatusPanel>
  );
}
