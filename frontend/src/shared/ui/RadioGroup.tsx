import { type ReactNode, useId } from 'react';
import { cx, helpIds, useHydratedDisabled } from './control';
import './radio-group.css';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label ('Delivered in 3-5 days'). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string> {
  options: readonly RadioOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** The group's visible name; or give `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** The message of a rule that failed ('Please choose an address'), tied to the group. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Drawn as cards side by side (a choice of delivery), not a list of round buttons. */
  look?: 'list' | 'cards';
  /** Extra classes for each option's frame (a page's own card look). */
  optionClassName?: string;
  className?: string;
  /** The group's id, and the prefix of its options' ids. */
  id?: string;
}

/**
 * One choice of a few, as native radio buttons sharing a name: the browser moves and chooses with the
 * arrow keys and Tab reaches the group once (the ARIA radio group pattern, for free). antd's Radio.Group
 * without its runtime; disabled until the page is hydrated.
 */
export function RadioGroup<T extends string>({
  options,
  value,
  onChange,
  label,
  'aria-label': ariaLabel,
  error,
  required,
  disabled,
  look = 'list',
  optionClassName,
  className,
  id,
}: RadioGroupProps<T>) {
  const ownId = useId();
  const groupId = id ?? ownId;
  const labelId = `${groupId}_label`;
  const ids = helpIds(groupId, { error });
  const off = useHydratedDisabled(disabled);
  return (
    <div className={cx('ts-radio-group', `ts-radio-group--${look}`, error && 'ts-radio-group--error', className)}>
      {label && (
        <div id={labelId} className="ts-radio-group__label">
          {label}
        </div>
      )}
      <div
        role="radiogroup"
        id={groupId}
        className="ts-radio-group__options"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
      >
        {options.map((option) => {
          const optionId = `${groupId}_${option.value}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cx(
                'ts-radio',
                checked && 'ts-radio--checked',
                (off || option.disabled) && 'ts-radio--disabled',
                optionClassName,
              )}
            >
              <input
                id={optionId}
                type="radio"
                className="ts-radio__input"
                name={groupId}
                value={option.value}
                checked={checked}
                disabled={off || option.disabled}
                // Named by its label alone, described by its line (both sit inside the <label>).
                aria-labelledby={option.description ? `${optionId}_label` : undefined}
                aria-describedby={option.description ? `${optionId}_description` : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className="ts-radio__text">
                <span id={`${optionId}_label`} className="ts-radio__label">
                  {option.label}
                </span>
                {option.description && (
                  <span id={`${optionId}_description`} className="ts-radio__description">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <div id={ids.helpId} className="ts-radio-group__error">
          {error}
        </div>
      )}
    </div>
  );
}
