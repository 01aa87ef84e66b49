import {
  ArrowLeftOutlined,
  CalendarOutlined,
  CarOutlined,
  CheckCircleOutlined,
  InboxOutlined,
  MobileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Upload, type UploadFile } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { formatDateIst, formatEventDate, formatInr, formatPercent } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { PROOF_FILES, SELLER_PAYOUT, TICKETS_PER_LISTING } from '../../shared/site-facts';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { popupInMain } from '../../shared/ui/popup';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { AddressPicker } from '../addresses/AddressPicker';
import { type EventSummary, eventsListQuery } from '../events/queries';
import { profileQuery } from '../profile/queries';
import { type ListingFields, useCreateListing } from './queries';
import {
  checkProofFile,
  checkSellForm,
  MAX_PROOF_FILES,
  type MobileProvider,
  paiseToRupeeText,
  PROOF_ACCEPT,
  rupeesToPaise,
  SELL_MESSAGES,
  type SellField,
  sellerFeeEstimate,
  type TicketType,
  TOO_MANY_FILES,
} from './sell-rules';
import './sell.css';

const routeApi = getRouteApi('/sell');

/** How long the success message shows before the seller is taken to their listings (spec: 2 s). */
export const REDIRECT_AFTER_LISTING_MS = 2000;

interface SellValues {
  eventId?: string;
  quantity: number;
  price?: number | null;
  seatNumber?: string;
  section?: string;
  row?: string;
  ticketType: TicketType;
  mobileTicketType?: MobileProvider;
  upiId?: string;
}

/** Fields of the antd form (the pickup address lives in the address picker). */
const FORM_FIELDS: Exclude<SellField, 'pickupAddressId'>[] = [
  'eventId',
  'price',
  'quantity',
  'ticketType',
  'mobileTicketType',
  'upiId',
];

const quantityOptions = Array.from({ length: TICKETS_PER_LISTING.max - TICKETS_PER_LISTING.min + 1 }, (_, i) => {
  const n = TICKETS_PER_LISTING.min + i;
  return { value: n, label: String(n) };
});

const providerOptions = [
  { value: 'bookmyshow', label: 'BookMyShow' },
  { value: 'district', label: 'District' },
];

/** What to tell the seller when the listing could not be created. */
export function listingFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return SELL_MESSAGES.signedOut;
    if (error.status >= 400 && error.status < 500) return `${SELL_MESSAGES.failedPrefix}${error.detail}`;
  }
  return SELL_MESSAGES.uploadFailed;
}

/** The server's answer for a field, when it names one of the form's own rules. */
function fieldOfMessage(message: string): SellField | undefined {
  const fields: Partial<Record<string, SellField>> = {
    [SELL_MESSAGES.noEvent]: 'eventId',
    [SELL_MESSAGES.invalidPrice]: 'price',
    [SELL_MESSAGES.invalidQuantity]: 'quantity',
    [SELL_MESSAGES.noTicketType]: 'ticketType',
    [SELL_MESSAGES.noProvider]: 'mobileTicketType',
    [SELL_MESSAGES.noPickupAddress]: 'pickupAddressId',
    [SELL_MESSAGES.noUpi]: 'upiId',
    [SELL_MESSAGES.invalidUpi]: 'upiId',
  };
  return fields[message];
}

function eventLabel(event: EventSummary): string {
  return `${event.title} · ${formatDateIst(event.event_date)}`;
}

/** /sell: the listing form (login required; the route's guard sends visitors to /auth first). */
export function SellPage() {
  usePageTitle('Sell tickets');
  const { eventId: eventFromUrl } = routeApi.useSearch();
  const eventFromState = useRouterState({ select: (state) => state.location.state.eventId });
  const { data: events } = useSuspenseQuery(eventsListQuery());
  const preset = [eventFromUrl, eventFromState].find((id) => id && events.some((event) => event.id === id));

  return (
    <div className="container page page--narrow sell-page">
      <BackButton />
      <div className="page-head">
        <div>
          <h1 className="page-title">Sell your tickets</h1>
          <p className="page-subtitle">
            List them in a few minutes. Our team checks every listing before it goes on sale.
          </p>
        </div>
      </div>
      {events.length === 0 ? (
        <StatusPanel
          icon={<CalendarOutlined />}
          title="No events are open for listings"
          actions={
            <ButtonLink href="/events" type="primary">
              Browse Events
            </ButtonLink>
          }
        >
          <p>Listings open for upcoming events only. Please check back soon.</p>
        </StatusPanel>
      ) : (
        <SellForm events={events} presetEventId={preset} />
      )}
    </div>
  );
}

