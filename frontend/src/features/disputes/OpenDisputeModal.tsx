import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircleFilled } from '../../shared/ui/icons';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { fieldRefusal } from '../../shared/api/field-refusal';
import { formatDateTimeIst } from '../../shared/format';
import { ticketCount, useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea } from '../../shared/ui/fields/inputs';
import { ButtonLink } from '../../shared/ui/links';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { FilesPicker } from '../selling';
import type { components } from '@ticketsetu/contracts';
import { MAX_DISPUTE_TEXT } from './dispute-messages';
import { openDisputeRules, REASON_WORDS, refusalMessage } from './dispute-words';
import { type DisputeDetails, type DisputeReason, useOpenDispute } from './queries';

/** One purchase as the buyer sees it (the API's transfer; the Tickets page lists them). */
type Purchase = components['schemas']['TransferDto'];

type OpenDisputeField = 'reason' | 'description';

/**
 * "Report a problem" on a purchase: what went wrong, the buyer's words and optional evidence. Once
 * sent, the dialog shows the acknowledgement: the reference, the 48-hour and 30-day deadlines and the
 * grievance officer who owns the desk. Mount it with a key per purchase.
 */
export function OpenDisputeModal({ purchase, onClose }: { purchase: Purchase | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // contracts' checkDispute, the server's own check, in the reader's language.
  const rules = useMemo(() => openDisputeRules(i18n), [i18n]);
  const reasonOptions = useMemo(
    () =>
      (Object.entries(REASON_WORDS) as [DisputeReason, (typeof REASON_WORDS)[DisputeReason]][]).map(
        ([value, words]) => ({ value, label: i18n._(words.label), description: i18n._(words.hint) }),
      ),
    [i18n],
  );
  const form = useFormFields<OpenDisputeField>({ reason: '', description: '' }, rules);
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
      notify(receivedMessage(answer.dispute.reference));
      setOpened(answer);
    } catch (error) {
      // Cancelled by the buyer: the picker says so and offers to send again.
      if (isUploadCancelled(error)) return;
      const refused = fieldRefusal(error, ['reason', 'description'] as const);
      if (refused) {
        form.setErrors({ [refused.field]: refusalMessage(i18n, refused) });
        form.focusFirstInvalid(element);
        return;
      }
      // A refusal is red whatever its words ('A dispute is already open for this purchase').
      notify(errorMessage(error, i18n), { tone: 'error' });
    }
  };

  // The desk's answer (backend DISPUTE_MESSAGES.opened), in the reader's language.
  function receivedMessage(reference: string): string {
    return t`Your dispute ${reference} has been received. We will acknowledge it within 48 hours and resolve it within 30 days.`;
  }

  const title = purchase?.event?.title ?? t`Your purchase`;

  if (opened) {
    const { dispute } = opened;
    return (
      <Dialog
        open
        title={t`Dispute received`}
        onCancel={onClose}
        footer={
          <>
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <ButtonLink type="primary" href={`/disputes/${encodeURIComponent(dispute.id)}`}>
              <Trans>Follow your dispute</Trans>
            </ButtonLink>
          </>
        }
      >
        <div className="dispute-received" role="status">
          <p className="dispute-received__lead">
            <CheckCircleFilled aria-hidden="true" /> {receivedMessage(dispute.reference)}
          </p>
          <dl className="dispute-received__facts">
            <div>
              <dt>
                <Trans>Reference</Trans>
              </dt>
              <dd className="dispute-reference">{dispute.reference}</dd>
            </div>
            <div>
              <dt>
                <Trans>Acknowledged by</Trans>
              </dt>
              <dd>
                <Trans>{formatDateTimeIst(dispute.acknowledge_by, locale)} (within 48 hours)</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Resolved by</Trans>
              </dt>
              <dd>
                <Trans>{formatDateTimeIst(dispute.resolve_by, locale)} (within 30 days)</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Grievance officer</Trans>
              </dt>
              <dd>
                {dispute.grievance_officer.name},{' '}
                <a href={`mailto:${dispute.grievance_officer.email}`}>{dispute.grievance_officer.email}</a>
              </dd>
            </div>
          </dl>
          <p>
            <Trans>
              The seller’s payout is on hold while we look into it, and the sale will not be confirmed automatically. We
              email you at each step; quote the reference if you write to us.
            </Trans>
          </p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={purchase !== null}
      title={t`Report a problem`}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="primary" htmlType="submit" form={formId} loading={open.isPending}>
            <Trans>Send to the grievance desk</Trans>
          </Button>
        </>
      }
    >
      {purchase && (
        <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <p className="dispute-form__purchase">
            <strong>{title}</strong>
            <span>{ticketCount(i18n, purchase.quantity)}</span>
          </p>
          <RadioGroup<DisputeReason>
            id={`${formId}-reason`}
            label={t`What went wrong?`}
            className="dispute-form__reasons"
            options={reasonOptions}
            value={(form.values.reason || undefined) as DisputeReason | undefined}
            onChange={(reason) => form.setValue('reason', reason)}
            error={form.errors.reason}
            required
          />
          <Field
            id={`${formId}-description`}
            label={t`Describe the problem`}
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
                placeholder={t`What happened, and when? e.g. The seller marked the tickets as sent but nothing reached my BookMyShow account.`}
              />
            )}
          </Field>
          <FilesPicker
            id={`dispute-files-${purchase.id}`}
            label={t`Evidence (optional)`}
            value={files}
            onChange={setFiles}
            disabled={open.isPending}
            upload={sending.state}
            onCancel={sending.cancel}
            onRetry={() => formRef.current?.requestSubmit()}
          />
          <p className="dispute-form__promise">
            <Trans>
              We acknowledge every dispute within 48 hours and resolve it within 30 days. The seller’s payout is held
              meanwhile.
            </Trans>
          </p>
        </form>
      )}
    </Dialog>
  );
}
