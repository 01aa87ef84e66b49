import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, type ReactNode, useMemo, useRef } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { refusedCode } from '../../shared/refused-code';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { checkProfile, PROFILE_MESSAGES, type ProfileCode } from '@ticketsetu/contracts/profile-form';
import { type FormCheck, firstFailure, type Rule, rulesOf, useFormFields } from '../../shared/ui/fields/form-state';
import { TextInput } from '../../shared/ui/fields/inputs';
import { PhoneInput } from '../../shared/ui';
import { upiIdNeedsNameCheck, useUpiNameCheck } from '../../shared/upi/useUpiNameCheck';
import { indianMobileDigits, joinFullName, nationalMobile, splitFullName } from '../../shared/rules';
import { profileMessages } from './check-words';
import { type Profile, type ProfileChanges, useUpdateProfile } from './queries';

type PersonalInfoField = 'firstName' | 'lastName' | 'phone' | 'upiId';
type PersonalInfoValues = Record<PersonalInfoField, string>;

function initialValues(profile: Profile): PersonalInfoValues {
  return {
    ...splitFullName(profile.full_name),
    phone: nationalMobile(profile.phone),
    upiId: profile.upi_id ?? '',
  };
}

const FIELDS: readonly PersonalInfoField[] = ['firstName', 'lastName', 'phone', 'upiId'];
const CHECKED: PersonalInfoField[] = ['firstName', 'phone', 'upiId'];

/**
 * contracts' checkProfile (the server's own check) on the form's boxes: the first name is the name it
 * needs (the last is optional). The phone may be left empty only by someone who has none saved yet.
 */
function profileCheck(phoneRequired: boolean): FormCheck<PersonalInfoField, ProfileCode> {
  return ({ firstName, phone, upiId }) =>
    checkProfile({ name: firstName, phone, upiId }, { phoneRequired }).map((problem) =>
      problem.field === 'name' ? { ...problem, field: 'firstName' } : problem,
    );
}
/** antd's requiredMark="optional", kept: a field one may leave empty says so in its label. */
function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span className="profile-form__optional">
        <Trans>(optional)</Trans>
      </span>
    </>
  );
}

/** Name (first + last, saved joined), phone (+91) and UPI id for payouts. */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const phoneRequired = profile.phone !== null;
  const { i18n, t } = useLingui();
  // The rules in the page's language, stable while it and the phone's need stay (useFormFields wants them so).
  const rules: Partial<Record<PersonalInfoField, readonly Rule[]>> = useMemo(
    () => rulesOf(CHECKED, profileCheck(phoneRequired), profileMessages(i18n)),
    [i18n, phoneRequired],
  );
  const form = useFormFields(initialValues(profile), rules);
  const formRef = useRef<HTMLFormElement>(null);
  const notify = useNotify();
  const update = useUpdateProfile();
  const nameCheck = useUpiNameCheck({ onDeclined: () => document.getElementById('profile_upiId')?.focus() });

  const save = async (values: PersonalInfoValues) => {
    if (update.isPending || nameCheck.pending) return;
    const changes: ProfileChanges = {
      fullName: joinFullName(values.firstName, values.lastName),
      upiId: values.upiId.trim() || null,
    };
    const digits = indianMobileDigits(values.phone);
    if (digits) changes.phone = `+91${digits}`;
    // A new UPI id, where names are checked: the seller confirms whose it is before it is saved (ADR 45).
    if (changes.upiId && upiIdNeedsNameCheck(profile, changes.upiId, 'profile')) {
      const outcome = await nameCheck.ask(changes.upiId);
      if (outcome.kind === 'declined') return;
      if (outcome.kind === 'refused') {
        form.setErrors({ upiId: outcome.message });
        if (formRef.current) form.focusFirstInvalid(formRef.current);
      }
      if (outcome.kind === 'refused' || outcome.kind === 'failed') {
        notify(outcome.message, { tone: 'error' });
        return;
      }
      if (outcome.kind === 'confirmed') changes.upiIdConfirmation = outcome.confirmation;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        notify(t`Profile updated successfully!`);
        const shown = initialValues(saved);
        for (const name of Object.keys(shown) as PersonalInfoField[]) form.setValue(name, shown[name]);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) {
          notify(t`Error updating profile. Please try again.`);
          return;
        }
        // The server ran checkProfile too: its code's sentence in the reader's language.
        const refused = refusedCode(error, PROFILE_MESSAGES);
        notify(refused ? profileMessages(i18n)[refused] : error.detail);
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event.currentTarget)) {
      // The first field's message is also said aloud, as antd's onFinishFailed did.
      const first = FIELDS.map((name) => firstFailure(form.values[name], rules[name])).find(Boolean);
      if (first) notify(first, { tone: 'error' });
      return;
    }
    void save(form.values);
  };

  const control = (name: PersonalInfoField) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
  });

  return (
    // The spec's messages, not the browser's own bubbles, report problems.
    <form ref={formRef} noValidate id="profile" onSubmit={submit} className="profile-form">
      <div className="profile-form__row">
        <Field id="profile_firstName" label={t`First name`} error={form.errors.firstName} required>
          {(field) => <TextInput {...field} {...control('firstName')} autoComplete="given-name" />}
        </Field>
        <Field id="profile_lastName" label={<Optional>{t`Last name`}</Optional>} error={form.errors.lastName}>
          {(field) => <TextInput {...field} {...control('lastName')} autoComplete="family-name" />}
        </Field>
      </div>
      <Field id="profile_email" label={t`Email address`} extra={t`Your sign-in email cannot be changed here.`} required>
        {(field) => <TextInput {...field} value={profile.email} readOnly className="profile-form__fixed" />}
      </Field>
      <Field
        id="profile_phone"
        label={phoneRequired ? t`Mobile number` : <Optional>{t`Mobile number`}</Optional>}
        error={form.errors.phone}
        required={phoneRequired}
      >
        {(field) => <PhoneInput {...field} {...control('phone')} />}
      </Field>
      <Field
        id="profile_upiId"
        label={<Optional>{t`UPI ID`}</Optional>}
        extra={t`Seller payouts are sent to this UPI ID within 24-48 hours of a completed transfer.`}
        error={form.errors.upiId}
      >
        {(field) => (
          <TextInput
            {...field}
            {...control('upiId')}
            placeholder="username@bank"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Button type="primary" htmlType="submit" loading={update.isPending || nameCheck.pending}>
        <Trans>Save changes</Trans>
      </Button>
      {nameCheck.dialog}
    </form>
  );
}
