import { Trans, useLingui } from '@lingui/react/macro';
import { TagsOutlined } from '../../shared/ui/icons';
import { Button } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { type EventPage, isSoldOut } from '../events';

export interface NoListingsProps {
  event: EventPage;
  /** The buyer narrowed the list (a number of tickets, a type). */
  filtered: boolean;
  onShowAll: () => void;
}

/**
 * Why no listing shows: the event is sold out (tickets were listed and none is on sale now: the
 * waiting list below), the filters match none, or nothing has been listed yet.
 */
export function NoListings({ event, filtered, onShowAll }: NoListingsProps) {
  const { t } = useLingui();
  const sell = `/sell?eventId=${encodeURIComponent(event.id)}`;
  if (event.resale_not_permitted) {
    return (
      <StatusPanel headingLevel={3} icon={<TagsOutlined />} title={t`Resale not permitted by the organiser`}>
        <p>
          <Trans>
            The organiser of this event does not permit resale, so no tickets can be sold or bought on TicketSetu.
          </Trans>
        </p>
      </StatusPanel>
    );
  }
  if (isSoldOut(event) && event.ever_listed) {
    return (
      <StatusPanel
        headingLevel={3}
        icon={<TagsOutlined />}
        title={t`Sold out`}
        actions={
          <ButtonLink href={sell}>
            <Trans>Sell Tickets</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>
            Every ticket listed for this event is sold or held for a buyer right now. Join the waiting list below: when
            tickets come back or new ones are listed, they are held for the people waiting, in turn.
          </Trans>
        </p>
      </StatusPanel>
    );
  }
  if (filtered) {
    return (
      <StatusPanel
        headingLevel={3}
        icon={<TagsOutlined />}
        title={t`No tickets match these filters`}
        actions={
          <Button type="primary" onClick={onShowAll}>
            <Trans>Show all tickets</Trans>
          </Button>
        }
      >
        <p>
          <Trans>Try fewer tickets or another ticket type. New listings are verified and added every day.</Trans>
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      headingLevel={3}
      icon={<TagsOutlined />}
      title={t`No tickets on sale yet`}
      actions={
        <>
          <ButtonLink href={sell} type="primary">
            <Trans>Sell Tickets</Trans>
          </ButtonLink>
          <ButtonLink href="/events">
            <Trans>Browse events</Trans>
          </ButtonLink>
        </>
      }
    >
      <p>
        <Trans>
          None are on sale right now: new listings are verified and added every day. Check back soon, or sell yours
          here.
        </Trans>
      </p>
    </StatusPanel>
  );
}
