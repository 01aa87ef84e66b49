import { EyeInvisibleOutlined, EyeOutlined } from '../icons';
import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useState } from 'react';
import { cx as classNames, useHydratedDisabled } from '../control';
import './fields.css';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A fixed part drawn before the box, such as the '+91' of a phone number. */
  addonBefore?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * antd's large Input as a plain `<input>`. A server-rendered one stays disabled until React has taken
 * the page over (as antd's ConfigProvider did): typed text would otherwise be lost.
 */
export function TextInput({ addonBefore, className, disabled, ...rest }: TextInputProps) {
  const input = (
    <input className={classNames('ts-input', className)} disabled={useHydratedDisabled(disabled)} {...rest} />
  );
  if (addonBefore === undefined) return input;
  return (
    <span className="ts-input-group">
      <span className="ts-input-group__addon">{addonBefore}</span>
      {input}
    </span>
  );
}

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
        <span className="sr-only">Show password</span>
      </button>
    </span>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** antd's large Input.TextArea as a plain `<textarea>`, disabled until hydration like TextInput. */
export function TextArea({ className, disabled, ...rest }: TextAreaProps) {
  return (
    <textarea
      className={classNames('ts-input', 'ts-input--textarea', className)}
      disabled={useHydratedDisabled(disabled)}
      {...rest}
    />
  );
}
