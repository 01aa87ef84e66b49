import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';

/**
 * The API's codes whose sentence never varies, each in the reader's language (catalogue `common`): the
 * English entry is the server's exact sentence (REQUEST_MESSAGES, or the module's one sentence for that
 * code), so an English reader sees what the server sent. A code not here shows the server's `detail`
 * (DETAIL_ONLY says why for each of the API's other codes).
 */
export const PROBLEM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // The request itself (contracts/problems REQUEST_MESSAGES).
  AUTH_REQUIRED: msg`Please sign in to continue`,
  FORBIDDEN: msg`You do not have permission to do that`,
  TOO_MANY_REQUESTS: msg`Too many attempts. Please wait a few minutes and try again.`,
  DATABASE_UNAVAILABLE: msg`TicketSetu is briefly unavailable. Please try again in a few seconds.`,
  CROSS_SITE_REFUSED: msg`This request must come from the TicketSetu site itself.`,
  UNSUPPORTED_BODY: msg`Send the request body as JSON (Content-Type: application/json), or as multipart/form-data where files are uploaded.`,
  BODY_NOT_JSON: msg`The request body is not valid JSON`,
  BODY_NOT_OBJECT: msg`The request body must be a JSON object`,
  ADDRESS_INVALID: msg`The address is not valid`,
  REQUEST_TOO_LARGE: msg`The request is too large`,
  INTERNAL_ERROR: msg`Something went wrong. Please try again.`,
};

/**
 * The API's codes whose sentence varies (a name, an amount, a date in it, or several sentences for one
 * code), with the reason: these show the server's `detail`, in English.
 */
export const DETAIL_ONLY: Readonly<Record<string, string>> = {};

/** A problem as the API sends it: its stable code (if any) and the server's sentence. */
export interface Problem {
  code?: string | undefined;
  detail: string;
}

const known = (code: string | undefined): code is string => code !== undefined && Object.hasOwn(PROBLEM_MESSAGES, code);

/** The sentence to show for a problem in the reader's language: its code's, else the `detail` the server wrote. */
export function messageFor(problem: Problem, i18n: I18n): string {
  return known(problem.code) ? i18n._(PROBLEM_MESSAGES[problem.code] as MessageDescriptor) : problem.detail;
}

/**
 * In English, before any reader's language is known (ApiError's `detail`): the one sentence of a
 * request code (contracts/problems), else the server's own words.
 */
export function englishMessageFor(problem: Problem): string {
  const code = problem.code;
  return code !== undefined && Object.hasOwn(REQUEST_MESSAGES, code)
    ? REQUEST_MESSAGES[code as keyof typeof REQUEST_MESSAGES]
    : problem.detail;
}
