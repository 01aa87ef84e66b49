import { lazy, type RefObject, Suspense } from 'react';
import { CarOutlined, MobileOutlined } from '../../shared/ui/icons';
import { RadioGroup, type RadioOption } from '../../shared/ui/RadioGroup';
import { fieldId } from './sell-form-state';
import type { MobileProvider, TicketType } from './sell-rules';

// The address picker (and its form) loads only for a physical ticket.
const AddressPicker = lazy(() => import('./PickupAddressPicker').then((m) => ({ default: m.PickupAddressPicker })));

const providerOptions: RadioOption<MobileProvider>[] = [
  { value: 'bookmyshow', label: 'BookMyShow' },
  { value: 'district', label: 'District' },
];

const typeOptions: RadioOption<TicketType>[] = [
  {
    value: 'mobile',
    label: (
      <span className="choice-card__title">
        <MobileOutlined aria-hidden="true" /> Mobile Transfer
      </span>
    ),
    description: 'Instant transfer through BookMyShow or District',
  },
  {
    value: 'physical',
    label: (
      <span className="choice-card__title">
        <CarOutlined aria-hidden="true" /> Physical Ticket
      </span>
    ),
    description: 'Our courier partner picks it up from you',
  },
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
      <RadioGroup
        id={fieldId('ticketType')}
        className="sell-choice"
        label="How will the buyer get the tickets?"
        required
        look="cards"
        optionClassName="choice-card"
        options={typeOptions}
        value={ticketType}
        onChange={onTicketTypeChange}
        error={errors.ticketType}
        disabled={disabled}
      />
      {ticketType === 'mobile' ? (
        <RadioGroup
          id={fieldId('mobileTicketType')}
          className="sell-choice"
          label="Ticketing platform"
          required
          look="cards"
          options={providerOptions}
          value={provider}
          onChange={onProviderChange}
          error={errors.mobileTicketType}
          disabled={disabled}
        />
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
