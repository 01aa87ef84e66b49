import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '../icons';
import { cx as classNames, useHydratedDisabled } from '../control';
import type { TextInputProps } from './inputs';
import './fields.css';

// Apart from the other inputs: only the sign-in and sign-up forms load its eye icons.
export type PasswordInputProps = Omit<TextInputProps, 'type' | 'addonBefore'>;

/** A password box with an eye button (reachable by Tab, named 'Show password') that shows what is typed. */
export function PasswordInput({ className, disabled, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const off = useHydratedDisabled(disabled);
  return (
    <span className={classNames('ts-input-affix', off && 'ts-input-affix--disabled', className)}>
      <input className="ts-input-affix__input" type={visible ? 'text' : 'password'} disabled={off} {...rest} />
      <button
        type="button"
        className="ts-input-affix__toggle"
        aria-pressed={visible}
        disabled={off}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}
        {/* Its name as text, not aria-label: a label match for 'Password' must find the box alone. */}
        <span className="sr-only">
          <Trans>Show password</Trans>
        </span>
      </button>
    </span>
  );
}
