import { Alert } from '../../shared/ui';
import { ClockCircleOutlined } from '../../shared/ui/icons';
import type { ReactNode } from 'react';
import { formatMinutesSeconds } from '../../shared/useSecondsLeft';

export const HOLD_MESSAGES = {
  runsOut: 'If the time runs out before you pay, the seats go back on sale and you are not charged.',
  cancel: 'Changed your mind? Cancel gives them back now.',
  ended: 'Your hold has ended',
  endedText: 'The seats went back on sale and nothing was charged. You can press Pay to try again.',
} as const;

/**
 * Pay has taken the hold: how long the seats stay held for this buyer, and what happens when the
 * time runs out. Shown while the browser goes to the pay page (a slow redirect) and when the buyer
 * comes back from it.
 */
export function HoldNotice({ secondsLeft, children }: { secondsLeft: number; children?: ReactNode }) {
  return (
    <section className="hold-notice" aria-label="Your hold">
      <p className="hold-notice__title">
        <ClockCircleOutlined aria-hidden="true" /> Your seats are held for{' '}
        <span className="hold-notice__timer" role="timer" aria-label="Time left on your hold">
          {formatMinutesSeconds(secondsLeft)}
        </span>
      </p>
      <p className="hold-notice__text">
        Complete the payment on PhonePe within this time. {HOLD_MESSAGES.runsOut} {HOLD_MESSAGES.cancel}
      </p>
      {children}
    </section>
  );
}

/** The hold ran out before the payment came: nothing charged, the seats are for sale again. */
export function HoldEnded() {
  return (
    <Alert className="hold-ended" type="warning" title={HOLD_MESSAGES.ended} description={HOLD_MESSAGES.endedText} />
  );
}
