import { ArrowRightOutlined } from '@ant-design/icons';
import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useNotify } from '../../shared/notify';
import { refusedField, transferChangeError } from './messages';
import { type AdminTransfer, useAdvanceTransfer, useFailTransfer } from './queries';
import { transferStatusLabel } from '../../shared/ui/transfer-status';
import { TransferStatusBadge } from './transfer-parts';
import {
  COURIER_MESSAGES,
  needsCourier,
  needsTracking,
  type TransferStatus,
  transferTypeLabel,
} from './transfer-steps';
import { TicketCount } from '../../shared/i18n';

/** The server's limits (AdvanceTransferDto, FailTransferDto). */
const COURIER_MAX = 80;
const REASON_MIN = 3;
const REASON_MAX = 500;

export interface AdvanceTarget {
  transfer: AdminTransfer;
  /** The step the button named: sent as `to`, so the server moves it there or refuses. */
  to: TransferStatus;
}

interface CourierFields {
  courierName: string;
  trackingNumber: string;
}

function personName(person: AdminTransfer['buyer']): string {
  return person ? person.full_name || person.email : 'Unknown';
}

/** One block naming the transfer in confirmations: event, tickets and type, buyer and seller. */
function TransferSummary({ transfer, children }: { transfer: AdminTransfer; children?: ReactNode }) {
  return (
    <div className="transfer-summary">
      <strong>{transfer.event?.title ?? 'Unknown event'}</strong>
      <span>
        <TicketCount count={transfer.quantity} /> · {transferTypeLabel(transfer.transfer_type)}
      </span>
      <span className="transfer-muted">
        Buyer {personName(transfer.buyer)} · Seller {personName(transfer.seller)}
      </span>
      {children}
    </div>
  );
}

/** What the step means for the people involved and the money. */
function advanceText(to: TransferStatus): string {
  if (to === 'mobile_transfer_confirmed') {
    return 'Confirm only when the buyer has the tickets in their account (staff may confirm for the buyer). The transfer is then complete and the seller’s payout becomes due.';
  }
  if (to === 'delivered') {
    return 'The courier delivered the tickets: the transfer is then complete and the seller’s payout becomes due.';
  }
  if (to === 'mobile_transfer_sent') {
    return 'The seller’s proof of transfer usually does this: advance only when you know the seller has sent the tickets to the buyer’s account.';
  }
  if (to === 'picked_up') return 'Enter the courier partner that collected the tickets from the seller.';
  if (to === 'in_transit') return 'Enter the courier’s tracking number; the buyer sees it on their tickets page.';
  return 'The buyer and the seller are emailed the new status.';
}

/**
 * Advance (or Confirm) one step along the transfer's path, asking the courier name and tracking
 * number when the step needs them (prefilled with what is known).
 */
export function AdvanceModal({ target, onClose }: { target: AdvanceTarget | null; onClose: () => void }) {
  const [form] = Form.useForm<CourierFields>();
  const advance = useAdvanceTransfer();
  const notify = useNotify();
  const to = target?.to ?? 'pending';
  const confirming = to === 'mobile_transfer_confirmed';
  const askCourier = needsCourier(to);
  const askTracking = needsTracking(to);
  const label = transferStatusLabel(to);

  const submit = async (values: CourierFields) => {
    if (!target) return;
    try {
      const answer = await advance.mutateAsync({
        id: target.transfer.id,
        to: target.to,
        ...(askCourier && { courierName: values.courierName.trim() }),
        ...(askTracking && { trackingNumber: values.trackingNumber.trim() }),
      });
      // The API's own words; green even when they name the Failed status.
      notify(answer.message, { tone: 'success' });
      onClose();
    } catch (error) {
      // A field the server refused stays open for correction; anything else ends the attempt.
      const refused = refusedField(error);
      if (
        refused &&
        ((refused.field === 'courierName' && askCourier) || (refused.field === 'trackingNumber' && askTracking))
      ) {
        form.setFields([{ name: refused.field, errors: [refused.message] }]);
        return;
      }
      notify(transferChangeError(error), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Modal
      open={target !== null}
      title={confirming ? 'Confirm this transfer?' : `Advance to ${label}?`}
      okText={confirming ? 'Confirm transfer' : `Advance to ${label}`}
      cancelText="Cancel"
      onCancel={onClose}
      confirmLoading={advance.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      // The whole dialog is the form: OK submits it, and Enter in a field does too.
      modalRender={(dialog) => (
        <Form<CourierFields>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{
            courierName: target?.transfer.courier_name ?? '',
            trackingNumber: target?.transfer.tracking_number ?? '',
          }}
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      {target && (
        <>
          <TransferSummary transfer={target.transfer}>
            <span className="transfer-step">
              <TransferStatusBadge status={target.transfer.transfer_status} />
              <ArrowRightOutlined aria-label="to" />
              <TransferStatusBadge status={to} />
            </span>
          </TransferSummary>
          <p className="transfer-modal__text">{advanceText(to)}</p>
          {askCourier && (
            <Form.Item
              name="courierName"
              label="Courier name"
              rules={[
                { required: true, whitespace: true, message: COURIER_MESSAGES.noCourier },
                { max: COURIER_MAX, message: `At most ${COURIER_MAX} characters` },
              ]}
            >
              <Input autoComplete="off" placeholder="e.g. Blue Dart" />
            </Form.Item>
          )}
          {askTracking && (
            <Form.Item
              name="trackingNumber"
              label="Tracking number"
              rules={[
                { required: true, whitespace: true, message: COURIER_MESSAGES.noTracking },
                { max: COURIER_MAX, message: `At most ${COURIER_MAX} characters` },
              ]}
            >
              <Input autoComplete="off" placeholder="As printed on the courier’s receipt" />
            </Form.Item>
          )}
        </>
      )}
    </Modal>
  );
}

/** Fail a transfer that has not reached its buyer: the reason is required (buyer and seller are told it). */
export function FailModal({ transfer, onClose }: { transfer: AdminTransfer | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const fail = useFailTransfer();
  const notify = useNotify();

  const submit = async ({ reason }: { reason: string }) => {
    if (!transfer) return;
    try {
      const answer = await fail.mutateAsync({ id: transfer.id, reason: reason.trim() });
      // The API's own words; green even when they name the Failed status.
      notify(answer.message, { tone: 'success' });
      onClose();
    } catch (error) {
      const refused = refusedField(error);
      if (refused?.field === 'reason') {
        form.setFields([{ name: 'reason', errors: [refused.message] }]);
        return;
      }
      notify(transferChangeError(error), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Modal
      open={transfer !== null}
      title="Fail this transfer?"
      okText="Fail transfer"
      cancelText="Cancel"
      onCancel={onClose}
      confirmLoading={fail.isPending}
      okButtonProps={{ htmlType: 'submit', danger: true }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<{ reason: string }>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      {transfer && (
        <>
          <TransferSummary transfer={transfer} />
          <p className="transfer-modal__text">
            The buyer is refunded what they paid through PhonePe, and the buyer and the seller are emailed the reason.
            This cannot be undone.
          </p>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[
              { required: true, whitespace: true, message: 'Please give the reason' },
              { min: REASON_MIN, message: 'Please give the reason' },
              { max: REASON_MAX, message: `At most ${REASON_MAX} characters` },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={REASON_MAX}
              showCount
              placeholder="e.g. The seller could not transfer the tickets"
            />
          </Form.Item>
        </>
      )}
    </Modal>
  );
}
