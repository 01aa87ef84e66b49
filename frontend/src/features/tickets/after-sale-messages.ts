import { msg } from '@lingui/core/macro';
import { ApiError } from '../../shared/api/api-error';

/** The spec's words for the tickets page (section 8) and the API's for the buyer's confirmation. */
export const PROOF_MESSAGES = {
  uploaded: msg`Proof of transfer uploaded successfully!`,
  failed: msg`Failed to upload proof of transfer`,
} as const;

export const CONFIRM_MESSAGES = {
  /** What the API answers the buyer, in the reader's language. */
  confirmed: msg`Thank you! You have confirmed that your tickets arrived. Enjoy the event!`,
  failed: msg`Failed to confirm the transfer`,
} as const;

/**
 * The message for a refused change on the tickets page: the API's own sentence when it explains the
 * refusal (a file it would not take, a transfer already moved on), else the spec's failure message.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.problem?.detail) {
    return error.detail;
  }
  return fallback;
}
