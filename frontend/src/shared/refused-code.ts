import { ApiError } from './api/api-error';

/**
 * The code a refusal of the server names on its first field, when it is one of a form's `codes` (the
 * server ran the form's contracts check too, issue 37): the browser then says that code's sentence in
 * the reader's language. Undefined for any other failure, or a code of another check (class-validator's).
 */
export function refusedCode<C extends string>(error: unknown, codes: Readonly<Record<C, unknown>>): C | undefined {
  const code = error instanceof ApiError ? error.problem?.errors?.[0]?.code : undefined;
  return code !== undefined && Object.hasOwn(codes, code) ? (code as C) : undefined;
}
