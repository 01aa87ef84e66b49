import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShopOutlined, WarningOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { type CannotBuy as Reason, checkoutMessage } from './checkout-rules';

interface Why {
  own: boolean;
  /** The first action: where to go instead. */
  next: { href: string; label: string };
  explanation: string;
}

/** What the panel says for each reason: a seller's own listing, the buying limit, or seats gone. */
function whyOf(i18n: I18n, reason: Reason, eventId: string): Why {
  if (reason === 'ownListing') {
    return {
      own: true,
      next: { href: '/tickets?tab=listings', label: i18n._(msg`See your listings`) },
      explanation: i18n._(msg`This is your listing: buyers see it on the event page.`),
    };
  }
  if (reason === 'atLimit') {
    return {
      own: false,
      next: { href: '/tickets', label: i18n._(msg`See your tickets`) },
      explanation: i18n._(
        msg`This event limits how many tickets each buyer can have, to keep them away from touts. A checkout not yet paid for counts until you cancel it or its 10 minutes run out.`,
      ),
    };
  }
  return {
    own: false,
    next: { href: `/event/${encodeURIComponent(eventId)}`, label: i18n._(msg`Other tickets for this event`) },
    explanation: i18n._(msg`Someone may have bought these seats, or the seller took them off sale.`),
  };
}

/** A seller's own listing, one no longer on sale, or a buyer at the event's buying limit (ADR 70): no Pay. */
export function CannotBuy({
  reason,
  title,
  eventId,
}: {
  reason: Reason;
  /** The buying limit's note (counted for this buyer) when that is the reason. */
  title: string | null;
  eventId: string;
}) {
  const { i18n } = useLingui();
  const why = whyOf(i18n, reason, eventId);
  return (
    <StatusPanel
      tone={why.own ? 'neutral' : 'error'}
      icon={why.own ? <ShopOutlined /> : <WarningOutlined />}
      title={
        reason === 'atLimit' && title ? title : checkoutMessage(i18n, reason === 'ownListing' ? reason : 'notAvailable')
      }
      actions={
        <>
          <ButtonLink href={why.next.href} type="primary">
            {why.next.label}
          </ButtonLink>
          <ButtonLink href="/events">
            <Trans>Browse Events</Trans>
          </ButtonLink>
        </>
      }
    >
      <p>{why.explanation}</p>
    </StatusPanel>
  );
}
