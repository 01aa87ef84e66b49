import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useNotify } from '../../shared/notify';
import { signIn } from '../../shared/session';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { PasswordInput } from '../../shared/ui/fields/PasswordInput';
import { TextInput } from '../../shared/ui/fields/inputs';
import { checkSignIn } from '@ticketsetu/contracts/account-form';
import { signInMessage } from './check-words';
import { loginErrorMessage } from './errors';

export function LoginForm({
  initialEmail,
  onSignedIn,
  forgotLink,
}: {
  initialEmail?: string;
  onSignedIn: () => void;
  forgotLink: ReactNode;
}) {
  const form = useFormFields({ email: initialEmail ?? '', password: '' });
  const notify = useNotify();
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(queryClient, email, password),
    onSuccess: onSignedIn,
    onError: (error) => notify(loginErrorMessage(i18n, error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = form.values;
    // contracts' checkSignIn, the server's own check.
    const problems = checkSignIn(form.values);
    if (problems.length > 0) {
      notify(signInMessage(i18n, 'required'), { tone: 'error' });
      form.setErrors(Object.fromEntries(problems.map(({ field, code }) => [field, signInMessage(i18n, code)])));
      form.focusFirstInvalid(event.currentTarget);
      return;
    }
    login.mutate({ email: email.trim(), password });
  };

  // Typing in either box takes both messages away.
  const change = (name: 'email' | 'password', value: string) => {
    form.setValue(name, value);
    form.setErrors({});
  };

  return (
    // The spec's messages, not the browser's own bubbles, report problems.
    <form noValidate id="login" onSubmit={submit} className="auth-form">
      <Field id="login_email" label={t`Email address`} error={form.errors.email} required>
        {(control) => (
          <TextInput
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        )}
      </Field>
      <Field id="login_password" label={t`Password`} extra={forgotLink} error={form.errors.password} required>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(event) => change('password', event.target.value)}
          />
        )}
      </Field>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        <Trans>Sign In</Trans>
      </Button>
    </form>
  );
}
