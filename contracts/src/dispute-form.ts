// The buyer's dispute form and a party's reply (the spec has only a placeholder for disputes: these are
// the desk's words, ADR 24), written once: the dispute entity, the desk and the browser's forms call
// checkDispute and checkDisputeReply and show DISPUTE_FORM_MESSAGES[code].
import type { FormProblem } from './forms.ts';

/** What went wrong, as the buyer says it when opening a dispute. */
export const DISPUTE_REASONS = Object.freeze(['not_received', 'wrong_ticket', 'invalid_at_gate', 'other'] as const);
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** The longest description and message (after trimming). */
export const MAX_DISPUTE_TEXT = 4000;

export const DISPUTE_FORM_MESSAGES = Object.freeze({
  reasonRequired: 'Please choose what went wrong',
  descriptionRequired: 'Please describe the problem',
  descriptionTooLong: `Please keep the description to ${MAX_DISPUTE_TEXT} characters or fewer`,
  messageRequired: 'Please write a message',
  messageTooLong: `Please keep the message to ${MAX_DISPUTE_TEXT} characters or fewer`,
} as const);

export type DisputeFormCode = keyof typeof DISPUTE_FORM_MESSAGES;

export function isDisputeReason(value: unknown): value is DisputeReason {
  return typeof value === 'string' && (DISPUTE_REASONS as readonly string[]).includes(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export type DisputeProblem = FormProblem<'reason' | 'description', DisputeFormCode>;

/** Opening a dispute: a reason from the list and a description of at most MAX_DISPUTE_TEXT characters. */
export function checkDispute(input: { reason?: unknown; description?: unknown }): DisputeProblem[] {
  const problems: DisputeProblem[] = [];
  if (!isDisputeReason(input.reason)) problems.push({ field: 'reason', code: 'reasonRequired' });
  const description = text(input.description);
  if (!description) problems.push({ field: 'description', code: 'descriptionRequired' });
  else if (description.length > MAX_DISPUTE_TEXT) problems.push({ field: 'description', code: 'descriptionTooLong' });
  return problems;
}

export type DisputeReplyProblem = FormProblem<'message', DisputeFormCode>;

/**
 * A message on a dispute (a party's reply, staff's message): required unless `optional` (withdrawing
 * says why only if the buyer wants), at most MAX_DISPUTE_TEXT characters.
 */
export function checkDisputeReply(input: { message?: unknown }, optional = false): DisputeReplyProblem[] {
  const message = text(input.message);
  if (!message) return optional ? [] : [{ field: 'message', code: 'messageRequired' }];
  return message.length > MAX_DISPUTE_TEXT ? [{ field: 'message', code: 'messageTooLong' }] : [];
}
