import { CheckCircleFilled } from '../../shared/ui/icons';
import { type FormEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { fieldRefusal } from '../../shared/api/field-refusal';
import { formatDateTimeIst, ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { rulesOf, useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea } from '../../shared/ui/fields/inputs';
import { ButtonLink } from '../../shared/ui/links';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { FilesPicker } from '../selling';
import type { components } from '@ticketsetu/contracts';
import { checkDispute, DISPUTE_FORM_MESSAGES, type DisputeFormCode } from '@ticketsetu/contracts/dispute-form';
import { MAX_DISPUTE_TEXT } from './dispute-messages';
import { disputeReasons } from './dispute-parts';
import { type DisputeDetails, type DisputeReason, useOpenDispute } from './queries';

/** One purchase as the buyer sees it (the API's transfer; the Tickets page lists them). */
type Purchase = components['schemas']['TransferDto'];

type OpenDisputeField = 'reason' | 'description';

/** contracts' checkDispute, the server's own check. */
const RULES = rulesOf<OpenDisputeField, DisputeFormCode>(
  ['reason', 'description'],
  checkDispute,
  DISPUTE_FORM_MESSAGES,
);

const REASON_OPTIONS = disputeReasons.map((reason) => ({
  value: reason.value,
  label: reason.label,
  description: reason.hint,
}));

/**
 * "Report a problem" on a purchase: what went wrong, the buyer's words and optional evidence. Once
 * sent, the dialog shows the acknowledgement: the reference, the 48-hour and 30-day deadlines and the
 * grievance officer who owns the desk. Mount it with a key per purchase.
 */
export function OpenDisputeModal({ purchase, onClose }: { purchase: Purchase | null; onClose: () => void }) {
  const form = useFormFields<OpenDisputeField>({ reason: '', description: '' }, RULES);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const sending = useUpload();
  const [opened, setOpened] = useState<{ message: string; dispute: DisputeDetails } | null>(null);
  const open = useOpenDispute();
  const notify = useNotify();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!purchase || open.isPending || !form.validate(event.currentTarget)) return;
    const element = event.currentTarget;
    try {
      const answer = await sending.run((controls) =>
        open.mutateAsync({
          transferId: purchase.id,
          reason: form.values.reason as DisputeReason,
          description: form.values.description.trim(),
          files,
          controls,
        }),
      );
      notify(answer.message);
      setOpened(answer);
    } catch (error) {
      // Cancelled by the buyer: the picker says so and offers to send again.
      if (isUploadCancelled(error)) return;
      const refused = fieldRefusal(error, ['reason', 'description'] as const);
      if (refused) {
        form.setErrors({ [refused.field]: refused.message });
        form.focusFirstInvalid(element);
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
      <Dialog
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
      </Dialog>
    );
  }

  return (
    <Dialog
      open={purchase !== null}
      title="Report a problem"
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={open.isPending}>
            Send to the grievance desk
          </Button>
        </>
      }
    >
      {purchase && (
        <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <p className="dispute-form__purchase">
            <strong>{title}</strong>
            <span>{ticketCount(purchase.quantity)}</span>
          </p>
          <RadioGroup<DisputeReason>
            id={`${formId}-reason`}
            label="What went wrong?"
            className="dispute-form__reasons"
            options={REASON_OPTIONS}
            value={(form.values.reason || undefined) as DisputeReason | undefined}
            onChange={(reason) => form.setValue('reason', reason)}
            error={form.errors.reason}
            required
          />
          <Field
            id={`${formId}-description`}
            label="Describe the problem"
            error={form.errors.description}
            extra={
              <span className="dispute-reply__count">{`${form.values.description.length} / ${MAX_DISPUTE_TEXT}`}</span>
            }
            required
          >
            {(field) => (
              <TextArea
                {...field}
                name="description"
                rows={4}
                maxLength={MAX_DISPUTE_TEXT}
                value={form.values.description}
                onChange={(event) => form.setValue('description', event.target.value)}
                placeholder="What happened, and when? e.g. The seller marked the tickets as sent but nothing reached my BookMyShow account."
              />
            )}
          </Field>
          <FilesPicker
            id={`dispute-files-${purchase.id}`}
            label="Evidence (optional)"
            value={files}
            onChange={setFiles}
            disabled={open.isPending}
            upload={sending.state}
            onCancel={sending.cancel}
            onRetry={() => formRef.current?.requestSubmit()}
          />
          <p className="dispute-form__promise">
            We acknowledge every dispute within 48 hours and resolve it within 30 days. The seller’s payout is held
            meanwhile.
          </p>
        </form>
      )}
    </Dialog>
  );
}
