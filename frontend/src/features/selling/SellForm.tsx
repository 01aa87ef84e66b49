import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, type UploadFile } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TICKETS_PER_LISTING } from '../../shared/site-facts';
import type { EventSummary } from '../events';
import { profileQuery } from '../profile';
import { SellEventSection } from './SellEventSection';
import { SellPaymentSection } from './SellPaymentSection';
import { SellProofSection } from './SellProofSection';
import { SellTypeSection } from './SellTypeSection';
import { pricePaise, type SellProblem } from './sell-rules';
import { FORM_FIELDS, type SellValues } from './sell-values';
import { useSubmitListing } from './useSubmitListing';

/**
 * The listing form: its four sections (event and tickets, ticket type, proof, payment) and the submit
 * flow (useSubmitListing). Problems show on their fields; a field's problem goes once it changes.
 */
export function SellForm({ events, presetEventId }: { events: EventSummary[]; presetEventId: string | undefined }) {
  const [form] = Form.useForm<SellValues>();
  const profile = useQuery(profileQuery());

  const [pickupAddressId, setPickupAddressId] = useState<string | null | undefined>(undefined);
  const [pickupError, setPickupError] = useState<string | null>(null);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const pickupRef = useRef<HTMLDivElement>(null);

  const eventId = Form.useWatch('eventId', form);
  const quantity = Form.useWatch('quantity', form) ?? TICKETS_PER_LISTING.min;
  const price = Form.useWatch('price', form);
  const ticketType = Form.useWatch('ticketType', form) ?? 'mobile';
  const event = events.find((e) => e.id === eventId);

  // The UPI id saved on the profile fills the box, unless the seller has already typed one.
  const savedUpiId = profile.data?.upi_id;
  useEffect(() => {
    if (savedUpiId && !form.isFieldTouched('upiId') && !form.getFieldValue('upiId')) {
      form.setFieldValue('upiId', savedUpiId);
    }
  }, [form, savedUpiId]);

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
    form.setFields([{ name: field, errors: [message] }]);
    form.scrollToField(field, { block: 'center', focus: true });
  };

  const clearProblems = () => {
    form.setFields(FORM_FIELDS.map((name) => ({ name, errors: [] })));
    setPickupError(null);
  };

  const { submit, listed, pending, refusal, upiNameDialog } = useSubmitListing({
    form,
    events,
    pickupAddressId,
    files: files.map((file) => file.originFileObj).filter((file): file is RcFile => Boolean(file)),
    profile: profile.data,
    showProblem,
    clearProblems,
  });

  return (
    <Form<SellValues>
      form={form}
      // No <form> element: the address picker inside has its own form, and forms cannot nest.
      component={false}
      name="sell"
      layout="vertical"
      requiredMark="optional"
      initialValues={{ eventId: presetEventId, quantity: TICKETS_PER_LISTING.min, ticketType: 'mobile' }}
      disabled={listed}
      // A field's problem goes once the seller changes it (there are no antd rules to clear it); a new
      // face value changes what the price may be, so the price's problem goes too.
      onValuesChange={(changed: Partial<SellValues>) =>
        form.setFields(
          Object.keys(changed)
            .flatMap((name) => (name === 'faceValue' ? ['faceValue', 'price'] : [name]))
            .map((name) => ({ name: name as keyof SellValues, errors: [] })),
        )
      }
    >
      <SellEventSection events={events} event={event} />
      <SellTypeSection
        ticketType={ticketType}
        pickupAddressId={pickupAddressId}
        onPickupChange={choosePickup}
        pickupError={pickupError}
        pickupRef={pickupRef}
      />
      <SellProofSection files={files} onChange={setFiles} />
      <SellPaymentSection
        pricePaise={pricePaise(price)}
        quantity={quantity}
        sellerFeePercent={event?.seller_fee_percent ?? 0}
        profile={profile.data}
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
          {listed ? 'Listed: taking you to your tickets…' : 'List tickets for review'}
        </Button>
      </div>
      {upiNameDialog}
    </Form>
  );
}
