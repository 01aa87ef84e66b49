import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';

/**
 * Every failure a user can meet is a DomainError: a stable code (upper snake case, ADR 81), the HTTP
 * status it maps to, the spec's user-facing message, and optionally the form field it is about and
 * that field's own code (a form's message key). Each module defines its own codes with
 * `defineErrors`; the one problem+json filter turns any of them into a response (`code` is the code,
 * `detail` the message, `errors[]` names the field with its code).
 */
export class DomainError extends Error {
  /** A form's problems (its check's `{ field, code }` with each sentence): the response's `errors[]`. */
  problems?: readonly FieldProblem[];

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly fieldCode?: string,
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
    constructor(code: keyof Codes & string, message: string, field?: string, fieldCode?: string) {
      super(code, codes[code]!, message, field, fieldCode);
    }
  };
}

/**
 * Refusals of the request itself, before any module's rules (shared HTTP kernel). Those named in
 * contracts' REQUEST_MESSAGES are answered with that sentence only; REQUEST_INVALID and the rest say
 * what was wrong in words of their own.
 */
export const RequestError = defineErrors({
  REQUEST_INVALID: 400,
  /** The generic input checks (class-validator): `errors[]` names each field. */
  VALIDATION_FAILED: 400,
  BODY_NOT_JSON: 400,
  BODY_NOT_OBJECT: 400,
  ADDRESS_INVALID: 400,
  /** What Nest or a library refuses in words of its own (an HttpException): the status's title. */
  BAD_REQUEST: 400,
  FILE_REFUSED: 400,
  AUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REFUSED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  FILE_TOO_LARGE: 413,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_BODY: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  TOO_MANY_UPLOADS: 429,
  TOO_MANY_STREAMS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_BUSY: 503,
  DATABASE_UNAVAILABLE: 503,
});

/** The answer to anyone over a limit: the HTTP rate limits and a module's own counters (OTP texts). */
export const TOO_MANY_ATTEMPTS = REQUEST_MESSAGES.TOO_MANY_REQUESTS;
