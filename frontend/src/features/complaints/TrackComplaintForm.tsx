import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
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

const RULES: Record<TrackField, readonly Rule[]> = {
  tracking_number: [requiredRule('Please enter your tracking number')],
  email: [requiredRule('Please enter your email address'), emailRule('Please enter a valid email address')],
};

/** The server's words for a lookup that failed: not found (one answer for any wrong pair), too many, offline. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 400 && error.detail) return error.detail;
  return 'We could not look your complaint up just now. Please try again.';
}

/** The lookup form and, once found, where the complaint stands (focus moves to it). */
export function TrackComplaintForm() {
  const form = useFormFields<TrackField>({ tracking_number: '', email: '' } satisfies ComplaintLookup, RULES);
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
            form.setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
            return;
          }
        }
        setFailure(failureText(error));
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
      <form noValidate onSubmit={submit} className="complaint-form" aria-label="Track a complaint">
        <Field
          id="tracking_number"
          label="Tracking number"
          extra="As given when you wrote to us, for example TS-C-2026-7K3QXM or TS-D-2026-000123."
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
          label="Email address"
          extra="The one you wrote from (for a dispute, your account's)."
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
          Track
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
