import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MAX_FEE_PERCENT, MAX_RESALE_CAP_PERCENT } from '@ticketsetu/contracts/money';
import { Checkbox, Col, Form, Input, InputNumber, type InputNumberProps, Modal, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { popupInMain } from '../../shared/ui/popup';
import {
  buyingLimitProblem,
  CITIES,
  capPercentProblem,
  capPriceProblem,
  dateProblem,
  type EventFormValues,
  eventBody,
  FORM_FIELD_OF,
  feeProblem,
  formValuesOf,
  isImageUrl,
  STATES,
  stateForCity,
  toIstInput,
} from './event-form';
import { ADMIN_EVENT_MESSAGES as m } from './messages';
import { type AdminEvent, adminCategoriesQuery, useCreateEvent, useUpdateEvent } from './queries';

/** A rule from a check that returns the problem's message, or null when the value is fine. */
function check<V>(problem: (value: V) => string | null): Rule {
  return {
    validator: (_rule, value: V) => {
      const message = problem(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

const cityOptions = CITIES.map((city) => ({ value: city, label: city }));
const stateOptions = STATES.map((state) => ({ value: state, label: state }));

export interface EventFormTarget {
  /** null: Create Event. */
  event: AdminEvent | null;
}

/**
 * Create Event and Edit (spec 2 and 5): every field with the server's rules and messages, the date and
 * time in India time, the fees as percents, and the resale cap (none, a percent over face value, or a
 * maximum price in rupees, sent in paise). A refusal names its field (problem+json `errors`) and shows
 * there too.
 */
export function EventFormModal({ target, onClose }: { target: EventFormTarget | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const event = target?.event ?? null;
  const mode = event ? 'edit' : 'create';
  const [form] = Form.useForm<EventFormValues>();
  const [opened] = useState(() => formValuesOf(event));
  const categories = useQuery({ ...adminCategoriesQuery(), enabled: target !== null });
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const notify = useNotify();
  const capRule = Form.useWatch('capRule', form) ?? opened.capRule;
  const saving = create.isPending || update.isPending;

  const save = async (values: EventFormValues) => {
    const body = eventBody(values, mode, opened);
    try {
      const result = event ? await update.mutateAsync({ id: event.id, body }) : await create.mutateAsync(body);
      notify(result.message || (event ? m.updated : m.created));
      onClose();
    } catch (error) {
      notify(`${event ? m.updateFailedPrefix : m.createFailedPrefix}${errorMessage(error, i18n)}`);
      const fields = error instanceof ApiError ? (error.problem?.errors ?? []) : [];
      const placed = fields
        .map(({ field, message }) => ({ name: FORM_FIELD_OF[field], errors: [message] }))
        .filter((entry): entry is { name: keyof EventFormValues; errors: string[] } => entry.name !== undefined);
      if (placed.length > 0) {
        form.setFields(placed);
        form.scrollToField(placed[0]!.name, { block: 'center', focus: true });
      }
    }
  };

  // The date must be in the future when it is set: always on create, on edit when it changes (ADR 26).
  const dateRule = check<string | undefined>((value) =>
    dateProblem(value, new Date(), mode === 'create' || value !== opened.date),
  );

  return (
    <Modal
      open={target !== null}
      title={event ? 'Edit Event' : 'Create Event'}
      okText={event ? 'Save changes' : 'Create Event'}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      getContainer={() => popupInMain(document.querySelector('main') ?? undefined)}
    >
      <Form<EventFormValues>
        form={form}
        name={event ? 'edit-event' : 'create-event'}
        layout="vertical"
        requiredMark="optional"
        initialValues={opened}
        onFinish={(values) => void save(values)}
        onValuesChange={(changed: Partial<EventFormValues>) => {
          // A new city brings its state; staff change it when the venue is over a border.
          if ('city' in changed) form.setFieldValue('state', stateForCity(changed.city));
        }}
        scrollToFirstError={{ block: 'center', focus: true }}
        className="event-form"
      >
        <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: m.titleRequired }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Venue" name="venue" rules={[{ required: true, whitespace: true, message: m.venueRequired }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="City" name="city" rules={[{ required: true, message: m.cityRequired }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Choose a city"
                options={cityOptions}
                getPopupContainer={popupInMain}
                virtual={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="State"
              name="state"
              rules={[{ required: true, message: m.stateRequired }]}
              extra="Where the venue is: the GST place of supply of the fees when they are placed by the event."
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Choose a state"
                options={stateOptions}
                getPopupContainer={popupInMain}
                virtual={false}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Date and time (IST)"
              name="date"
              required
              rules={[dateRule]}
              extra="India Standard Time, whatever this computer's time zone."
            >
              <Input type="datetime-local" min={mode === 'create' ? toIstInput(new Date()) : undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Category" name="categoryId">
              <Select
                loading={categories.isPending}
                options={[
                  { value: '', label: 'Uncategorized' },
                  ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
                ]}
                getPopupContainer={popupInMain}
                virtual={false}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item
          label="Image URL"
          name="imageUrl"
          rules={[
            check<string | undefined>((value) =>
              value?.trim() && !isImageUrl(value.trim()) ? m.invalidImageUrl : null,
            ),
          ]}
        >
          <Input type="url" inputMode="url" maxLength={2000} placeholder="https://…" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Buyer fee (%)"
              name="buyerFeePercent"
              rules={[check((value: number | null) => feeProblem(value, m.invalidBuyerFee))]}
              extra="Added to the buyer's total as Platform Fees + Taxes."
            >
              <PercentInput max={MAX_FEE_PERCENT} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Seller fee (%)"
              name="sellerFeePercent"
              rules={[check((value: number | null) => feeProblem(value, m.invalidSellerFee))]}
              extra="Kept from the seller's payout."
            >
              <PercentInput max={MAX_FEE_PERCENT} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Transfer instructions"
          name="transferInstructions"
          extra="Shown to sellers of mobile tickets: how to transfer on BookMyShow or District."
        >
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <fieldset className="event-form__cap">
          <legend>Resale price cap</legend>
          <Form.Item name="capRule" className="event-form__cap-rule">
            <Radio.Group
              aria-label="Resale price cap"
              options={[
                { value: 'none', label: 'No cap' },
                { value: 'percent', label: 'Percent over face value' },
                { value: 'price', label: 'Maximum price per ticket' },
              ]}
            />
          </Form.Item>
          {capRule === 'percent' && (
            <Form.Item
              label="Percent over face value (%)"
              name="capPercent"
              required
              rules={[check(capPercentProblem)]}
              extra="20 lets a seller ask up to face value + 20%; 100 is twice face value."
            >
              <PercentInput max={MAX_RESALE_CAP_PERCENT} />
            </Form.Item>
          )}
          {capRule === 'price' && (
            <Form.Item label="Maximum price per ticket (₹)" name="capPrice" required rules={[check(capPriceProblem)]}>
              <InputNumber<number>
                min={0}
                step={0.01}
                precision={2}
                prefix="₹"
                inputMode="decimal"
                className="event-form__number"
              />
            </Form.Item>
          )}
        </fieldset>
        <Form.Item
          label="Tickets per buyer"
          name="maxTicketsPerBuyer"
          rules={[check(buyingLimitProblem)]}
          extra="The most tickets one buyer can hold or buy of this event, across all its listings. Empty: no limit."
        >
          <InputNumber<number>
            min={1}
            max={100}
            step={1}
            precision={0}
            inputMode="numeric"
            className="event-form__number"
          />
        </Form.Item>
        {!event && (
          <Form.Item name="isActive" valuePropName="checked" className="event-form__active">
            <Checkbox>Active: show it on the site as soon as it is created</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** A percent to 2 decimals from 0 to `max` (the fees, the cap); antd's Form.Item passes value and onChange. */
function PercentInput(props: InputNumberProps<number> & { max: number }) {
  return <InputNumber<number> min={0} step={0.01} suffix="%" className="event-form__number" {...props} />;
}
