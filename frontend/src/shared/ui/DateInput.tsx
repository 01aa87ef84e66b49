import type { InputHTMLAttributes, Ref } from 'react';
import { cx, useHydratedDisabled } from './control';
import './fields/fields.css';
import './date-input.css';

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  /** The day as `YYYY-MM-DD` (what the API takes), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last day one may choose, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A day, as the browser's own date input (its calendar on a phone, typing on a desktop), drawn as the
 * kit's text box: antd's DatePicker and its date library stay out of the page. Goes in a Field for its
 * label and error, and is disabled until the page is hydrated.
 */
export function DateInput({ value, onChange, className, disabled, ref, ...rest }: DateInputProps) {
  return (
    <input
      ref={ref}
      type="date"
      className={cx('ts-input', 'ts-date-input', className)}
      value={value}
      disabled={useHydratedDisabled(disabled)}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    />
  );
}
