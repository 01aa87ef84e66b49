import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../shared/ui';
import { ClockCircleOutlined } from '../../shared/ui/icons';
import type { ReactNode } from 'react';
import { formatMinutesSeconds } from '../../shared/useSecondsLeft';

/**
 * Pay has taken the hold: how long the seats stay held for this buyer, and what happens when the
 * time runs out. Shown while the browser goes to the pay page (a slow redirect) and when the buyer
 * comes back from it.
 */
export function HoldNotice({ secondsLeft, children }: { secondsLeft: number; children?: ReactNode }) {
  const { t } = useLingui();
  const timer = formatMinutesSeconds(secondsLeft);
  return (
    <section className="hold-notice" aria-label={t`Your hold`}>
      <p className="hold-notice__title">
        <ClockCircleOutlined aria-hidden="true" />{' '}
        <Trans>
          Your seats are held for{' '}
          <span className="hold-notice__timer" role="timer" aria-label={t`Time left on your hold`}>
            {timer}
          </span>
        </Trans>
      </p>
      <p className="hold-notice__text">
        <Trans>Complete the payment on PhonePe within this time.</Trans>{' '}
        <Trans>If the time runs out before you pay, the seats go back on sale and you are not charged.</Trans>{' '}
        <Trans>Changed your mind? Cancel gives them back now.</Trans>
      </p>
      {children}
    </section>
  );
}

/** The hold ran out before the payment came: nothing charged, the seats are for sale again. */
export function HoldEnded() {
  const { t } = useLingui();
  return (
    <Alert
      className="hold-ended"
      type="warning"
      title={t`Your hold has ended`}
      description={t`The seats went back on sale and nothing was charged. You can press Pay to try again.`}
    />
  );
}
