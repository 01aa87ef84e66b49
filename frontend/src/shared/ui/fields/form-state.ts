import { useCallback, useEffect, useMemo, useState } from 'react';

/** A check of one field's value: the message to show when it fails, else undefined. */
export type Rule = (value: string) => string | undefined;

/** antd's `{ required: true, whitespace: true }`: blank or only spaces fails. */
export function requiredRule(message: string): Rule {
  return (value) => (value.trim() ? undefined : message);
}

// async-validator's pattern behind antd's `{ type: 'email' }`, so the same addresses pass.
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

/** antd's `{ type: 'email' }`: an empty box is left to the required rule. */
export function emailRule(message: string): Rule {
  return (value) => (value === '' || (value.length <= 320 && EMAIL_PATTERN.test(value)) ? undefined : message);
}

/** A contracts form check (check<Form>): its problems, each a field and a code of its messages. */
export type FormCheck<F extends string, C extends string> = (
  input: Partial<Record<F, string>>,
) => readonly { field: string; code: C }[];

/**
 * Each field's rule from a form's check, for a form whose fields are checked each on its own (contact,
 * dispute, profile): the check run on the field's value alone, and the sentence of its problem there.
 */
export function rulesOf<F extends string, C extends string>(
  fields: readonly F[],
  check: FormCheck<F, C>,
  messages: Readonly<Record<C, string>>,
): Record<F, readonly Rule[]> {
  const ruleOf =
    (field: F): Rule =>
    (value) => {
      const problem = check({ [field]: value } as Partial<Record<F, string>>).find((p) => p.field === field);
      return problem && messages[problem.code];
    };
  const rules: Partial<Record<F, readonly Rule[]>> = {};
  for (const field of fields) rules[field] = [ruleOf(field)];
  return rules as Record<F, readonly Rule[]>;
}

export function firstFailure(value: string, rules: readonly Rule[] = []): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormFields<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  /** Sets a value; with `rules`, also checks that field again (antd's validateTrigger onChange). */
  setValue: (name: F, value: string) => void;
  /** Shows these messages (a field left out has none). */
  setErrors: (errors: FieldErrors<F>) => void;
  /** Runs every field's rules and shows what failed, focusing the first; true when all passed. */
  validate: (form: HTMLFormElement) => boolean;
  /** Back to the initial values, without messages. */
  reset: () => void;
  /** After the next render, moves the focus to the form's first field in error (after a refused submit). */
  focusFirstInvalid: (form: HTMLFormElement) => void;
}

const NO_RULES = {};

/**
 * The state of a small form: its values, the message under each field, and the focus moved to the
 * first field in error when a submit is refused, so a keyboard or screen reader user lands on it.
 */
export function useFormFields<F extends string>(
  initialValues: Record<F, string>,
  /** Each field's checks, first failing one shown; a constant (module level), not built per render. */
  rules: Partial<Record<F, readonly Rule[]>> = NO_RULES,
): FormFields<F> {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // The form whose first field in error takes the focus once the messages have rendered.
  const [focusIn, setFocusIn] = useState<{ form: HTMLFormElement } | null>(null);

  useEffect(() => {
    focusIn?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusIn]);

  const setValue = useCallback(
    (name: F, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      const fieldRules = rules[name];
      if (fieldRules) setErrors((current) => ({ ...current, [name]: firstFailure(value, fieldRules) }));
    },
    [rules],
  );

  // A new object each time, so a second refused submit moves the focus again.
  const focusFirstInvalid = useCallback((form: HTMLFormElement) => setFocusIn({ form }), []);

  const validate = useCallback(
    (form: HTMLFormElement) => {
      const found: FieldErrors<F> = {};
      for (const name of Object.keys(values) as F[]) {
        const message = firstFailure(values[name], rules[name]);
        if (message) found[name] = message;
      }
      setErrors(found);
      const passed = Object.keys(found).length === 0;
      if (!passed) focusFirstInvalid(form);
      return passed;
    },
    [values, rules, focusFirstInvalid],
  );

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return useMemo(
    () => ({ values, errors, setValue, setErrors, validate, reset, focusFirstInvalid }),
    [values, errors, setValue, validate, reset, focusFirstInvalid],
  );
}
