import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatInr, type ResaleCap } from '@ticketsetu/contracts/money';
import type { Locale } from '@ticketsetu/contracts/locales';
import { formatDateIst, formatEventDate } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { TICKETS_PER_LISTING } from '../../shared/site-facts';
import { Field } from '../../shared/ui/fields/Field';
import { TextInput } from '../../shared/ui/fields/inputs';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import type { EventSummary } from '../events';
import { DecimalInput } from './DecimalInput';
import { fieldId, type SellErrors } from './sell-form-state';
import { capLabel } from '../events';
import { capFor } from './sell-rules';
import type { SellValues } from './sell-values';

const quantityOptions = Array.from({ length: TICKETS_PER_LISTING.max - TICKETS_PER_LISTING.min + 1 }, (_, i) => {
  const n = TICKETS_PER_LISTING.min + i;
  return { value: n, label: String(n) };
});

/** A field that may be left empty says so after its label, as the form always has. */
export function optional(label: ReactNode) {
  return (
    <>
      {label}{' '}
      <span className="sell-optional">
        <Trans>(optional)</Trans>
      </span>
    </>
  );
}

function eventLabel(event: EventSummary, locale: Locale): string {
  return `${event.title} · ${formatDateIst(event.event_date, locale)}`;
}

/** What the event's resale cap allows, in words, as the seller types (the same figure the server checks). */
export function CapNote({ cap }: { cap: ResaleCap }) {
  const { i18n, t } = useLingui();
  const label = capLabel(i18n, cap);
  let text: string;
  if (cap.rule === 'price') text = t`Price capped at ${label} for this event.`;
  else if (cap.maxPrice === null)
    text = t`Price capped at ${label} for this event. Enter the face value to see your maximum.`;
  else {
    const max = formatInr(cap.maxPrice);
    text = t`Price capped at ${label}: at most ${max} per ticket.`;
  }
  return (
    <span className="sell-cap" data-testid="sell-cap">
      {text}
    </span>
  );
}

export interface SellEventSectionProps {
  events: readonly EventSummary[];
  event?: EventSummary;
  values: SellValues;
  errors: SellErrors;
  setValue: <K extends keyof SellValues>(name: K, value: SellValues[K]) => void;
  disabled?: boolean;
}

/** Event and tickets: the event, how many, the price (and the face value where the event caps resale), the seat. */
export function SellEventSection({ events, event, values, errors, setValue, disabled }: SellEventSectionProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const cap = capFor(event, values.faceValue);
  const faceValueLabel = t`Face value per ticket (₹)`;
  const text = (name: 'section' | 'row' | 'seatNumber', label: string, placeholder: string) => (
    <Field id={fieldId(name)} label={optional(label)}>
      {(control) => (
        <TextInput
          {...control}
          maxLength={40}
          placeholder={placeholder}
          value={values[name] ?? ''}
          disabled={disabled}
          onChange={(e) => setValue(name, e.currentTarget.value)}
        />
      )}
    </Field>
  );

  return (
    <section className="sell-section" aria-labelledby="sell-tickets-heading">
      <h2 id="sell-tickets-heading" className="sell-section__title">
        <Trans>Event and tickets</Trans>
      </h2>
      <Field
        id={fieldId('eventId')}
        label={t`Event`}
        required
        error={errors.eventId}
        extra={
          event && (
            <span className="sell-event-facts">
              {event.venue}, {event.city} · {formatEventDate(event.event_date, locale)}
            </span>
          )
        }
      >
        {(control) => (
          <ListboxSelect
            {...control}
            placeholder={t`Choose an event`}
            options={events.map((e) => ({ value: e.id, label: eventLabel(e, locale), title: e.title }))}
            value={values.eventId}
            onChange={(id) => setValue('eventId', id)}
          />
        )}
      </Field>
      <div className="sell-row sell-row--halves">
        <Field id={fieldId('quantity')} label={t`Number of tickets`} required error={errors.quantity}>
          {(control) => (
            <ListboxSelect
              {...control}
              options={quantityOptions}
              value={values.quantity}
              onChange={(n) => setValue('quantity', n ?? TICKETS_PER_LISTING.min)}
            />
          )}
        </Field>
        <Field
          id={fieldId('price')}
          label={t`Price per ticket (₹)`}
          required
          error={errors.price}
          extra={cap && <CapNote cap={cap} />}
        >
          {(control) => (
            <DecimalInput
              {...control}
              placeholder="0.00"
              value={values.price}
              disabled={disabled}
              onChange={(price) => setValue('price', price)}
            />
          )}
        </Field>
      </div>
      {cap && (
        <Field
          id={fieldId('faceValue')}
          label={cap.rule === 'percent' ? faceValueLabel : optional(faceValueLabel)}
          required={cap.rule === 'percent'}
          error={errors.faceValue}
          extra={t`The price printed on your ticket. Our team checks it against your proof.`}
        >
          {(control) => (
            <DecimalInput
              {...control}
              placeholder="0.00"
              value={values.faceValue}
              disabled={disabled}
              onChange={(faceValue) => setValue('faceValue', faceValue)}
            />
          )}
        </Field>
      )}
      <div className="sell-row sell-row--seat">
        {text('section', t`Section`, t`e.g. Gold`)}
        {text('row', t`Row`, t`e.g. F`)}
        {text('seatNumber', t`Seat`, t`e.g. F12`)}
      </div>
    </section>
  );
}
