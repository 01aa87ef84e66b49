/**
 * Every failure a user can meet is a DomainError: a code, the HTTP status it maps to, the spec's
 * user-facing message, and optionally the form field it is about. Each module defines its own
 * codes with `defineErrors`; the one problem+json filter turns any of them into a response
 * (`detail` is the message, `errors[]` names the field).
 */
export class DomainError extends Error {
  /** A form's problems (its check's `{ field, code }` with each sentence): the response's `errors[]`. */
  problems?: readonly FieldProblem[];

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** One problem of a form as the API reports it: the field, the check's stable code and its sentence. */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/**
 * A form's refusal: `error` (a module's code and status, the first problem's sentence and field) carrying
 * every problem of the form's check for `errors[]`. `problems` must not be empty.
 */
export function formRefusal<E extends DomainError>(
  ErrorClass: new (code: never, message: string, field?: string) => E,
  code: string,
  problems: readonly FieldProblem[],
): E {
  const [first] = problems;
  if (!first) throw new TypeError('A form refusal needs a problem');
  const error = new ErrorClass(code as never, first.message, first.field);
  error.problems = problems;
  return error;
}

/**
 * A module's error class: `const ListingError = defineErrors({ LISTING_NOT_FOUND: 404 })`, then
 * `throw new ListingError('LISTING_NOT_FOUND', 'Ticket not found')`. Codes are checked by the compiler.
 */
export function defineErrors<const Codes extends Record<string, number>>(codes: Codes) {
  return class ModuleError extends DomainError {
    static readonly codes = codes;
    constructor(code: keyof Codes & string, message: string, field?: string) {
      super(code, codes[code]!, message, field);
    }
  };
}

/** Refusals of the request itself, before any module's rules (shared HTTP kernel). */
export const RequestError = defineErrors({
  REQUEST_INVALID: 400,
  FILE_REFUSED: 400,
  CROSS_SITE_REFUSED: 403,
  NOT_FOUND: 404,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_BODY: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_BUSY: 503,
});

/** The answer to anyone over a limit: the HTTP rate limits and a module's own counters (OTP texts). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
