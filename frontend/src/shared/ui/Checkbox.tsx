import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx, helpIds, useHydratedDisabled } from './control';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The words beside the box: its label. */
  children: ReactNode;
  /** The message of a rule that failed ('Please accept the terms'), tied to the box. */
  error?: string;
  /** Help under the label at all times. */
  extra?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label, a native `<input type="checkbox">` (Space toggles it, a click on the words
 * too), antd's Checkbox without its runtime. Disabled until the page is hydrated, as every kit control.
 */
export function Checkbox({ id, children, error, extra, disabled, className, ref, ...rest }: CheckboxProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  const ids = helpIds(boxId, { error, extra });
  const off = useHydratedDisabled(disabled);
  return (
    <div className={cx('ts-checkbox', error && 'ts-checkbox--error', off && 'ts-checkbox--disabled', className)}>
      <span className="ts-checkbox__row">
        <input
          ref={ref}
          id={boxId}
          type="checkbox"
          className="ts-checkbox__input"
          disabled={off}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label className="ts-checkbox__label" htmlFor={boxId}>
          {children}
        </label>
      </span>
      {error && (
        <div id={ids.helpId} className="ts-checkbox__error">
          {error}
        </div>
      )}
      {extra && (
        <div id={ids.extraId} className="ts-checkbox__extra">
          {extra}
        </div>
      )}
    </div>
  );
}
