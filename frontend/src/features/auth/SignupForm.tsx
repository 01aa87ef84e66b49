import { useMutation } from '@tanstack/react-query';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api, unwrap } from '../../shared/api/client';
import { useNotify } from '../../shared/notify';
import { indianMobileDigits, latestAdultBirthDate } from '../../shared/rules';
import { fieldOf, otpStartErrorMessage, signupVerifyErrorMessage } from './errors';
import { OtpModal } from './OtpModal';
import { firstSignupProblem, type SignupField, type SignupValues } from './signup-rules';

export const SIGNUP_SUCCESS = 'Sign up successful!';
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

const FIELDS: SignupField[] = ['firstName', 'lastName', 'email', 'password', 'phone', 'dateOfBirth'];

function asSignupField(field: string | undefined): SignupField | undefined {
  return FIELDS.find((name) => name === field);
}

function toDetails(values: SignupValues): SignupDetails {
  return {
    firstName: values.firstName!.trim(),
    lastName: values.lastName!.trim(),
    email: values.email!.trim(),
    password: values.password!,
    phone: `+91${indianMobileDigits(values.phone!)}`,
    dateOfBirth: values.dateOfBirth!,
  };
}

/** Sign-up: validate, check the phone and text an OTP, verify it in the 'Enter OTP' modal, then back to login. */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [form] = Form.useForm<SignupValues>();
  const notify = useNotify();
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const maxBirthDate = useMemo(() => latestAdultBirthDate(new Date()), []);

  const markField = (field: SignupField | undefined, message: string) => {
    if (field) form.setFields([{ name: field, errors: [message] }]);
  };

  const start = useMutation({
    mutationFn: (body: SignupDetails) => unwrap(api.POST('/api/v1/auth/signup/start', { body })),
    onSuccess: (started, body) => {
      setDetails(body);
      setChallenge({
        id: started.challengeId,
        phone: started.phone,
        resendAt: Date.now() + started.resendAfterSeconds * 1000,
      });
    },
    onError: (error) => {
      const message = otpStartErrorMessage(error);
      notify(message, { tone: 'error' });
      const field = fieldOf(error);
      markField(asSignupField(field) ?? (message.startsWith('Phone number') ? 'phone' : undefined), message);
    },
  });

  const resend = useMutation({
    mutationFn: (challengeId: string) => unwrap(api.POST('/api/v1/auth/signup/resend', { body: { challengeId } })),
    onSuccess: (answer) => {
      notify(answer.message);
      setChallenge((current) => current && { ...current, resendAt: Date.now() + 30_000 });
    },
    onError: (error) => notify(otpStartErrorMessage(error), { tone: 'error' }),
  });

  const verify = useMutation({
    mutationFn: ({ otp }: { otp: string }) =>
      unwrap(api.POST('/api/v1/auth/signup/verify', { body: { ...details!, challengeId: challenge!.id, otp } })),
    onSuccess: (answer) => {
      notify(answer.message || SIGNUP_SUCCESS);
      setChallenge(null);
      setSignedUpEmail(details!.email);
      form.resetFields();
    },
    onError: (error) => notify(signupVerifyErrorMessage(error), { tone: 'error' }),
  });

  useEffect(() => {
    if (!signedUpEmail) return;
    const timer = setTimeout(() => onSignedUp(signedUpEmail), BACK_TO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [onSignedUp, signedUpEmail]);

  const submit = (values: SignupValues) => {
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    const problem = firstSignupProblem(values, new Date());
    if (problem) {
      notify(problem.message, { tone: 'error' });
      markField(problem.field, problem.message);
      return;
    }
    start.mutate(toDetails(values));
  };

  const verifyOtp = (otp: string) => {
    if (otp.length !== 6) {
      notify('Please enter the 6-digit OTP', { tone: 'error' });
      return;
    }
    verify.mutate({ otp });
  };

  return (
    <>
      <Form
        form={form}
        // The spec's messages, not the browser's own bubbles, report problems.
        noValidate
        name="signup"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        className="auth-form"
        disabled={signedUpEmail !== null}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="First name" name="firstName">
              <Input autoComplete="given-name" aria-required="true" size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Last name" name="lastName">
              <Input autoComplete="family-name" aria-required="true" size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Email address" name="email">
          <Input type="email" autoComplete="email" inputMode="email" aria-required="true" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" extra="At least 8 characters">
          <Input.Password autoComplete="new-password" aria-required="true" size="large" />
        </Form.Item>
        <Form.Item
          label="Mobile number"
          htmlFor="signup_phone"
          extra="India (+91). We will text a 6-digit OTP to this number."
        >
          <Space.Compact block>
            <Space.Addon>+91</Space.Addon>
            <Form.Item name="phone" noStyle>
              <Input
                id="signup_phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={14}
                placeholder="98765 43210"
                aria-required="true"
                size="large"
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="Date of birth" name="dateOfBirth" extra="You must be at least 18 years old.">
          <Input type="date" max={maxBirthDate} min="1900-01-01" aria-required="true" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={start.isPending}>
          {signedUpEmail ? SIGNUP_SUCCESS : 'Sign Up'}
        </Button>
      </Form>

      {challenge && details && (
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
      )}
    </>
  );
}