function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      type="link"
      className="back-button"
      icon={<ArrowLeftOutlined aria-hidden="true" />}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/events' }))}
    >
      Back
    </Button>
  );
}

function SellForm({ events, presetEventId }: { events: EventSummary[]; presetEventId: string | undefined }) {
  const [form] = Form.useForm<SellValues>();
  const router = useRouter();
  const notify = useNotify();
  const { user } = useSession();
  const profile = useQuery(profileQuery());
  const create = useCreateListing();

  const [pickupAddressId, setPickupAddressId] = useState<string | null | undefined>(undefined);
  const [pickupError, setPickupError] = useState<string | null>(null);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [listed, setListed] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
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

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const choosePickup = useCallback((id: string | null) => {
    setPickupAddressId(id);
    if (id) setPickupError(null);
  }, []);

  const showProblem = (field: SellField, message: string) => {
    if (field === 'pickupAddressId') {
      setPickupError(message);
      pickupRef.current?.scrollIntoView({ block: 'center' });
      pickupRef.current?.focus();
      return;
    }
    form.setFields([{ name: field, errors: [message] }]);
    form.scrollToField(field, { block: 'center', focus: true });
  };

  const beforeUpload = (file: RcFile, batch: RcFile[]) => {
    const index = batch.indexOf(file);
    const acceptedBefore = batch.slice(0, index).filter((earlier) => !checkProofFile(earlier)).length;
    let problem = checkProofFile(file);
    if (!problem && files.length + acceptedBefore >= MAX_PROOF_FILES) problem = `${file.name}: ${TOO_MANY_FILES}`;
    // A new choice of files replaces the previous choice's problems.
    setFileProblems((previous) => [...(index <= 0 ? [] : previous), ...(problem ? [problem] : [])]);
    return problem ? Upload.LIST_IGNORE : false;
  };

  const submit = async () => {
    if (create.isPending || listed) return;
    const values = form.getFieldsValue(true) as SellValues;
    form.setFields(FORM_FIELDS.map((name) => ({ name, errors: [] })));
    setPickupError(null);

    const problem = checkSellForm({ ...values, pickupAddressId });
    if (problem) {
      showProblem(problem.field, problem.message);
      return;
    }
    if (!user) {
      notify(SELL_MESSAGES.signedOut, { tone: 'error' });
      return;
    }

    const physical = values.ticketType === 'physical';
    const fields: ListingFields = {
      eventId: values.eventId,
      quantity: String(values.quantity),
      price: paiseToRupeeText(rupeesToPaise(values.price)!),
      seatNumber: values.seatNumber?.trim() || undefined,
      section: values.section?.trim() || undefined,
      row: values.row?.trim() || undefined,
      ticketType: values.ticketType,
      mobileTicketType: physical ? undefined : values.mobileTicketType,
      pickupAddressId: physical ? (pickupAddressId ?? undefined) : undefined,
      upiId: values.upiId?.trim(),
    };
    const chosen = files.map((file) => file.originFileObj).filter((file): file is RcFile => Boolean(file));

    try {
      const result = await create.mutateAsync({ fields, files: chosen });
      setListed(true);
      notify(result.message || SELL_MESSAGES.listed);
      redirectTimer.current = setTimeout(
        () => void router.navigate({ to: '/tickets', search: { tab: 'listings' } }),
        REDIRECT_AFTER_LISTING_MS,
      );
    } catch (error) {
      // A refusal is red even when its words ('Please login first') carry no 'Error' (ADR 13).
      notify(listingFailureMessage(error), { tone: 'error' });
      const field = error instanceof ApiError && error.status === 400 ? fieldOfMessage(error.detail) : undefined;
      if (field && error instanceof ApiError) showProblem(field, error.detail);
    }
  };

  const pricePaise = rupeesToPaise(price);

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
      // A field's problem goes once the seller changes it (there are no antd rules to clear it).
      onValuesChange={(changed: Partial<SellValues>) =>
        form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof SellValues, errors: [] })))
      }
    >
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
            <Form.Item label="Price per ticket (₹)" name="price" required>
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
            <AddressPicker mode="select" value={pickupAddressId} onChange={choosePickup} label="Pickup address" />
            {pickupError && (
              <p className="sell-error" role="alert">
                {pickupError}
              </p>
            )}
          </div>
        )}
      </section>

      <section className="sell-section" aria-labelledby="sell-proof-heading">
        <h2 id="sell-proof-heading" className="sell-section__title">
          Proof of ticket
        </h2>
        <p className="sell-section__intro">
          Your ticket as a PDF, or screenshots of the booking. Only our review team sees these files.
        </p>
        <Form.Item
          label="Ticket files"
          htmlFor="sell-files"
          validateStatus={fileProblems.length > 0 ? 'error' : undefined}
          help={
            fileProblems.length > 0 ? (
              <ul className="sell-file-problems">
                {fileProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : undefined
          }
          extra={`${PROOF_FILES.kinds}, up to ${PROOF_FILES.maxSizeMb} MB each, at most ${MAX_PROOF_FILES} files.`}
        >
          <Upload.Dragger
            id="sell-files"
            multiple
            accept={PROOF_ACCEPT}
            fileList={files}
            beforeUpload={beforeUpload}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden="true" />
            </p>
            <p className="ant-upload-text">Click or drag files here to upload</p>
            <p className="ant-upload-hint">You can remove a file from the list before you submit.</p>
          </Upload.Dragger>
        </Form.Item>
      </section>

      <section className="sell-section" aria-labelledby="sell-payment-heading">
        <h2 id="sell-payment-heading" className="sell-section__title">
          Payment
        </h2>
        <Form.Item
          label="UPI ID"
          name="upiId"
          required
          extra="Where we send your money, e.g. username@bank (saved on your profile, if you have one)."
        >
          <Input autoComplete="off" spellCheck={false} placeholder="username@bank" maxLength={100} />
        </Form.Item>
        <EarningsSummary
          pricePaise={pricePaise}
          quantity={quantity}
          sellerFeePercent={event?.seller_fee_percent ?? 0}
        />
        <p className="sell-note">
          <WalletOutlined aria-hidden="true" /> Payment reaches your UPI ID within {SELLER_PAYOUT.window} after the
          transfer is confirmed.
        </p>
      </section>

      <div className="sell-actions">
        <Button
          type="primary"
          size="large"
          className="btn-saffron sell-submit"
          loading={create.isPending}
          disabled={listed}
          icon={listed ? <CheckCircleOutlined aria-hidden="true" /> : undefined}
          onClick={() => void submit()}
        >
          {listed ? 'Listed: taking you to your tickets…' : 'List tickets for review'}
        </Button>
      </div>
    </Form>
  );
}

