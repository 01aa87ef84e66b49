/**
 * A RazorpayX call that did not succeed. RazorpayX answers failures with a JSON body
 * `{ error: { code, description, source, step, reason, metadata, field } }` (razorpay.com/docs/errors,
 * "Error Structure"); `code` is the error's type (BAD_REQUEST_ERROR, GATEWAY_ERROR, SERVER_ERROR) and
 * `reason` the exact cause to act on. A call that got no answer at all has `status: null`.
 */
export class RazorpayXError extends Error {
  /** The HTTP status; null when no answer came (network failure or timeout). */
  readonly status: number | null;
  readonly code: string;
  readonly description: string;
  readonly reason: string | null;
  readonly field: string | null;
  readonly source: string | null;
  readonly step: string | null;
  readonly metadata: Record<string, unknown>;
  /**
   * Whether sending the same request again may succeed: no answer, 429 (RazorpayX's rate limiter,
   * razorpay.com/docs/api/pagination "Rate Limits": retry with backoff) or 5xx. A 4xx other than 429
   * is an answer about the request itself; sending it again gets the same answer.
   */
  readonly retryable: boolean;

  constructor(
    what: string,
    details: {
      status: number | null;
      code: string;
      description: string;
      reason?: string | null;
      field?: string | null;
      source?: string | null;
      step?: string | null;
      metadata?: Record<string, unknown>;
      /** Default: from the status (isRetryableStatus). */
      retryable?: boolean;
    },
    options?: { cause?: unknown },
  ) {
    const status = details.status === null ? 'no answer' : `HTTP ${details.status}`;
    super(`RazorpayX ${what}: ${status} ${details.code}: ${details.description}`, options);
    this.name = 'RazorpayXError';
    this.status = details.status;
    this.code = details.code;
    this.description = details.description;
    this.reason = details.reason ?? null;
    this.field = details.field ?? null;
    this.source = details.source ?? null;
    this.step = details.step ?? null;
    this.metadata = details.metadata ?? {};
    this.retryable = details.retryable ?? isRetryableStatus(details.status);
  }
}

/** No answer, 429 or 5xx: the only outcomes worth asking again about. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** RazorpayX writes absent values as null, "NA" or even the string "null" (its own examples show all three). */
const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() && v !== 'NA' && v !== 'null' ? v : null;

/** The typed error for an HTTP answer that is not 2xx, from RazorpayX's error body when there is one. */
export function errorFromResponse(what: string, status: number, body: unknown): RazorpayXError {
  const error = isObject(body) && isObject(body.error) ? body.error : {};
  return new RazorpayXError(what, {
    status,
    code: text(error.code) ?? (status >= 500 ? 'SERVER_ERROR' : `HTTP_${status}`),
    description: text(error.description) ?? `RazorpayX answered HTTP ${status}`,
    reason: text(error.reason),
    field: text(error.field),
    source: text(error.source),
    step: text(error.step),
    metadata: isObject(error.metadata) ? error.metadata : {},
  });
}

/** The typed error for a call that got no answer: fetch rejected, or the per-call timeout fired. */
export function errorFromNetwork(what: string, cause: unknown): RazorpayXError {
  // By name: fetch rejects with a DOMException, which is not always an instance of this realm's Error.
  const name = (cause as { name?: unknown } | null)?.name;
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  return new RazorpayXError(
    what,
    {
      status: null,
      code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      description: timedOut ? 'no answer before the timeout' : 'RazorpayX could not be reached',
    },
    { cause },
  );
}

/** A 2xx answer the client cannot use (not JSON, or a field it needs missing): asking again would not help. */
export function unreadableAnswer(what: string, status: number, detail: string): RazorpayXError {
  return new RazorpayXError(what, { status, code: 'UNREADABLE_ANSWER', description: detail, retryable: false });
}
