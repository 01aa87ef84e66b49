import { DISPUTE_FORM_MESSAGES, MAX_DISPUTE_TEXT } from '@ticketsetu/contracts/dispute-form';
import { defineErrors } from '../../../shared/domain/domain-error.js';

export const DisputeError = defineErrors({
  DISPUTE_INVALID: 400,
  DISPUTE_NOT_FOUND: 404,
  DISPUTE_STATE: 409,
  DISPUTE_ALREADY_OPEN: 409,
  DISPUTE_TOO_LATE: 409,
});

/** The longest message or note (staff's too): the dispute form's (contracts' checkDisputeReply). */
export const MAX_MESSAGE_LENGTH = MAX_DISPUTE_TEXT;

/** The desk's words (the spec has only a placeholder for disputes); the forms' own are contracts'. */
export const DISPUTE_MESSAGES = Object.freeze({
  ...DISPUTE_FORM_MESSAGES,
  notFound: 'Dispute not found',
  fileNotFound: 'File not found',
  opened: (reference: string) =>
    `Your dispute ${reference} has been received. We will acknowledge it within 48 hours and resolve it within 30 days.`,
  acknowledged: 'Dispute acknowledged',
  messageSent: 'Message sent',
  noteAdded: 'Note added',
  resolved: 'Dispute resolved',
  withdrawn: 'Dispute withdrawn',
  noteRequired: 'Please write the note',
  decisionRequired: 'Please explain the decision to the buyer and the seller',
  outcomeRequired: 'Please choose to refund the buyer or release the payout',
  amountInvalid: 'The refund must be a whole number of paise',
  alreadyOpen: 'A dispute is already open for this purchase',
  transferFailed: 'This transfer failed and the purchase is refunded in full, so there is nothing to dispute',
  refundedInFull: 'This purchase is refunded in full, so there is nothing to dispute',
  tooLate: (officerEmail: string) =>
    `Disputes can be opened until 48 hours after the event starts. Please write to our grievance officer at ${officerEmail}.`,
  closed: 'This dispute is closed',
  alreadyAcknowledged: 'This dispute is already acknowledged',
  alreadyResolved: 'This dispute is already resolved differently',
  statusNotForMessages: 'A message can only ask the seller (awaiting seller) or move the dispute under review',
  noMove: (from: string, to: string) => `A dispute that is ${from} cannot be moved to ${to}`,
});