/** Price × tickets, and the platform fee estimate when the event has a seller fee. */
export function EarningsSummary({
  pricePaise,
  quantity,
  sellerFeePercent,
}: {
  pricePaise: number | null;
  quantity: number;
  sellerFeePercent: number;
}) {
  if (pricePaise === null || pricePaise <= 0) return null;
  const total = pricePaise * quantity;
  const fee = sellerFeePercent > 0 ? sellerFeeEstimate(pricePaise, sellerFeePercent, quantity) : 0;
  return (
    <dl className="sell-summary" aria-label="Your earnings" aria-live="polite">
      {quantity > 1 && (
        <div className="sell-summary__row">
          <dt>
            Total ({quantity} × {formatInr(pricePaise)})
          </dt>
          <dd>{formatInr(total)}</dd>
        </div>
      )}
      {sellerFeePercent > 0 && (
        <>
          <div className="sell-summary__row">
            <dt>Platform fee estimate ({formatPercent(sellerFeePercent)} platform fee)</dt>
            <dd>− {formatInr(fee)}</dd>
          </div>
          <div className="sell-summary__row sell-summary__row--net">
            <dt>You receive (estimate)</dt>
            <dd>{formatInr(total - fee)}</dd>
          </div>
        </>
      )}
      {quantity <= 1 && sellerFeePercent <= 0 && (
        <div className="sell-summary__row sell-summary__row--net">
          <dt>You receive</dt>
          <dd>{formatInr(total)}</dd>
        </div>
      )}
    </dl>
  );
}
