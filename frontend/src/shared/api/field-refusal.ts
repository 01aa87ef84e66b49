import { ApiError } from './api-error';

/**
 * The server's refusal of a form's submit when it names one of the form's `fields` (shown on that
 * field, the dialog left open); undefined for any other failure (said in a message instead).
 */
export function fieldRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string; code?: string } | undefined {
  const refused = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
  const field = fields.find((name) => name === refused?.field);
  return refused && field ? { field, message: refused.message, code: refused.code } : undefined;
}
