import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { fieldRefusal } from '../../shared/api/field-refusal';
import { formatInr } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { UPI_ID_PATTERN } from '../../shared/rules';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { requiredRule, type Rule, useFormFields } from '../../shared/ui/fields/form-state';
import { TextInput } from '../../shared/ui/fields/inputs';
import { useUpiNameCheck } from '../../shared/upi/useUpiNameCheck';
import { profileQuery } from '../profile';
import { type OwnPayout, useRequestPayoutUpiChange } from './queries';

const PAYOUT_UPI_CHANGE = {
  title: msg`Change the UPI ID for this payout`,
  ok: msg`Send for approval`,
  requested: msg`Your new UPI ID is waiting for our team's approval.`,
} as const;

/**
 * A failed payout's seller names the UPI ID to be paid to instead. Where names are checked (ADR 45) they
 * first confirm whose it is; our team then approves the change, since a changed UPI ID is how a
 * taken-over account is robbed. Mount with a key per payout so each opening starts empty.
 */
export function ChangePayoutUpiModal({ payout, onClose }: { payout: OwnPayout | null; onClose: () => void }) {
  const { i18n, t } = useLingui();
  // The sell form's words for a missing or malformed UPI ID (contracts' noUpi and invalidUpi).
  const rules = useMemo<Record<'upiId', readonly Rule[]>>(
    () => ({
      upiId: [
        requiredRule(t`Please provide your UPI ID for payments`),
        (value) =>
          UPI_ID_PATTERN.test(value) && value.length <= 100
            ? undefined
            : t`Please enter a valid UPI ID (e.g., username@bank)`,
      ],
    }),
    [t],
  );
  const form = useFormFields({ upiId: '' }, rules);
  const amount = payout ? formatInr(payout.amount) : '';
  const upiId = payout?.payout_details;
  const formId = useId();
  const upiFieldId = `${formId}-upiId`;
  const notify = useNotify();
  const request = useRequestPayoutUpiChange();
  const profile = useQuery({ ...profileQuery(), enabled: payout !== null });
  const nameCheck = useUpiNameCheck({ onDeclined: () => document.getElementById(upiFieldId)?.focus() });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payout || request.isPending || nameCheck.pending || !form.validate(event.currentTarget)) return;
    const element = event.currentTarget;
    const refuse = (message: string) => {
      form.setErrors({ upiId: message });
      form.focusFirstInvalid(element);
    };
    const wanted = form.values.upiId.trim();
    let upiIdConfirmation: string | undefined;
    // With manual payouts nothing is checked, and no dialog is shown.
    if (profile.data?.upi_names_checked) {
      const outcome = await nameCheck.ask(wanted);
      if (outcome.kind === 'declined') return;
      if (outcome.kind === 'refused') refuse(outcome.message);
      if (outcome.kind === 'refused' || outcome.kind === 'failed') {
        notify(outcome.message, { tone: 'error' });
        return;
      }
      if (outcome.kind === 'confirmed') upiIdConfirmation = outcome.confirmation;
    }
    try {
      await request.mutateAsync({ payoutId: payout.id, upiId: wanted, upiIdConfirmation });
      // The server answers the spec's one sentence (its message): shown in the reader's language.
      notify(i18n._(PAYOUT_UPI_CHANGE.requested));
      onClose();
    } catch (error) {
      const refused = fieldRefusal(error, ['upiId'] as const);
      if (refused) refuse(refused.message);
      notify(errorMessage(error, i18n), { tone: 'error' });
    }
  };

  return (
    <>
      <Dialog
        open={payout !== null}
        title={i18n._(PAYOUT_UPI_CHANGE.title)}
        onCancel={onClose}
        footer={
          <>
            <Button onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="primary" htmlType="submit" form={formId} loading={request.isPending || nameCheck.pending}>
              {i18n._(PAYOUT_UPI_CHANGE.ok)}
            </Button>
          </>
        }
      >
        {payout && (
          <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
            <p>
              <Trans>
                {amount} was to be paid to <strong>{upiId}</strong>. Our team approves a new UPI ID before we pay it
                there.
              </Trans>
            </p>
            <Field id={upiFieldId} label={t`UPI ID`} error={form.errors.upiId} required>
              {(field) => (
                <TextInput
                  {...field}
                  name="upiId"
                  value={form.values.upiId}
                  onChange={(event) => form.setValue('upiId', event.target.value)}
                  placeholder="username@bank"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
          </form>
        )}
      </Dialog>
      {nameCheck.dialog}
    </>
  );
}
