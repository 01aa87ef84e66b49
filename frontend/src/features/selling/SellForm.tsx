import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TICKETS_PER_LISTING } from '../../shared/site-facts';
import { Button } from '../../shared/ui/Button';
import { CheckCircleOutlined } from '../../shared/ui/icons';
import type { EventSummary } from '../events';
import { profileQuery } from '../profile';
import { SellEventSection } from './SellEventSection';
import { SellPaymentSection } from './SellPaymentSection';
import { SellProofSection } from './SellProofSection';
import { SellTypeSection } from './SellTypeSection';
import { useSellFormState } from './sell-form-state';
import { pricePaise, type SellProblem } from './sell-rules';
import { useSubmitListing } from './useSubmitListing';

/**
 * The listing form: its four sections (event and tickets, ticket type, proof, payment) and the submit
 * flow (useSubmitListing). Problems show on their fields; a field's problem goes once it changes. Plain
 * markup on the kit (no <form> element: the address picker inside has its own form, and forms cannot nest).
 */
export function SellForm({ events, presetEventId }: { events: EventSummary[]; presetEventId: string | undefined }) {
  const profile = useQuery(profileQuery());
  // The UPI id saved on the profile fills the box: from the first draw when the profile is known (the
  // server's, so the page is taken over as drawn, with no second draw of the whole form), else once it
  // loads, unless the seller has already typed one.
  const savedUpiId = profile.data?.upi_id;
  const form = useSellFormState({
    eventId: presetEventId,
    quantity: TICKETS_PER_LISTING.min,
    ticketType: 'mobile',
    upiId: savedUpiId ?? undefined,
  });
  const { values, errors, setValue, prefill } = form;

  const [pickupAddressId, setPickupAddressId] = useState<string | null | undefined>(undefined);
  const [pickupError, setPickupError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const pickupRef = useRef<HTMLDivElement>(null);
  const event = events.find((e) => e.id === values.eventId);

  useEffect(() => {
    if (savedUpiId) prefill('upiId', savedUpiId);
  }, [prefill, savedUpiId]);

  const choosePickup = useCallback((id: string | null) => {
    setPickupAddressId(id);
    if (id) setPickupError(null);
  }, []);

  const showProblem = ({ field, message }: SellProblem) => {
    if (field === 'pickupAddressId') {
      setPickupError(message);
      pickupRef.current?.scrollIntoView({ block: 'center' });
      pickupRef.current?.focus();
      return;
    }
    form.showError(field, message);
  };

  const clearProblems = () => {
    form.clearErrors();
    setPickupError(null);
  };

  const { submit, preload, listed, pending, refusal, upiNameDialog, upload, cancelUpload } = useSubmitListing({
    values: form.current,
    events,
    pickupAddressId,
    files,
    profile: profile.data,
    showProblem,
    clearProblems,
  });

  return (
    // The submit flow is fetched once the form is in use (a focus or a press in it), not with the page.
    <div className="sell-form" onFocusCapture={() => void preload()} onPointerDownCapture={() => void preload()}>
      <SellEventSection
        events={events}
        event={event}
        values={values}
        errors={errors}
        setValue={setValue}
        disabled={listed}
      />
      <SellTypeSection
        ticketType={values.ticketType}
        onTicketTypeChange={(type) => setValue('ticketType', type)}
        provider={values.mobileTicketType}
        onProviderChange={(provider) => setValue('mobileTicketType', provider)}
        errors={errors}
        disabled={listed}
        pickupAddressId={pickupAddressId}
        onPickupChange={choosePickup}
        pickupError={pickupError}
        pickupRef={pickupRef}
      />
      <SellProofSection
        files={files}
        onChange={setFiles}
        disabled={listed}
        upload={upload}
        onCancel={cancelUpload}
        onRetry={() => void submit()}
      />
      <SellPaymentSection
        pricePaise={pricePaise(values.price)}
        quantity={values.quantity}
        sellerFeePercent={event?.seller_fee_percent ?? 0}
        profile={profile.data}
        upiId={values.upiId}
        onUpiIdChange={(upiId) => setValue('upiId', upiId)}
        upiIdError={errors.upiId}
        disabled={listed}
      />
      {refusal && (
        <p className="sell-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="sell-actions">
        <Button
          type="primary"
          size="large"
          className="btn-saffron sell-submit"
          loading={pending}
          disabled={listed}
          icon={listed ? <CheckCircleOutlined aria-hidden="true" /> : undefined}
          onClick={() => void submit()}
        >
          {listed ? <Trans>Listed: taking you to your tickets…</Trans> : <Trans>List tickets for review</Trans>}
        </Button>
      </div>
      {upiNameDialog}
    </div>
  );
}
