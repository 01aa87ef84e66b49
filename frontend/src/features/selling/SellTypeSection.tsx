import { Radio } from 'antd';
import { lazy, type ReactNode, type RefObject, Suspense } from 'react';
import { CarOutlined, MobileOutlined } from '../../shared/ui/icons';
import { fieldId } from './sell-form-state';
import type { MobileProvider, TicketType } from './sell-rules';

// The address picker (and its form) loads only for a physical ticket.
const AddressPicker = lazy(() => import('../addresses').then((m) => ({ default: m.AddressPicker })));

const providerOptions = [
  { value: 'bookmyshow', label: 'BookMyShow' },
  { value: 'district', label: 'District' },
];

export interface SellTypeSectionProps {
  ticketType: TicketType;
  onTicketTypeChange: (type: TicketType) => void;
  provider: MobileProvider | undefined;
  onProviderChange: (provider: MobileProvider) => void;
  errors: { ticketType?: string; mobileTicketType?: string };
  disabled?: boolean;
  pickupAddressId: string | null | undefined;
  onPickupChange: (id: string | null) => void;
  pickupError: string | null;
  /** The pickup group, which the form moves to when the address is missing. */
  pickupRef: RefObject<HTMLDivElement | null>;
}

/** Ticket type: mobile (with its platform) or physical (with the pickup address). */
export function SellTypeSection({
  ticketType,
  onTicketTypeChange,
  provider,
  onProviderChange,
  errors,
  disabled,
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
      <ChoiceField name="ticketType" label="How will the buyer get the tickets?" error={errors.ticketType}>
        <Radio.Group
          className="choice-cards"
          aria-label="Ticket type"
          value={ticketType}
          disabled={disabled}
          onChange={(event) => onTicketTypeChange(event.target.value as TicketType)}
        >
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
      </ChoiceField>
      {ticketType === 'mobile' ? (
        <ChoiceField name="mobileTicketType" label="Ticketing platform" error={errors.mobileTicketType}>
          <Radio.Group
            aria-label="Ticketing platform"
            optionType="button"
            buttonStyle="solid"
            options={providerOptions}
            value={provider}
            disabled={disabled}
            onChange={(event) => onProviderChange(event.target.value as MobileProvider)}
          />
        </ChoiceField>
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
          <Suspense fallback={null}>
            <AddressPicker mode="select" value={pickupAddressId} onChange={onPickupChange} label="Pickup address" />
          </Suspense>
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

/** A required group of choices under its label, its problem below it (the id is where a problem moves the focus). */
function ChoiceField({
  name,
  label,
  error,
  children,
}: {
  name: 'ticketType' | 'mobileTicketType';
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={fieldId(name)}
      className={['ts-field', error && 'ts-field--with-help ts-field--error'].filter(Boolean).join(' ')}
    >
      <p className="ts-field__label">{label}</p>
      {children}
      {error && (
        <div className="ts-field__additional">
          <div className="ts-field__error">{error}</div>
        </div>
      )}
    </div>
  );
}
