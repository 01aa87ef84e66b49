import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
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
