import { CheckCircleFilled } from '../../shared/ui/icons';
import { Button, Form, Input, Modal, Radio, type UploadFile } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst, ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { ButtonLink } from '../../shared/ui/links';
import { chosenFiles, FilesPicker } from '../selling';
import type { components } from '@ticketsetu/contracts';
import { DISPUTE_MESSAGES, MAX_DISPUTE_TEXT } from './dispute-messages';
import { disputeReasons } from './dispute-parts';
import { type DisputeDetails, type DisputeReason, useOpenDispute } from './queries';

/** One purchase as the buyer sees it (the API's transfer; the Tickets page lists them). */
type Purchase = components['schemas']['TransferDto'];

interface OpenDisputeValues {
  reason?: DisputeReason;
  description?: string;
}

/**
 * "Report a problem" on a purchase: what went wrong, the buyer's words and optional evidence. Once
 * sent, the dialog shows the acknowledgement: the reference, the 48-hour and 30-day deadlines and the
 * grievance officer who owns the desk. Mount it with a key per purchase.
 */
export function OpenDisputeModal({ purchase, onClose }: { purchase: Purchase | null; onClose: () => void }) {
  const [form] = Form.useForm<OpenDisputeValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [opened, setOpened] = useState<{ message: string; dispute: DisputeDetails } | null>(null);
  const open = useOpenDispute();
  const notify = useNotify();

  const submit = async ({ reason, description }: OpenDisputeValues) => {
    if (!purchase || !reason || open.isPending) return;
    try {
      const answer = await open.mutateAsync({
        transferId: purchase.id,
        reason,
        description: description?.trim() ?? '',
        files: chosenFiles(files),
      });
      notify(answer.message);
      setOpened(answer);
    } catch (error) {
      const refused = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
      if (refused && (refused.field === 'reason' || refused.field === 'description')) {
        form.setFields([{ name: refused.field, errors: [refused.message] }]);
        return;
      }
      // A refusal is red whatever its words ('A dispute is already open for this purchase').
      notify(errorMessage(error), { tone: 'error' });
    }
  };

  const title = purchase?.event?.title ?? 'Your purchase';

  if (opened) {
    const { dispute } = opened;
    return (
      <Modal
        open
        title="Dispute received"
        onCancel={onClose}
        footer={
          <>
            <Button onClick={onClose}>Close</Button>
            <ButtonLink type="primary" href={`/disputes/${encodeURIComponent(dispute.id)}`}>
              Follow your dispute
            </ButtonLink>
          </>
        }
      >
        <div className="dispute-received" role="status">
          <p className="dispute-received__lead">
            <CheckCircleFilled aria-hidden="true" /> {opened.message}
          </p>
          <dl className="dispute-received__facts">
            <div>
              <dt>Reference</dt>
              <dd className="dispute-reference">{dispute.reference}</dd>
            </div>
            <div>
              <dt>Acknowledged by</dt>
              <dd>{formatDateTimeIst(dispute.acknowledge_by)} (within 48 hours)</dd>
            </div>
            <div>
              <dt>Resolved by</dt>
              <dd>{formatDateTimeIst(dispute.resolve_by)} (within 30 days)</dd>
            </div>
            <div>
              <dt>Grievance officer</dt>
              <dd>
                {dispute.grievance_officer.name},{' '}
                <a href={`mailto:${dispute.grievance_officer.email}`}>{dispute.grievance_officer.email}</a>
              </dd>
            </div>
          </dl>
          <p>
            The seller’s payout is on hold while we look into it, and the sale will not be confirmed automatically. We
            email you at each step; quote the reference if you write to us.
          </p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={purchase !== null}
      title="Report a problem"
      okText="Send to the grievance desk"
      cancelText="Cancel"
      onCancel={onClose}
      confirmLoading={open.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<OpenDisputeValues>
          form={form}
          name="open-dispute"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      {purchase && (
        <>
          <p className="dispute-form__purchase">
            <strong>{title}</strong>
            <span>{ticketCount(purchase.quantity)}</span>
          </p>
          <Form.Item
            name="reason"
            label="What went wrong?"
            rules={[{ required: true, message: DISPUTE_MESSAGES.reasonRequired }]}
          >
            <Radio.Group className="dispute-form__reasons">
              {disputeReasons.map((reason) => (
                <Radio key={reason.value} value={reason.value}>
                  <span className="dispute-form__reason">{reason.label}</span>
                  <span className="dispute-form__hint">{reason.hint}</span>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="description"
            label="Describe the problem"
            rules={[
              { required: true, whitespace: true, message: DISPUTE_MESSAGES.descriptionRequired },
              { max: MAX_DISPUTE_TEXT, message: DISPUTE_MESSAGES.descriptionTooLong },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={MAX_DISPUTE_TEXT}
              showCount
              placeholder="What happened, and when? e.g. The seller marked the tickets as sent but nothing reached my BookMyShow account."
            />
          </Form.Item>
          <FilesPicker
            id={`dispute-files-${purchase.id}`}
            label="Evidence (optional)"
            value={files}
            onChange={setFiles}
            disabled={open.isPending}
          />
          <p className="dispute-form__promise">
            We acknowledge every dispute within 48 hours and resolve it within 30 days. The seller’s payout is held
            meanwhile.
          </p>
        </>
      )}
    </Modal>
  );
}
