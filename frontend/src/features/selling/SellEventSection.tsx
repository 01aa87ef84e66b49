import { formatInr, type ResaleCap, resaleCapLabel } from '@ticketsetu/contracts/money';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { formatDateIst, formatEventDate } from '../../shared/format';
import { TICKETS_PER_LISTING } from '../../shared/site-facts';
import { popupInMain } from '../../shared/ui/popup';
import type { EventSummary } from '../events';
import { capFor } from './sell-rules';
import type { SellValues } from './sell-values';

const quantityOptions = Array.from({ length: TICKETS_PER_LISTING.max - TICKETS_PER_LISTING.min + 1 }, (_, i) => {
  const n = TICKETS_PER_LISTING.min + i;
  return { value: n, label: String(n) };
});

function eventLabel(event: EventSummary): string {
  return `${event.title} · ${formatDateIst(event.event_date)}`;
}

/** What the event's resale cap allows, in words, as the seller types (the same figure the server checks). */
export function CapNote({ cap }: { cap: ResaleCap }) {
  const label = resaleCapLabel(cap);
  let text: string;
  if (cap.rule === 'price') text = `Price capped at ${label} for this event.`;
  else if (cap.maxPrice === null)
    text = `Price capped at ${label} for this event. Enter the face value to see your maximum.`;
  else text = `Price capped at ${label}: at most ${formatInr(cap.maxPrice)} per ticket.`;
  return (
    <span className="sell-cap" data-testid="sell-cap">
      {text}
    </span>
  );
}

/** Event and tickets: the event, how many, the price (and the face value where the event caps resale), the seat. */
export function SellEventSection({ events, event }: { events: readonly EventSummary[]; event?: EventSummary }) {
  const faceValue = Form.useWatch<SellValues['faceValue']>('faceValue');
  const cap = capFor(event, faceValue);

  return (
    <section className="sell-section" aria-labelledby="sell-tickets-heading">
      <h2 id="sell-tickets-heading" className="sell-section__title">
        Event and tickets
      </h2>
      <Form.Item
        label="Event"
        name="eventId"
        required
        extra={
          event && (
            <span className="sell-event-facts">
              {event.venue}, {event.city} · {formatEventDate(event.event_date)}
            </span>
          )
        }
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose an event"
          options={events.map((e) => ({ value: e.id, label: eventLabel(e), title: e.title }))}
          getPopupContainer={popupInMain}
          virtual={false}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Number of tickets" name="quantity" required>
            <Select options={quantityOptions} getPopupContainer={popupInMain} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Price per ticket (₹)" name="price" required extra={cap && <CapNote cap={cap} />}>
            <InputNumber<number>
              className="sell-price"
              prefix="₹"
              min={0}
              step={0.01}
              precision={2}
              inputMode="decimal"
              placeholder="0.00"
            />
          </Form.Item>
        </Col>
      </Row>
      {cap && (
        <Form.Item
          label="Face value per ticket (₹)"
          name="faceValue"
          required={cap.rule === 'percent'}
          extra="The price printed on your ticket. Our team checks it against your proof."
        >
          <InputNumber<number>
            className="sell-price"
            prefix="₹"
            min={0}
            step={0.01}
            precision={2}
            inputMode="decimal"
            placeholder="0.00"
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item label="Section" name="section">
            <Input maxLength={40} placeholder="e.g. Gold" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Row" name="row">
            <Input maxLength={40} placeholder="e.g. F" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Seat" name="seatNumber">
            <Input maxLength={40} placeholder="e.g. F12" />
          </Form.Item>
        </Col>
      </Row>
    </section>
  );
}
