import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { api, unwrap } from '../../shared/api/client';
import { useNotify } from '../../shared/notify';
import { indianMobileDigits, latestAdultBirthDate } from '../../shared/rules';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { PasswordInput } from '../../shared/ui/fields/PasswordInput';
import { TextInput } from '../../shared/ui/fields/inputs';
import { PhoneInput } from '../../shared/ui';
import { answerMessage } from './answers';
import { signupMessage } from './check-words';
import { fieldOf, isPhoneRefusal, otpStartErrorMessage, signupVerifyErrorMessage } from './errors';
import { checkSignup, type SignupField } from '@ticketsetu/contracts/account-form';
import { hindiPage } from '../../shared/i18n';

const SIGNUP_SUCCESS = 'Sign up successful!';
/** The spec: after signing up, the screen goes back to login after 3 seconds. */
export const BACK_TO_LOGIN_MS = 3000;

interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  dateOfBirth: string;
}

interface Challenge {
  id: string;
  phone: string;
  resendAt: number;
}

type SignupValues = Record<SignupField, string>;

const FIELDS: SignupField[] = ['firstName', 'lastName', 'email', 'password', 'phone', 'dateOfBirth'];
const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  dateOfBirth: '',
};

// The 'Enter OTP' dialog (antd's Modal) is fetched when a sign-up is sent, not with the page (ADR 57).
const loadOtpModal = () => import('./OtpModal');
const OtpModal = lazy(loadOtpModal);

function asSignupField(field: string | undefined): SignupField | undefined {
  return FIELDS.find((name) => name === field);
}

function toDetails(values: SignupValues): SignupDetails {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: `+91${indianMobileDigits(values.phone)}`,
    dateOfBirth: values.dateOfBirth,
  };
}

/** Sign-up: validate, check the phone and text an OTP, verify it in the 'Enter OTP' modal, then back to login. */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useFormFields(EMPTY);
  const notify = useNotify();
  const { i18n, t } = useLingui();
  const signupSuccess = answerMessage(i18n, SIGNUP_SUCCESS);
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const maxBirthDate = useMemo(() => latestAdultBirthDate(new Date()), []);
  const signedUp = signedUpEmail !== null;

  const markField = (field: SignupField | undefined, message: string) => {
    if (field) form.setErrors({ [field]: message });
  };

  const start = useMutation({
    mutationFn: (body: SignupDetails) =>
      unwrap(api.POST('/api/v1/auth/signup/start', { body: { ...body, ...hindiPage(location.pathname) } })),
    onSuccess: (started, body) => {
      setDetails(body);
      setChallenge({
        id: started.challengeId,
        phone: started.phone,
        resendAt: Date.now() + started.resendAfterSeconds * 1000,
      });
    },
    onError: (error) => {
      const message = otpStartErrorMessage(i18n, error);
      notify(message, { tone: 'error' });
      const field = fieldOf(error);
      markField(asSignupField(field) ?? (isPhoneRefusal(error) ? 'phone' : undefined), message);
    },
  });

  const resend = useMutation({
    mutationFn: (challengeId: string) => unwrap(api.POST('/api/v1/auth/signup/resend', { body: { challengeId } })),
    onSuccess: (answer) => {
      notify(answerMessage(i18n, answer.message));
      setChallenge((current) => current && { ...current, resendAt: Date.now() + 30_000 });
    },
    onError: (error) => notify(otpStartErrorMessage(i18n, error), { tone: 'error' }),
  });

  const verify = useMutation({
    mutationFn: ({ otp }: { otp: string }) =>
      unwrap(api.POST('/api/v1/auth/signup/verify', { body: { ...details!, challengeId: challenge!.id, otp } })),
    onSuccess: (answer) => {
      notify(answer.message ? answerMessage(i18n, answer.message) : signupSuccess);
      setChallenge(null);
      setSignedUpEmail(details!.email);
      form.reset();
    },
    onError: (error) => notify(signupVerifyErrorMessage(i18n, error), { tone: 'error' }),
  });

  useEffect(() => {
    if (!signedUpEmail) return;
    const timer = setTimeout(() => onSignedUp(signedUpEmail), BACK_TO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [onSignedUp, signedUpEmail]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // contracts' checkSignup, the server's own check: the first problem is shown.
    const [problem] = checkSignup(form.values, new Date());
    if (problem) {
      const message = signupMessage(i18n, problem.code);
      notify(message, { tone: 'error' });
      markField(problem.field, message);
      form.focusFirstInvalid(event.currentTarget);
      return;
    }
    form.setErrors({});
    // Fetched while the server texts the code, so the dialog opens at once (drawing it imports it again if this failed).
    loadOtpModal().catch(() => undefined);
    start.mutate(toDetails(form.values));
  };

  const verifyOtp = (otp: string) => {
    if (otp.length !== 6) {
      notify(t`Please enter the 6-digit OTP`, { tone: 'error' });
      return;
    }
    verify.mutate({ otp });
  };

  const control = (name: SignupField) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
    disabled: signedUp,
  });

  return (
    <>
      {/* The spec's messages, not the browser's own bubbles, report problems. */}
      <form noValidate id="signup" onSubmit={submit} className="auth-form">
        <div className="auth-form__row">
          <Field id="signup_firstName" label={t`First name`} error={form.errors.firstName} required>
            {(field) => <TextInput {...field} {...control('firstName')} autoComplete="given-name" />}
          </Field>
          <Field id="signup_lastName" label={t`Last name`} error={form.errors.lastName} required>
            {(field) => <TextInput {...field} {...control('lastName')} autoComplete="family-name" />}
          </Field>
        </div>
        <Field id="signup_email" label={t`Email address`} error={form.errors.email} required>
          {(field) => (
            <TextInput {...field} {...control('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field
          id="signup_password"
          label={t`Password`}
          extra={t`At least 8 characters`}
          error={form.errors.password}
          required
        >
          {(field) => <PasswordInput {...field} {...control('password')} autoComplete="new-password" />}
        </Field>
        <Field
          id="signup_phone"
          label={t`Mobile number`}
          extra={t`India (+91). We will text a 6-digit OTP to this number.`}
          error={form.errors.phone}
          required
        >
          {(field) => <PhoneInput {...field} {...control('phone')} placeholder="98765 43210" />}
        </Field>
        <Field
          id="signup_dateOfBirth"
          label={t`Date of birth`}
          extra={t`You must be at least 18 years old.`}
          error={form.errors.dateOfBirth}
          required
        >
          {(field) => (
            <TextInput {...field} {...control('dateOfBirth')} type="date" max={maxBirthDate} min="1900-01-01" />
          )}
        </Field>
        <Button type="primary" htmlType="submit" size="large" block loading={start.isPending} disabled={signedUp}>
          {signedUp ? signupSuccess : <Trans>Sign Up</Trans>}
        </Button>
      </form>

      {challenge && details && (
        <Suspense fallback={null}>
          <OtpModal
            open
            phone={challenge.phone}
            resendAt={challenge.resendAt}
            verifying={verify.isPending}
            resending={resend.isPending}
            onVerify={verifyOtp}
            onResend={() => resend.mutate(challenge.id)}
            onCancel={() => setChallenge(null)}
          />
        </Suspense>
      )}
    </>
  );
}
