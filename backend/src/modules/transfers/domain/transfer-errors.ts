import { defineErrors } from '../../../shared/domain/domain-error.js';

export const TransferError = defineErrors({
  TRANSFER_INVALID: 400,
  TRANSFER_NOT_FOUND: 404,
  TRANSFER_FORBIDDEN: 403,
  /** A move the state table does not have (its sentence names the statuses): staff's tools only. */
  TRANSFER_STATE: 409,
  /** Each of the other state refusals its own code, so the browser says each sentence in the reader's language. */
  TRANSFER_FAILED: 409,
  TRANSFER_REFUNDED: 409,
  TRANSFER_ALREADY_COMPLETE: 409,
  TRANSFER_NOT_MOBILE: 409,
  TRANSFER_PROOF_TOO_LATE: 409,
  TRANSFER_DISPUTED: 409,
});

/** The spec's words (section 8). */
export const TRANSFER_MESSAGES = Object.freeze({
  notFound: 'Transfer not found',
  proofUploaded: 'Proof of transfer uploaded successfully!',
  proofFailed: 'Failed to upload proof of transfer',
  proofTooLate: 'Proof of transfer can only be uploaded while the buyer is waiting for your mobile transfer',
  /** What the buyer reads after 'I have received my tickets' (staff read 'Transfer status updated to …'). */
  receiptConfirmed: 'Thank you! You have confirmed that your tickets arrived. Enjoy the event!',
  updated: (label: string) => `Transfer status updated to ${label}`,
  notYours: (as: string, type: string, from: string, to: string) =>
    `The ${as} cannot move a ${type} transfer from ${from} to ${to}`,
  alreadyComplete: 'This transfer is already complete',
  disputeOpen:
    'A dispute is open on this sale: resolve it in Admin > Disputes (a refund of everything the buyer paid ends the transfer)',
  ended: (status: 'failed' | 'refunded') =>
    status === 'failed'
      ? 'This transfer has failed and the buyer is refunded: nothing more can happen to it'
      : 'This sale was refunded to the buyer in full: nothing more can happen to its transfer',
});

/** A transfer that ended (failed, or refunded in full): nothing more can happen to it, in its own words. */
export function transferEnded(status: 'failed' | 'refunded'): InstanceType<typeof TransferError> {
  return new TransferError(
    status === 'failed' ? 'TRANSFER_FAILED' : 'TRANSFER_REFUNDED',
    TRANSFER_MESSAGES.ended(status),
  );
}
