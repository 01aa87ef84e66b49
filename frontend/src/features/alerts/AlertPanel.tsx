import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { formatInr, paise, rupeesToPaise } from '@ticketsetu/contracts/money';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { ticketCount } from '../../shared/i18n';
import { signInHref } from '../../shared/guards';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { TextInput } from '../../shared/ui/fields/inputs';
import { type ListboxOption, ListboxSelect } from '../../shared/ui/ListboxSelect';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { MAX_TICKETS_PER_ORDER, wantedTypeLabel, wantedTypeOptions } from '../events';
import {
  ALERT_MESSAGES,
  type AlertTicketType,
  myAlertsQuery,
  type TicketAlert,
  useRemoveAlert,
  useSetAlert,
} from './queries';
import './alerts.css';

/** What an alert asks for, in words: '2 tickets, any type, at most ₹2,500.00 each', in the reader's language. */
export function alertSummary(i18n: I18n, alert: Pick<TicketAlert, 'quantity' | 'ticket_type' | 'max_price'>): string {
  const tickets = ticketCount(i18n, alert.quantity);
  const type = wantedTypeLabel(i18n, alert.ticket_type);
  if (alert.max_price === null) return i18n._(msg`${tickets}, ${type}, any price`);
  const price = formatInr(paise(alert.max_price));
  return i18n._(msg`${tickets}, ${type}, at most ${price} each`);
}

export interface AlertPanelProps {
  eventId: string;
  eventTitle: string;
}

/**
 * "Tell me when tickets are listed" on an event with tickets on sale (ADR 66): the most the fan will
 * pay per ticket (optional), how many and which type, and an SMS if they want one. Signed out: sign in
 * first and come back. Set already: what it asks for, with Change and Remove. Plain markup from
 * shared/ui, no antd (ADR 57).
 */
export function AlertPanel({ eventId, eventTitle }: AlertPanelProps) {
  const { user, isLoading } = useSession();
  const here = useRouterState({ select: (state) => state.location.href });
  const alerts = useQuery({ ...myAlertsQuery(), enabled: Boolean(user) });
  const alert = alerts.data?.find((a) => a.event.id === eventId);
  const [changing, setChanging] = useState(false);

  return (
    <section className="alert-panel" aria-labelledby="alert-panel-title">
      <h3 id="alert-panel-title" className="alert-panel__title">
        <Trans>Tell me when tickets are listed</Trans>
      </h3>
      <p className="alert-panel__text">
        <Trans>
          Not the price or seats you want? We email you (and text you, if you like) when a listing that fits is
          verified, with a link straight to its checkout. At most once an hour, until the event starts.
        </Trans>
      </p>
      {isLoading ? null : !user ? (
        <ButtonLink href={signInHref(here)} type="primary">
          <Trans>Sign in to set a ticket alert</Trans>
        </ButtonLink>
      ) : alerts.isPending ? null : alert && !changing ? (
        <AlertSet alert={alert} eventTitle={eventTitle} onChange={() => setChanging(true)} />
      ) : (
        <AlertForm eventId={eventId} alert={alert} onDone={() => setChanging(false)} />
      )}
    </section>
  );
}

function AlertSet({ alert, eventTitle, onChange }: { alert: TicketAlert; eventTitle: string; onChange: () => void }) {
  const { i18n, t } = useLingui();
  const remove = useRemoveAlert();
  const notify = useNotify();
  const summary = alertSummary(i18n, alert);
  return (
    <div>
      <p className="alert-panel__status" role="status">
        {alert.sms ? t`Your alert is set: ${summary}, by email and SMS.` : t`Your alert is set: ${summary}, by email.`}
      </p>
      <div className="alert-panel__actions">
        <Button onClick={onChange}>
          <Trans>Change</Trans>
        </Button>
        <Button
          danger
          loading={remove.isPending}
          aria-label={t`Remove the ticket alert: ${eventTitle}`}
          onClick={() =>
            remove.mutateAsync(alert.id).then(
              () => notify(i18n._(ALERT_MESSAGES.removed)),
              (error: unknown) => notify(errorMessage(error, i18n), { tone: 'error' }),
            )
          }
        >
          <Trans>Remove</Trans>
        </Button>
        <AppLink href="/tickets?tab=purchases" className="alert-panel__link">
          <Trans>Your ticket alerts</Trans>
        </AppLink>
      </div>
    </div>
  );
}

function AlertForm({ eventId, alert, onDone }: { eventId: string; alert?: TicketAlert; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const setAlert = useSetAlert();
  const notify = useNotify();
  const quantityOptions = Array.from({ length: MAX_TICKETS_PER_ORDER }, (_, i) => ({
    value: i + 1,
    label: ticketCount(i18n, i + 1),
  }));
  const [price, setPrice] = useState(alert?.max_price == null ? '' : String(alert.max_price / 100));
  const [quantity, setQuantity] = useState(alert?.quantity ?? 1);
  const [ticketType, setTicketType] = useState<AlertTicketType>(alert?.ticket_type ?? 'any');
  const [sms, setSms] = useState(alert?.sms ?? false);
  const [priceError, setPriceError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const maxPrice = price.trim() === '' ? null : rupeesToPaise(price);
    if (price.trim() !== '' && (maxPrice === null || maxPrice < 1)) {
      setPriceError(i18n._(ALERT_MESSAGES.badPrice));
      document.getElementById('alert-max-price')?.focus();
      return;
    }
    setPriceError(undefined);
    try {
      await setAlert.mutateAsync({ eventId, wish: { maxPrice, quantity, ticketType, sms } });
      notify(i18n._(ALERT_MESSAGES.set));
      onDone();
    } catch (error) {
      notify(errorMessage(error, i18n), { tone: 'error' });
    }
  };

  return (
    <form className="alert-form" aria-label={t`Ticket alert`} noValidate onSubmit={(e) => void submit(e)}>
      <Field
        id="alert-max-price"
        label={t`Most you will pay per ticket (₹, optional)`}
        error={priceError}
        extra={t`Leave empty for any price`}
        className="alert-form__price"
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t`e.g. 2500`}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        )}
      </Field>
      <div className="alert-form__choices">
        <Choice
          id="alert-quantity"
          label={t`Tickets you need`}
          value={quantity}
          options={quantityOptions}
          onChange={setQuantity}
        />
        <Choice
          id="alert-type"
          label={t`Type you accept`}
          value={ticketType}
          options={wantedTypeOptions(i18n)}
          onChange={setTicketType}
        />
      </div>
      <label className="alert-form__sms">
        <input type="checkbox" checked={sms} onChange={(e) => setSms(e.target.checked)} />
        <Trans>Also text me (SMS to my phone number)</Trans>
      </label>
      <Button type="primary" htmlType="submit" loading={setAlert.isPending}>
        {alert ? t`Save changes` : t`Tell me when tickets are listed`}
      </Button>
    </form>
  );
}

/** One labelled choice of the form; a choice always has a value (no clearing). */
function Choice<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly ListboxOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="alert-form__choice">
      <label htmlFor={id} className="alert-form__label">
        {label}
      </label>
      <ListboxSelect<T>
        id={id}
        aria-label={label}
        value={value}
        options={options}
        onChange={(v) => onChange(v ?? value)}
      />
    </div>
  );
}
