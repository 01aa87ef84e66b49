import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircleOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useEffect, useRef } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { api, unwrap } from '../../shared/api/client';
import { useNotify } from '../../shared/notify';
import { PASSWORD_MIN_LENGTH } from '../../shared/rules';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { PasswordInput } from '../../shared/ui/fields/PasswordInput';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { LogoMark } from '../layout';
import { answerMessage } from './answers';
import { signupMessage } from './check-words';
import './auth.css';

const routeApi = getRouteApi('/reset-password');

/** The server's sentence (and code) for a link that cannot be used: the page then offers a new one. */
const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
const INVALID_LINK_WORDS = msg`This reset link is invalid or has expired. Please ask for a new one.`;
const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.code === 'RESET_LINK_INVALID' || error.detail === INVALID_LINK);
/** After a successful reset, /auth opens by itself after this long. */
export const BACK_TO_SIGN_IN_MS = 3000;

interface ResetValues {
  password: string;
  confirm: string;
}

const EMPTY: ResetValues = { password: '', confirm: '' };

function resetProblem(
  i18n: I18n,
  { password, confirm }: ResetValues,
): { field: keyof ResetValues; message: string } | null {
  if (!password) return { field: 'password', message: signupMessage(i18n, 'passwordRequired') };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { field: 'password', message: signupMessage(i18n, 'passwordTooShort') };
  if (password !== confirm) return { field: 'confirm', message: i18n._(msg`Passwords do not match`) };
  return null;
}

/** /reset-password?token=...: the emailed link's page for choosing a new password. */
export function ResetPasswordPage() {
  const { token } = routeApi.useSearch();
  const router = useRouter();
  const notify = useNotify();
  const form = useFormFields(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const { i18n, t } = useLingui();
  usePageTitle(t`Choose a new password`);

  const reset = useMutation({
    mutationFn: (password: string) =>
      unwrap(api.POST('/api/v1/auth/password/reset', { body: { token: token ?? '', password } })),
    onSuccess: (answer) => notify(answerMessage(i18n, answer.message), { duration: 5 }),
    onError: (error) => {
      const reason = error.message;
      const message = error instanceof ApiError ? error.detail : t`Error: ${reason}`;
      notify(isInvalidLink(error) ? i18n._(INVALID_LINK_WORDS) : message, { tone: 'error' });
      if (!isInvalidLink(error)) {
        form.setErrors({ password: message });
        if (formRef.current) form.focusFirstInvalid(formRef.current);
      }
    },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void router.navigate({ to: '/auth', replace: true }), BACK_TO_SIGN_IN_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, router]);

  const linkIsBad = !token || isInvalidLink(reset.error);

  if (linkIsBad) {
    return (
      <div className="container page auth-status">
        <StatusPanel
          headingLevel={1}
          tone="error"
          icon={<WarningOutlined />}
          title={t`This link cannot be used`}
          actions={
            <ButtonLink href="/auth?mode=forgot" type="primary" size="large">
              <Trans>Ask for a new link</Trans>
            </ButtonLink>
          }
        >
          <p>{i18n._(INVALID_LINK_WORDS)}</p>
        </StatusPanel>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="container page auth-status">
        <StatusPanel
          headingLevel={1}
          icon={<CheckCircleOutlined />}
          title={t`Password updated`}
          actions={
            <ButtonLink href="/auth" type="primary" size="large">
              <Trans>Sign in</Trans>
            </ButtonLink>
          }
        >
          <p role="status">{answerMessage(i18n, reset.data.message)}</p>
        </StatusPanel>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = resetProblem(i18n, form.values);
    if (problem) {
      notify(problem.message, { tone: 'error' });
      form.setErrors({ [problem.field]: problem.message });
      form.focusFirstInvalid(event.currentTarget);
      return;
    }
    form.setErrors({});
    reset.mutate(form.values.password);
  };

  const control = (name: keyof ResetValues) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.setValue(name, event.target.value);
      // As antd's: a message goes once the field is typed in again.
      if (form.errors[name]) form.setErrors({ ...form.errors, [name]: undefined });
    },
    autoComplete: 'new-password',
  });

  return (
    <div className="container page auth-page">
      <div className="auth-card">
        <div className="auth-card__head">
          <LogoMark size={44} />
          <h1 className="auth-card__title">
            <Trans>Choose a new password</Trans>
          </h1>
          <p className="auth-card__switch">
            <Trans>Use at least 8 characters that are not easy to guess.</Trans>
          </p>
        </div>
        {/* The spec's messages, not the browser's own bubbles, report problems. */}
        <form ref={formRef} noValidate id="reset-password" onSubmit={submit} className="auth-form">
          <Field
            id="reset-password_password"
            label={t`New password`}
            extra={t`At least 8 characters`}
            error={form.errors.password}
            required
          >
            {(field) => <PasswordInput {...field} {...control('password')} />}
          </Field>
          <Field id="reset-password_confirm" label={t`Confirm new password`} error={form.errors.confirm} required>
            {(field) => <PasswordInput {...field} {...control('confirm')} />}
          </Field>
          <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
            <Trans>Set new password</Trans>
          </Button>
        </form>
      </div>
    </div>
  );
}
