import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactElement, type RefObject, Suspense } from 'react';
import { CarOutlined, MobileOutlined } from '../../shared/ui/icons';
import { RadioGroup, type RadioOption } from '../../shared/ui/RadioGroup';
import { fieldId } from './sell-form-state';
import type { MobileProvider, TicketType } from './sell-rules';

// The address picker (and its form) loads only for a physical ticket.
const AddressPicker = lazy(() => import('../addresses').then((m) => ({ default: m.AddressPicker })));

const providerOptions: RadioOption<MobileProvider>[] = [
  { value: 'bookmyshow', label: 'BookMyShow' },
  { value: 'district', label: 'District' },
];

const typeChoices: {
  value: TicketType;
  icon: ReactElement;
  title: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  {
    value: 'mobile',
    icon: <MobileOutlined aria-hidden="true" />,
    title: msg`Mobile Transfer`,
    description: msg`Instant transfer through BookMyShow or District`,
  },
  {
    value: 'physical',
    icon: <CarOutlined aria-hidden="true" />,
    title: msg`Physical Ticket`,
    description: msg`Our courier partner picks it up from you`,
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
  const { i18n, t } = useLingui();
  const typeOptions: RadioOption<TicketType>[] = typeChoices.map((choice) => ({
    value: choice.value,
    label: (
      <span className="choice-card__title">
        {choice.icon} {i18n._(choice.title)}
      </span>
    ),
    description: i18n._(choice.description),
  }));
  return (
    <section className="sell-section" aria-labelledby="sell-type-heading">
      <h2 id="sell-type-heading" className="sell-section__title">
        <Trans>Ticket type</Trans>
      </h2>
      <RadioGroup
        id={fieldId('ticketType')}
        className="sell-choice"
        label={t`How will the buyer get the tickets?`}
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
          label={t`Ticketing platform`}
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
            <Trans>Pickup address</Trans>
          </p>
          <p id="sell-pickup-hint" className="sell-hint">
            <Trans>Our courier partner collects the tickets from this address.</Trans>
          </p>
          <Suspense fallback={null}>
            <AddressPicker mode="select" value={pickupAddressId} onChange={onPickupChange} label={t`Pickup address`} />
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
