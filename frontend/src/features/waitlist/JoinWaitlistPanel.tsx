import { HourglassOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { ticketCount } from '../../shared/format';
import { signInHref } from '../../shared/guards';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { Button } from '../../shared/ui/Button';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import { MAX_TICKETS_PER_ORDER } from '../events';
import {
  myWaitlistQuery,
  useJoinWaitlist,
  useLeaveWaitlist,
  WAITLIST_MESSAGES,
  type WaitlistTicketType,
  waitlistTypeLabel,
} from './queries';
import './waitlist.css';

const quantityOptions = Array.from({ length: MAX_TICKETS_PER_ORDER }, (_, i) => ({
  value: i + 1,
  label: String(i + 1),
}));

const typeOptions: { value: WaitlistTicketType; label: string }[] = [
  { value: 'any', label: 'Any type' },
  { value: 'mobile', label: 'Mobile Transfer' },
  { value: 'physical', label: 'Physical Ticket' },
];

export interface JoinWaitlistPanelProps {
  eventId: string;
  eventTitle: string;
  /** The event page's filters, as a starting point: how many tickets and which type the buyer looks for. */
  quantity?: number;
  type?: WaitlistTicketType;
}

interface JoinValues {
  quantity: number;
  ticketType: WaitlistTicketType;
}

/**
 * "Join the waiting list" on an event with no tickets for what the buyer wants (sold out, or fewer than
 * they need). Signed out: sign in first and come back. On the list already: what they wait for, with
 * Change and Leave. Offers go out in a random order drawn once per release (ADR 25).
 */
export function JoinWaitlistPanel({ eventId, eventTitle, quantity, type = 'any' }: JoinWaitlistPanelProps) {
  const { user, isLoading } = useSession();
  const here = useRouterState({ select: (state) => state.location.href });
  const entries = useQuery({ ...myWaitlistQuery(), enabled: Boolean(user) });
  const entry = entries.data?.find((e) => e.event.id === eventId);
  const [changing, setChanging] = useState(false);

  return (
    <section className="waitlist-panel" aria-labelledby="waitlist-panel-title">
      <HourglassOutlined className="waitlist-panel__icon" aria-hidden="true" />
      <div className="waitlist-panel__body">
        <h3 id="waitlist-panel-title" className="waitlist-panel__title">
          Join the waiting list
        </h3>
        <p className="waitlist-panel__text">
          When tickets that fit come up, everyone waiting is put in a random order (not first click wins) and seats are
          held for each in turn for 15 minutes, with an email and a link straight to checkout.
        </p>
        {isLoading ? null : !user ? (
          <ButtonLink href={signInHref(here)} type="primary">
            Sign in to join the waiting list
          </ButtonLink>
        ) : entries.isPending ? null : entry && !changing ? (
          <OnTheList
            entryId={entry.id}
            eventTitle={eventTitle}
            summary={`${ticketCount(entry.quantity)}, ${waitlistTypeLabel(entry.ticket_type)}`}
            onChange={() => setChanging(true)}
          />
        ) : (
          <JoinForm
            eventId={eventId}
            initial={{ quantity: entry?.quantity ?? quantity ?? 1, ticketType: entry?.ticket_type ?? type }}
            changing={Boolean(entry)}
            onDone={() => setChanging(false)}
          />
        )}
      </div>
    </section>
  );
}

function OnTheList({
  entryId,
  eventTitle,
  summary,
  onChange,
}: {
  entryId: string;
  eventTitle: string;
  summary: string;
  onChange: () => void;
}) {
  const leave = useLeaveWaitlist();
  const notify = useNotify();
  return (
    <div className="waitlist-panel__on">
      <p className="waitlist-panel__status" role="status">
        You are on the waiting list for {summary}.
      </p>
      <div className="waitlist-panel__actions">
        <Button onClick={onChange}>Change</Button>
        <ConfirmButton
          title="Leave this waiting list?"
          description="You will not be offered tickets for this event."
          okText="Leave"
          dangerous
          cancelText="Stay"
          onConfirm={() =>
            leave.mutateAsync(entryId).then(
              (answer) => notify(answer.message || WAITLIST_MESSAGES.left),
              (error: unknown) => notify(errorMessage(error), { tone: 'error' }),
            )
          }
          danger
          loading={leave.isPending}
          aria-label={`Leave the waiting list: ${eventTitle}`}
        >
          Leave
        </ConfirmButton>
        <AppLink href="/tickets?tab=purchases" className="waitlist-panel__link">
          Your waiting lists
        </AppLink>
      </div>
    </div>
  );
}

function JoinForm({
  eventId,
  initial,
  changing,
  onDone,
}: {
  eventId: string;
  initial: JoinValues;
  changing: boolean;
  onDone: () => void;
}) {
  const [values, setValues] = useState(initial);
  const join = useJoinWaitlist();
  const notify = useNotify();

  const submit = async () => {
    if (join.isPending) return;
    try {
      await join.mutateAsync({ eventId, quantity: values.quantity, ticketType: values.ticketType });
      notify(WAITLIST_MESSAGES.joined);
      onDone();
    } catch (error) {
      // 'Tickets are available for this event: you can buy them now', 'This event is not open for sale':
      // refusals, red whatever their words (ADR 13).
      notify(errorMessage(error), { tone: 'error' });
    }
  };

  return (
    <form
      id="waitlist-join"
      className="waitlist-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <span className="waitlist-form__item">
        <label htmlFor="waitlist-quantity">Tickets you need</label>
        <ListboxSelect<number>
          id="waitlist-quantity"
          aria-label="Tickets you need"
          options={quantityOptions}
          value={values.quantity}
          onChange={(quantity) => quantity && setValues((current) => ({ ...current, quantity }))}
          className="waitlist-form__quantity"
        />
      </span>
      <span className="waitlist-form__item">
        <label htmlFor="waitlist-type">Type you accept</label>
        <ListboxSelect<WaitlistTicketType>
          id="waitlist-type"
          aria-label="Type you accept"
          options={typeOptions}
          value={values.ticketType}
          onChange={(ticketType) => ticketType && setValues((current) => ({ ...current, ticketType }))}
          className="waitlist-form__type"
        />
      </span>
      <Button type="primary" htmlType="submit" loading={join.isPending}>
        {changing ? 'Save changes' : 'Join the waiting list'}
      </Button>
    </form>
  );
}
