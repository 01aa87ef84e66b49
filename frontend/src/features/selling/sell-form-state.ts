import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormField, SellValues } from './sell-values';

/** The id of a sell form field's control (the label's `for`, where a problem moves the focus). */
export const fieldId = (name: keyof SellValues) => `sell_${name}`;

export type SellErrors = Partial<Record<FormField, string>>;

/**
 * The sell form's values and problems, in plain React state (no form library): a field's problem
 * goes once it changes, and a new face value changes what the price may be, so the price's goes too.
 * `showError` puts a problem on its field and moves there.
 */
export function useSellFormState(initial: SellValues) {
  const [values, setValues] = useState<SellValues>(initial);
  const [errors, setErrors] = useState<SellErrors>({});
  const [focusOn, setFocusOn] = useState<{ field: FormField } | null>(null);
  const touched = useRef(new Set<keyof SellValues>());
  const setValue = useCallback(<K extends keyof SellValues>(name: K, value: SellValues[K]) => {
    touched.current.add(name);
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      const cleared = name === 'faceValue' ? ['faceValue', 'price'] : [name];
      if (!cleared.some((field) => field in previous)) return previous;
      return Object.fromEntries(Object.entries(previous).filter(([field]) => !cleared.includes(field)));
    });
  }, []);

  /** Fills a field the seller has not typed in (the saved UPI id). */
  const prefill = useCallback(<K extends keyof SellValues>(name: K, value: SellValues[K]) => {
    if (touched.current.has(name)) return;
    setValues((previous) => (previous[name] ? previous : { ...previous, [name]: value }));
  }, []);

  const showError = useCallback((field: FormField, message: string) => {
    setErrors((previous) => ({ ...previous, [field]: message }));
    setFocusOn({ field });
  }, []);

  const clearErrors = useCallback(() => setErrors({}), []);

  // Once the problem is drawn: the field in the middle of the screen, its control focused (the chosen
  // radio of a group, or its first).
  useEffect(() => {
    if (!focusOn) return;
    const target = document.getElementById(fieldId(focusOn.field));
    const control =
      target?.matches('input, button, select, textarea') === true
        ? target
        : (target?.querySelector<HTMLElement>('input:checked') ?? target?.querySelector<HTMLElement>('input, button'));
    target?.scrollIntoView?.({ block: 'center' });
    control?.focus();
  }, [focusOn]);

  return { values, errors, setValue, prefill, showError, clearErrors, current: () => values };
}
