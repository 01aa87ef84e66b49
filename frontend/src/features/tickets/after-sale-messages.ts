import { ApiError } from '../../shared/api/api-error';

/** The spec's words for the tickets page (section 8) and the API's for the buyer's confirmation. */
export const PROOF_MESSAGES = {
  uploaded: 'Proof of transfer uploaded successfully!',
  failed: 'Failed to upload proof of transfer',
} as const;

export const CONFIRM_MESSAGES = {
  /** What the API answers the buyer; kept here for when the answer carries no message. */
  confirmed: 'Thank you! You have confirmed that your tickets arrived. Enjoy the event!',
  failed: 'Failed to confirm the transfer',
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
