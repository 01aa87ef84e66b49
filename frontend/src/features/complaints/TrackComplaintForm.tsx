import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { COMPLAINT_MESSAGES } from '@ticketsetu/contracts/complaints';
import { CONTACT_FORM_MESSAGES } from '@ticketsetu/contracts/contact-form';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { emailRule, requiredRule, type Rule, useFormFields } from '../../shared/ui/fields/form-state';
import { TextInput } from '../../shared/ui/fields/inputs';
import { CloseCircleFilled, SearchOutlined } from '../../shared/ui/icons';
import { type ComplaintLookup, type ComplaintStanding, useTrackComplaint } from './complaints';
import { ComplaintStandingPanel } from './ComplaintStandingPanel';

const FIELDS = ['tracking_number', 'email'] as const;
type TrackField = (typeof FIELDS)[number];
const isField = (name: string): name is TrackField => (FIELDS as readonly string[]).includes(name);

/** The lookup's sentences (English: contracts' COMPLAINT_MESSAGES and the contact form's, word for word). */
const WORDS = {
  numberRequired: msg`Please enter your tracking number`,
  numberInvalid: msg`Please enter the tracking number as it was given to you, for example TS-C-2026-7K3QXM`,
  emailRequired: msg`Please enter your email address`,
  invalidEmail: msg`Please enter a valid email address`,
  notFound: msg`We could not find a complaint with that tracking number and email address.`,
} as const;

function rulesIn(i18n: I18n): Record<TrackField, readonly Rule[]> {
  return {
    tracking_number: [requiredRule(i18n._(WORDS.numberRequired))],
    email: [requiredRule(i18n._(WORDS.emailRequired)), emailRule(i18n._(WORDS.invalidEmail))],
  };
}

/** The server's sentences for the lookup's fields (contracts), each with its words in the reader's language. */
const SERVER_SENTENCES: ReadonlyMap<string, (typeof WORDS)[keyof typeof WORDS]> = new Map([
  [COMPLAINT_MESSAGES.numberRequired, WORDS.numberRequired],
  [COMPLAINT_MESSAGES.numberInvalid, WORDS.numberInvalid],
  [CONTACT_FORM_MESSAGES.emailRequired, WORDS.emailRequired],
  [CONTACT_FORM_MESSAGES.invalidEmail, WORDS.invalidEmail],
]);

/**
 * A field the server refused, in the reader's language where its sentence is one of the lookup's (its
 * field codes are the input checks' names, not the sentences': the sentence is what is stable here).
 */
function refusalText(i18n: I18n, refused: { message: string }): string {
  const known = SERVER_SENTENCES.get(refused.message);
  return known ? i18n._(known) : refused.message;
}

/** A lookup that failed: not found (one answer for any wrong pair), too many, offline. */
function failureText(i18n: I18n, error: unknown): string {
  // The lookup's one 404: the server's COMPLAINT_MESSAGES.notFound, whatever the pair.
  if (error instanceof ApiError && error.status === 404) return i18n._(WORDS.notFound);
  if (error instanceof ApiError && error.status !== 400 && error.detail) return errorMessage(error, i18n);
  return i18n._(msg`We could not look your complaint up just now. Please try again.`);
}

/** The lookup form and, once found, where the complaint stands (focus moves to it). */
export function TrackComplaintForm() {
  const { t, i18n } = useLingui();
  const rules = useMemo(() => rulesIn(i18n), [i18n]);
  const form = useFormFields<TrackField>({ tracking_number: '', email: '' } satisfies ComplaintLookup, rules);
  const track = useTrackComplaint();
  const [standing, setStanding] = useState<ComplaintStanding | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (standing) result.current?.querySelector<HTMLElement>('section')?.focus();
  }, [standing]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (track.isPending || !form.validate(event.currentTarget)) return;
    setFailure(null);
    setStanding(null);
    track.mutate(form.values, {
      onSuccess: setStanding,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const fieldErrors = (error.problem?.errors ?? []).filter((e) => isField(e.field));
          if (fieldErrors.length) {
            form.setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, refusalText(i18n, e)])));
            return;
          }
        }
        setFailure(failureText(i18n, error));
      },
    });
  };

  const control = (name: TrackField) => ({
    name,
    value: form.values[name],
    maxLength: name === 'email' ? 254 : 40,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="complaint-form" aria-label={t`Track a complaint`}>
        <Field
          id="tracking_number"
          label={t`Tracking number`}
          extra={t`As given when you wrote to us, for example TS-C-2026-7K3QXM or TS-D-2026-000123.`}
          error={form.errors.tracking_number}
          required
        >
          {(field) => (
            <TextInput
              {...field}
              {...control('tracking_number')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          id="email"
          label={t`Email address`}
          extra={t`The one you wrote from (for a dispute, your account's).`}
          error={form.errors.email}
          required
        >
          {(field) => (
            <TextInput {...field} {...control('email')} type="email" inputMode="email" autoComplete="email" />
          )}
        </Field>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={track.isPending}
          icon={<SearchOutlined aria-hidden="true" />}
        >
          <Trans>Track</Trans>
        </Button>
      </form>
      {failure && (
        <div role="alert" className="complaint-alert">
          <CloseCircleFilled className="complaint-alert__icon" aria-hidden="true" />
          <p>{failure}</p>
        </div>
      )}
      <div ref={result}>{standing && <ComplaintStandingPanel standing={standing} />}</div>
    </>
  );
}
