import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useNotify } from '../../shared/notify';
import { signIn } from '../../shared/session';
import { loginErrorMessage } from './errors';

interface LoginValues {
  email?: string;
  password?: string;
}

export const LOGIN_REQUIRED = 'Email and password are required';

export function LoginForm({
  initialEmail,
  onSignedIn,
  forgotLink,
}: {
  initialEmail?: string;
  onSignedIn: () => void;
  forgotLink: ReactNode;
}) {
  const [form] = Form.useForm<LoginValues>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(queryClient, email, password),
    onSuccess: onSignedIn,
    onError: (error) => notify(loginErrorMessage(error)),
  });

  const submit = ({ email = '', password = '' }: LoginValues) => {
    if (!email.trim() || !password) {
      notify(LOGIN_REQUIRED, { tone: 'error' });
      form.setFields([
        { name: 'email', errors: email.trim() ? [] : [LOGIN_REQUIRED] },
        { name: 'password', errors: password ? [] : [LOGIN_REQUIRED] },
      ]);
      return;
    }
    login.mutate({ email: email.trim(), password });
  };

  return (
    <Form
      form={form}
      // The spec's messages, not the browser's own bubbles, report problems.
      noValidate
      name="login"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={submit}
      onValuesChange={() =>
        form.setFields([
          { name: 'email', errors: [] },
          { name: 'password', errors: [] },
        ])
      }
      className="auth-form"
    >
      <Form.Item label="Email address" name="email">
        <Input type="email" autoComplete="email" inputMode="email" aria-required="true" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" extra={forgotLink}>
        <Input.Password autoComplete="current-password" aria-required="true" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        Sign In
      </Button>
    </Form>
  );
}
