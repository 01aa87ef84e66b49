// Errors as the API sends them: RFC 9457 problem details (application/problem+json). One class, so
// a caller catches one thing and shows `detail`, branches on `code`, and waits `retryAfter` seconds.
import { retryAfterMs } from '@ticketsetu/contracts/retry';

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date), or null when it says nothing usable. */
export function retryAfterSeconds(value, now = Date.now()) {
  const ms = retryAfterMs(value, now);
  return ms === null ? null : Math.ceil(ms / 1000);
}

function isProblem(body) {
  return typeof body === 'object' && body !== null && typeof body.detail === 'string';
}

/** A failed API call: the problem's fields, flattened, with the whole problem kept in `problem`. */
export class TicketSetuError extends Error {
  constructor({ status, detail, title, type, code, errors, retryAfter, problem }, options) {
    super(detail, options);
    this.name = 'TicketSetuError';
    this.status = status;
    this.detail = detail;
    this.title = title ?? null;
    this.type = type ?? 'about:blank';
    this.code = code ?? null;
    this.errors = errors ?? [];
    this.retryAfter = retryAfter ?? null;
    this.problem = problem ?? null;
  }

  /** From an answer that is not 2xx and its body (parsed JSON when it was JSON, else its text). */
  static fromResponse(response, body) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    if (isProblem(body)) {
      return new TicketSetuError({ ...body, status: body.status ?? response.status, retryAfter, problem: body });
    }
    // Not problem+json (a proxy's error page, an empty body): still an error with a sentence in it.
    const text = typeof body === 'string' ? body.trim().slice(0, 200) : '';
    const detail = text || `${response.status} ${response.statusText}`.trim();
    return new TicketSetuError({ status: response.status, detail, title: response.statusText || null, retryAfter });
  }

  /** The server could not be reached at all (after any retries). */
  static network(cause) {
    return new TicketSetuError(
      { status: 0, code: 'NETWORK_ERROR', detail: `Could not reach TicketSetu: ${cause?.message ?? cause}` },
      { cause },
    );
  }
}

function isAbort(error) {
  return error?.name === 'AbortError' || error?.name === 'TimeoutError';
}

/**
 * The body of a successful openapi-fetch call, or a thrown TicketSetuError: callers write
 * `const events = await unwrap(api.GET('/api/v1/events'))` instead of checking `{ data, error }`.
 */
export async function unwrap(call) {
  let result;
  try {
    result = await call;
  } catch (error) {
    // A caller's own abort stays an abort; anything else thrown by fetch is the network.
    if (isAbort(error) || error instanceof TicketSetuError) throw error;
    throw TicketSetuError.network(error);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) throw TicketSetuError.fromResponse(response, error);
  return data;
}
