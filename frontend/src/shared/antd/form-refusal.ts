import type { I18n } from '@lingui/core';
import type { FormInstance } from 'antd';
import { ApiError, errorMessage } from '../api/api-error';
import type { Notify } from '../notify';

/**
 * A refused submit of a dialog's form, where a person reads it: on the field the server named, when it is
 * one of the form's `fields` (answers true: the dialog stays open), else as a red message (answers false).
 */
export function showRefusal<Values>(
  error: unknown,
  form: FormInstance<Values>,
  fields: readonly (keyof Values & string)[],
  notify: Notify,
  i18n: I18n,
): boolean {
  const refused = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
  const field = fields.find((name) => name === refused?.field);
  if (refused && field) {
    form.setFields([{ name: field as never, errors: [refused.message] }]);
    return true;
  }
  notify(errorMessage(error, i18n), { tone: 'error' });
  return false;
}
