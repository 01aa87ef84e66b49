import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { api, unwrap } from '../../shared/api/client';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { TextInput } from '../../shared/ui/fields/inputs';
import { answerMessage } from './answers';
import { signupMessage } from './check-words';

/** Asks for a reset link by email; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail?: string }) {
  const form = useFormFields({ email: initialEmail ?? '' });
  const notify = useNotify();
  const { i18n, t } = useLingui();
  const forgot = useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/v1/auth/password/forgot', { body: { email } })),
    onSuccess: (answer) => notify(answerMessage(i18n, answer.message), { duration: 6 }),
    onError: (error) => {
      const reason = error instanceof ApiError ? error.detail : error.message;
      notify(t`Error: ${reason}`);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = form.values.email.trim();
    if (!email) {
      const message = signupMessage(i18n, 'emailRequired');
      notify(message, { tone: 'error' });
      form.setErrors({ email: message });
      form.focusFirstInvalid(event.currentTarget);
      return;
    }
    form.setErrors({});
    forgot.mutate(email);
  };

  return (
    // The spec's messages, not the browser's own bubbles, report problems.
    <form noValidate id="forgot" onSubmit={submit} className="auth-form">
      <p className="auth-form__intro">
        <Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>
      </p>
      <Field id="forgot_email" label={t`Email address`} error={form.errors.email} required>
        {(control) => (
          <TextInput
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
          />
        )}
      </Field>
      <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
        <Trans>Send reset link</Trans>
      </Button>
      {forgot.isSuccess && (
        <p className="auth-form__sent" role="status">
          {answerMessage(i18n, forgot.data.message)} <Trans>The link works once, for 30 minutes.</Trans>
        </p>
      )}
    </form>
  );
}
