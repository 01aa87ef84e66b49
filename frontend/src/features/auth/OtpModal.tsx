import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button, Dialog, Field, TextInput } from '../../shared/ui';

export const OTP_LENGTH = 6;

export interface OtpModalProps {
  open: boolean;
  /** E.164, shown so the person knows which phone to look at. */
  phone: string;
  /** When Resend becomes available (epoch ms). */
  resendAt: number;
  verifying: boolean;
  resending: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

function displayPhone(e164: string): string {
  const national = e164.replace(/^\+91/, '');
  return national.length === 10 ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : e164;
}

/** Seconds until `at`, ticking once a second while above zero. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((at - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

/**
 * 'Enter OTP': the 6-digit code texted to the phone, with Resend after 30 seconds, in the kit's Dialog.
 * Loaded on demand by the sign-up form, which mounts it while a code is awaited.
 */
export default function OtpModal({
  open,
  phone,
  resendAt,
  verifying,
  resending,
  onVerify,
  onResend,
  onCancel,
}: OtpModalProps) {
  const { t } = useLingui();
  const [otp, setOtp] = useState('');
  const hintId = useId();
  const secondsLeft = useSecondsUntil(resendAt);
  const shownPhone = displayPhone(phone);

  return (
    <Dialog open={open} title={t`Enter OTP`} onCancel={onCancel} closeOnBackdrop={false}>
      <form
        className="otp-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onVerify(otp);
        }}
      >
        <p id={hintId}>
          <Trans>
            We have sent a 6-digit code by SMS to <strong>{shownPhone}</strong>. Enter it below to finish signing up.
          </Trans>
        </p>
        <Field id={`${hintId}-otp`} label={t`6-digit OTP`}>
          {(control) => (
            <TextInput
              {...control}
              aria-describedby={hintId}
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={OTP_LENGTH}
              className="otp-input"
              autoFocus
            />
          )}
        </Field>
        <Button type="primary" htmlType="submit" size="large" block disabled={!otp} loading={verifying}>
          <Trans>Verify &amp; Sign Up</Trans>
        </Button>
        <p className="otp-form__resend">
          <Trans>Didn’t get it?</Trans>{' '}
          <Button
            type="link"
            className="otp-form__resend-link"
            disabled={secondsLeft > 0}
            loading={resending}
            onClick={onResend}
          >
            {secondsLeft > 0 ? t`Resend OTP in ${secondsLeft} s` : t`Resend OTP`}
          </Button>
        </p>
      </form>
    </Dialog>
  );
}
