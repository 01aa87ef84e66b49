// The API's error body (RFC 9457 problem+json) and the refusals of the request itself, each a
// stable code and its one English sentence: the server answers with them, the browser shows the
// sentence of a code from its catalogue (English today) and the `detail` of any other.

/** One field's problem in a 400: the field, a stable code (a form's message key, or the failed check) and its sentence. */
export interface ProblemField {
  field: string;
  code: string;
  message: string;
}

/** RFC 9457 problem details as the API sends them: `detail` is what a person reads, `code` what a program reads. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: ProblemField[];
  /** The request's id (X-Request-Id, and every log line of it): what support asks a person for. */
  requestId?: string;
}

/**
 * The refusals of the request itself, before any module's rules, each code with its one sentence
 * (the spec's words where it has them). A code here is answered with this sentence and no other.
 */
export const REQUEST_MESSAGES = Object.freeze({
  AUTH_REQUIRED: 'Please sign in to continue',
  FORBIDDEN: 'You do not have permission to do that',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a few minutes and try again.',
  DATABASE_UNAVAILABLE: 'TicketSetu is briefly unavailable. Please try again in a few seconds.',
  CROSS_SITE_REFUSED: 'This request must come from the TicketSetu site itself.',
  UNSUPPORTED_BODY:
    'Send the request body as JSON (Content-Type: application/json), or as multipart/form-data where files are uploaded.',
  BODY_NOT_JSON: 'The request body is not valid JSON',
  /** JSON, but a bare string, number, true, false or null (the parser takes objects and arrays). */
  BODY_NOT_OBJECT: 'The request body must be a JSON object',
  ADDRESS_INVALID: 'The address is not valid',
  REQUEST_TOO_LARGE: 'The request is too large',
  INTERNAL_ERROR: 'Something went wrong. Please try again.',
} as const);

export type RequestCode = keyof typeof REQUEST_MESSAGES;

/** A stable code is upper snake case: letters, digits and underscores, starting with a letter. */
export const CODE_PATTERN: RegExp = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
