import { DISPUTE_FORM_MESSAGES } from '@ticketsetu/contracts/dispute-form';

export { MAX_DISPUTE_TEXT } from '@ticketsetu/contracts/dispute-form';

/** The desk's words, as the server has them (backend disputes/domain/dispute-errors.ts); the forms' are contracts'. */
export const DISPUTE_MESSAGES = {
  ...DISPUTE_FORM_MESSAGES,
  notFound: 'Dispute not found',
  loadFailed: 'Failed to load disputes',
  loadOneFailed: 'Failed to load the dispute',
  noteRequired: 'Please write the note',
  decisionRequired: 'Please explain the decision to the buyer and the seller',
  messageSent: 'Message sent',
  withdrawn: 'Dispute withdrawn',
} as const;
