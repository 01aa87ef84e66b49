import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishMessageFor, messageFor } from './problem-messages';

/**
 * RFC 9457 problem details as the API sends them (contracts/problems), each part checked before use:
 * `code` is stable, `detail` the server's sentence.
 */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: { field: string; code?: string; message: string }[];
}

/**
 * Thrown for every failed API call, so the UI has one thing to show: `detail`, the sentence of the
 * problem's code in the reader's catalogue, or the server's own words for a code it does not know.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string | undefined;
  readonly problem: ProblemDetails | undefined;

  constructor(status: number, detail: string, problem?: ProblemDetails) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = problem?.code;
    this.problem = problem;
  }

  static fromResponse(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
    const problem = isProblem(body) ? body : undefined;
    const said = problem?.detail?.trim() || `Request failed (${response.status} ${response.statusText})`.trim();
    const code = typeof problem?.code === 'string' ? problem.code : undefined;
    return new ApiError(response.status, englishMessageFor({ code, detail: said }), problem);
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(0, NETWORK_MESSAGE);
    error.cause = cause;
    return error;
  }
}

function isProblem(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const NETWORK_MESSAGE = 'Could not reach TicketSetu. Check your connection and try again.';
const NETWORK_WORDS = msg`Could not reach TicketSetu. Check your connection and try again.`;
const INTERNAL_WORDS = msg`Something went wrong. Please try again.`;

/**
 * The text to show for any error a query or mutation can throw, in the reader's language (`i18n` from
 * `useLingui`): the sentence of the problem's code, else the server's `detail`.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    if (error.status === 0 && error.code === undefined && error.detail === NETWORK_MESSAGE)
      return i18n._(NETWORK_WORDS);
    return messageFor({ code: error.code, detail: error.detail }, i18n);
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n._(INTERNAL_WORDS);
}
