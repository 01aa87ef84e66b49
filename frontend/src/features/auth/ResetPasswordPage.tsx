import { CheckCircleOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { api, unwrap } from '../../shared/api/client';
import { useNotify } from '../../shared/notify';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../shared/rules';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { LogoMark } from '../layout';
import './auth.css';

const routeApi = getRouteApi('/reset-password');

export const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORDS_DIFFER = 'Passwords do not match';
/** After a successful reset, /auth opens by itself after this long. */
export const BACK_TO_SIGN_IN_MS = 3000;

interface ResetValues {
  password?: string;
  confirm?: string;
}

function resetProblem({
  password = '',
  confirm = '',
}: ResetValues): { field: keyof ResetValues; message: string } | null {
  if (!password) return { field: 'password', message: 'Password is required' };
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: PASSWORD_TOO_SHORT };
  if (password !== confirm) return { field: 'confirm', message: PASSWORDS_DIFFER };
  return null;
}

/** /reset-password?token=...: the emailed link's page for choosing a new password. */
export function ResetPasswordPage() {
  const { token } = routeApi.useSearch();
  const router = useRouter();
  const notify = useNotify();
  const [form] = Form.useForm<ResetValues>();
  usePageTitle('Choose a new password');

  const reset = useMutation({
    mutationFn: (password: string) =>
      unwrap(api.POST('/api/v1/auth/password/reset', { body: { token: token ?? '', password } })),
    onSuccess: (answer) => notify(answer.message, { duration: 5 }),
    onError: (error) => {
      const message = error instanceof ApiError ? error.detail : `Error: ${error.message}`;
      notify(message, { tone: 'error' });
      if (message !== INVALID_LINK) form.setFields([{ name: 'password', errors: [message] }]);
    },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void router.navigate({ to: '/auth', replace: true }), BACK_TO_SIGN_IN_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, router]);

  const linkIsBad = !token || (reset.error instanceof ApiError && reset.error.detail === INVALID_LINK);

  if (linkIsBad) {
    return (
      <div className="container page auth-status">
        <StatusPanel
          headingLevel={1}
          tone="error"
          icon={<WarningOutlined />}
          title="This link cannot be used"
          actions={
            <ButtonLink href="/auth?mode=forgot" type="primary" size="large">
              Ask for a new link
            </ButtonLink>
          }
        >
          <p>{INVALID_LINK}</p>
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
          title="Password updated"
          actions={
            <ButtonLink href="/auth" type="primary" size="large">
              Sign in
            </ButtonLink>
          }
        >
          <p role="status">{reset.data.message}</p>
        </StatusPanel>
      </div>
    );
  }

  const submit = (values: ResetValues) => {
    const problem = resetProblem(values);
    if (problem) {
      notify(problem.message, { tone: 'error' });
      form.setFields([{ name: problem.field, errors: [problem.message] }]);
      return;
    }
    reset.mutate(values.password!);
  };

  return (
    <div className="container page auth-page">
      <div className="auth-card">
        <div className="auth-card__head">
          <LogoMark size={44} />
          <h1 className="auth-card__title">Choose a new password</h1>
          <p className="auth-card__switch">Use at least 8 characters that are not easy to guess.</p>
        </div>
        <Form
          form={form}
          // The spec's messages, not the browser's own bubbles, report problems.
          noValidate
          name="reset-password"
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          className="auth-form"
        >
          <Form.Item label="New password" name="password" extra="At least 8 characters">
            <Input.Password autoComplete="new-password" aria-required="true" size="large" />
          </Form.Item>
          <Form.Item label="Confirm new password" name="confirm">
            <Input.Password autoComplete="new-password" aria-required="true" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
            Set new password
          </Button>
        </Form>
      </div>
    </div>
  );
}
