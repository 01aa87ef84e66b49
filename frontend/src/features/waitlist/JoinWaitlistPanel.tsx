import { Trans, useLingui } from '@lingui/react/macro';
import { HourglassOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { ticketCount } from '../../shared/i18n';
import { signInHref } from '../../shared/guards';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { Button } from '../../shared/ui/Button';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import { MAX_TICKETS_PER_ORDER, wantedTypeLabel, wantedTypeOptions } from '../events';
import {
  myWaitlistQuery,
  useJoinWaitlist,
  useLeaveWaitlist,
  WAITLIST_MESSAGES,
  type WaitlistTicketType,
} from './queries';
import './waitlist.css';

const quantityOptions = Array.from({ length: MAX_TICKETS_PER_ORDER }, (_, i) => ({
  value: i + 1,
  label: String(i + 1),
}));

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
  const { i18n } = useLingui();
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
          <Trans>Join the waiting list</Trans>
        </h3>
        <p className="waitlist-panel__text">
          <Trans>
            When tickets that fit come up, everyone waiting is put in a random order (not first click wins) and seats
            are held for each in turn for 15 minutes, with an email and a link straight to checkout.
          </Trans>
        </p>
        {isLoading ? null : !user ? (
          <ButtonLink href={signInHref(here)} type="primary">
            <Trans>Sign in to join the waiting list</Trans>
          </ButtonLink>
        ) : entries.isPending ? null : entry && !changing ? (
          <OnTheList
            entryId={entry.id}
            eventTitle={eventTitle}
            tickets={ticketCount(i18n, entry.quantity)}
            type={wantedTypeLabel(i18n, entry.ticket_type)}
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
  tickets,
  type,
  onChange,
}: {
  entryId: string;
  eventTitle: string;
  /** '2 tickets' and 'any type', in the reader's language. */
  tickets: string;
  type: string;
  onChange: () => void;
}) {
  const { i18n, t } = useLingui();
  const leave = useLeaveWaitlist();
  const notify = useNotify();
  return (
    <div className="waitlist-panel__on">
      <p className="waitlist-panel__status" role="status">
        <Trans>
          You are on the waiting list for {tickets}, {type}.
        </Trans>
      </p>
      <div className="waitlist-panel__actions">
        <Button onClick={onChange}>
          <Trans>Change</Trans>
        </Button>
        <ConfirmButton
          title={t`Leave this waiting list?`}
          description={t`You will not be offered tickets for this event.`}
          okText={t`Leave`}
          dangerous
          cancelText={t`Stay`}
          onConfirm={() =>
            leave.mutateAsync(entryId).then(
              () => notify(i18n._(WAITLIST_MESSAGES.left)),
              (error: unknown) => notify(errorMessage(error, i18n), { tone: 'error' }),
            )
          }
          danger
          loading={leave.isPending}
          aria-label={t`Leave the waiting list: ${eventTitle}`}
        >
          <Trans>Leave</Trans>
        </ConfirmButton>
        <AppLink href="/tickets?tab=purchases" className="waitlist-panel__link">
          <Trans>Your waiting lists</Trans>
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
  const { i18n, t } = useLingui();
  const [values, setValues] = useState(initial);
  const join = useJoinWaitlist();
  const notify = useNotify();

  const submit = async () => {
    if (join.isPending) return;
    try {
      await join.mutateAsync({ eventId, quantity: values.quantity, ticketType: values.ticketType });
      notify(i18n._(WAITLIST_MESSAGES.joined));
      onDone();
    } catch (error) {
      // 'Tickets are available for this event: you can buy them now', 'This event is not open for sale':
      // refusals, red whatever their words (ADR 13).
      notify(errorMessage(error, i18n), { tone: 'error' });
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
        <label htmlFor="waitlist-quantity">
          <Trans>Tickets you need</Trans>
        </label>
        <ListboxSelect<number>
          id="waitlist-quantity"
          aria-label={t`Tickets you need`}
          options={quantityOptions}
          value={values.quantity}
          onChange={(quantity) => quantity && setValues((current) => ({ ...current, quantity }))}
          className="waitlist-form__quantity"
        />
      </span>
      <span className="waitlist-form__item">
        <label htmlFor="waitlist-type">
          <Trans>Type you accept</Trans>
        </label>
        <ListboxSelect<WaitlistTicketType>
          id="waitlist-type"
          aria-label={t`Type you accept`}
          options={wantedTypeOptions(i18n)}
          value={values.ticketType}
          onChange={(ticketType) => ticketType && setValues((current) => ({ ...current, ticketType }))}
          className="waitlist-form__type"
        />
      </span>
      <Button type="primary" htmlType="submit" loading={join.isPending}>
        {changing ? t`Save changes` : t`Join the waiting list`}
      </Button>
    </form>
  );
}
