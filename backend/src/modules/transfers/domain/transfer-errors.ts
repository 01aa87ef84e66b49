import { defineErrors } from '../../../shared/domain/domain-error.js';

export const TransferError = defineErrors({
  TRANSFER_INVALID: 400,
  TRANSFER_NOT_FOUND: 404,
  TRANSFER_STATE: 409,
  TRANSFER_DISPUTED: 409,
});

/** The spec's words (section 8). */
export const TRANSFER_MESSAGES = Object.freeze({
  notFound: 'Transfer not found',
  proofUploaded: 'Proof of transfer uploaded successfully!',
  proofFailed: 'Failed to upload proof of transfer',
  proofNeeded: 'Please upload at least one file as proof of transfer',
  updated: (label: string) => `Transfer status updated to ${label}`,
});
