/** The desk's limits and words, as the server has them (backend disputes/domain/dispute-errors.ts). */
export const MAX_DISPUTE_TEXT = 4000;

export const DISPUTE_MESSAGES = {
  notFound: 'Dispute not found',
  loadFailed: 'Failed to load disputes',
  loadOneFailed: 'Failed to load the dispute',
  reasonRequired: 'Please choose what went wrong',
  descriptionRequired: 'Please describe the problem',
  descriptionTooLong: `Please keep the description to ${MAX_DISPUTE_TEXT} characters or fewer`,
  messageRequired: 'Please write a message',
  messageTooLong: `Please keep the message to ${MAX_DISPUTE_TEXT} characters or fewer`,
  noteRequired: 'Please write the note',
  decisionRequired: 'Please explain the decision to the buyer and the seller',
  messageSent: 'Message sent',
  withdrawn: 'Dispute withdrawn',
} as const;
