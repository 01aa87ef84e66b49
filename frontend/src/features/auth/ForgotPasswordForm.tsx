import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { ApiError } from '../../shared/api/api-error';
import { api, unwrap } from '../../shared/api/client';
import { useNotify } from '../../shared/notify';

export const EMAIL_REQUIRED = 'Email is required';

/** Asks for a reset link by email; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail?: string }) {
  const [form] = Form.useForm<{ email?: string }>();
  const notify = useNotify();
  const forgot = useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/v1/auth/password/forgot', { body: { email } })),
    onSuccess: (answer) => notify(answer.message, { duration: 6 }),
    onError: (error) => notify(`Error: ${error instanceof ApiError ? error.detail : error.message}`),
  });

  const submit = ({ email = '' }: { email?: string }) => {
    if (!email.trim()) {
      notify(EMAIL_REQUIRED, { tone: 'error' });
      form.setFields([{ name: 'email', errors: [EMAIL_REQUIRED] }]);
      return;
    }
    forgot.mutate(email.trim());
  };

  return (
    <Form
      form={form}
      // The spec's messages, not the browser's own bubbles, report problems.
      noValidate
      name="forgot"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={submit}
      className="auth-form"
    >
      <p className="auth-form__intro">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <Form.Item label="Email address" name="email">
        <Input type="email" autoComplete="email" inputMode="email" aria-required="true" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
        Send reset link
      </Button>
      {forgot.isSuccess && (
        <p className="auth-form__sent" role="status">
          {forgot.data.message} The link works once, for 30 minutes.
        </p>
      )}
    </Form>
  );
}
