import { CarOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Radio } from 'antd';
import type { RefObject } from 'react';
import { AddressPicker } from '../addresses';
import type { TicketType } from './sell-rules';

const providerOptions = [
  { value: 'bookmyshow', label: 'BookMyShow' },
  { value: 'district', label: 'District' },
];

export interface SellTypeSectionProps {
  ticketType: TicketType;
  pickupAddressId: string | null | undefined;
  onPickupChange: (id: string | null) => void;
  pickupError: string | null;
  /** The pickup group, which the form moves to when the address is missing. */
  pickupRef: RefObject<HTMLDivElement | null>;
}

/** Ticket type: mobile (with its platform) or physical (with the pickup address). */
export function SellTypeSection({
  ticketType,
  pickupAddressId,
  onPickupChange,
  pickupError,
  pickupRef,
}: SellTypeSectionProps) {
  return (
    <section className="sell-section" aria-labelledby="sell-type-heading">
      <h2 id="sell-type-heading" className="sell-section__title">
        Ticket type
      </h2>
      <Form.Item name="ticketType" label="How will the buyer get the tickets?" required>
        <Radio.Group className="choice-cards" aria-label="Ticket type">
          <Radio value="mobile" className="choice-card">
            <span className="choice-card__title">
              <MobileOutlined aria-hidden="true" /> Mobile Transfer
            </span>
            <span className="choice-card__text">Instant transfer through BookMyShow or District</span>
          </Radio>
          <Radio value="physical" className="choice-card">
            <span className="choice-card__title">
              <CarOutlined aria-hidden="true" /> Physical Ticket
            </span>
            <span className="choice-card__text">Our courier partner picks it up from you</span>
          </Radio>
        </Radio.Group>
      </Form.Item>
      {ticketType === 'mobile' ? (
        <Form.Item name="mobileTicketType" label="Ticketing platform" required>
          <Radio.Group
            aria-label="Ticketing platform"
            optionType="button"
            buttonStyle="solid"
            options={providerOptions}
          />
        </Form.Item>
      ) : (
        <div
          ref={pickupRef}
          className="sell-pickup"
          role="group"
          aria-labelledby="sell-pickup-label"
          aria-describedby="sell-pickup-hint"
          tabIndex={-1}
        >
          <p id="sell-pickup-label" className="sell-pickup__label">
            Pickup address
          </p>
          <p id="sell-pickup-hint" className="sell-hint">
            Our courier partner collects the tickets from this address.
          </p>
          <AddressPicker mode="select" value={pickupAddressId} onChange={onPickupChange} label="Pickup address" />
          {pickupError && (
            <p className="sell-error" role="alert">
              {pickupError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
