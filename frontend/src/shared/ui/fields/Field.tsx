import type { ReactNode } from 'react';
import { cx, helpIds } from '../control';
import './fields.css';

/** What a control needs from its field: its id, and the words that describe it and its state. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** The control's id: the label's `for`; `{id}_help` and `{id}_extra` name the texts below it (as antd's). */
  id: string;
  label: ReactNode;
  /** Help shown under the control at all times ('At least 8 characters'). */
  extra?: ReactNode;
  /** The message of the rule that failed; the field is drawn in error while set. */
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form field, laid out like antd's vertical Form.Item (label, control, error, help) but
 * plain markup (ADR 57): a public page's form then loads none of antd's form code.
 */
export function Field({ id, label, extra, error, required, className, children }: FieldProps) {
  const { helpId, extraId, describedBy } = helpIds(id, { error, extra });
  return (
    <div className={cx('ts-field', (error || extra) && 'ts-field--with-help', error && 'ts-field--error', className)}>
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {(error || extra) && (
        <div className="ts-field__additional">
          {error && (
            <div id={helpId} className="ts-field__error">
              {error}
            </div>
          )}
          {extra && (
            <div id={extraId} className="ts-field__extra">
              {extra}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
