import { ShopOutlined, WarningOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { CHECKOUT_MESSAGES } from './checkout-rules';

interface Why {
  own: boolean;
  /** The first action: where to go instead. */
  next: { href: string; label: string };
  explanation: string;
}

/** What the panel says for each reason: a seller's own listing, the buying limit, or seats gone. */
function whyOf(reason: string, eventId: string, atLimit: boolean): Why {
  if (reason === CHECKOUT_MESSAGES.ownListing) {
    return {
      own: true,
      next: { href: '/tickets?tab=listings', label: 'See your listings' },
      explanation: 'This is your listing: buyers see it on the event page.',
    };
  }
  if (atLimit) {
    return {
      own: false,
      next: { href: '/tickets', label: 'See your tickets' },
      explanation:
        'This event limits how many tickets each buyer can have, to keep them away from touts. A checkout not yet paid for counts until you cancel it or its 10 minutes run out.',
    };
  }
  return {
    own: false,
    next: { href: `/event/${encodeURIComponent(eventId)}`, label: 'Other tickets for this event' },
    explanation: 'Someone may have bought these seats, or the seller took them off sale.',
  };
}

/** A seller's own listing, one no longer on sale, or a buyer at the event's buying limit (ADR 70): no Pay. */
export function CannotBuy({
  reason,
  eventId,
  atLimit = false,
}: {
  reason: string;
  eventId: string;
  atLimit?: boolean;
}) {
  const why = whyOf(reason, eventId, atLimit);
  return (
    <StatusPanel
      tone={why.own ? 'neutral' : 'error'}
      icon={why.own ? <ShopOutlined /> : <WarningOutlined />}
      title={reason}
      actions={
        <>
          <ButtonLink href={why.next.href} type="primary">
            {why.next.label}
          </ButtonLink>
          <ButtonLink href="/events">Browse Events</ButtonLink>
        </>
      }
    >
      <p>{why.explanation}</p>
    </StatusPanel>
  );
}
