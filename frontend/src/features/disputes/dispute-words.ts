import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  checkDispute,
  checkDisputeReply,
  type DisputeFormCode,
  type DisputeReason,
  MAX_DISPUTE_TEXT,
} from '@ticketsetu/contracts/dispute-form';
import { type FormWords, formMessages, refusalMessage as refusalIn } from '../../shared/form-words';
import { rulesOf } from '../../shared/ui/fields/form-state';
import type { DisputeStatus } from './queries';

/**
 * The dispute forms' sentences by contracts' code (checkDispute, checkDisputeReply), in the reader's
 * language: the English entry is DISPUTE_FORM_MESSAGES' sentence, word for word.
 */
export const DISPUTE_FORM_WORDS: FormWords<DisputeFormCode> = {
  reasonRequired: msg`Please choose what went wrong`,
  descriptionRequired: msg`Please describe the problem`,
  descriptionTooLong: msg`Please keep the description to ${MAX_DISPUTE_TEXT} characters or fewer`,
  messageRequired: msg`Please write a message`,
  messageTooLong: msg`Please keep the message to ${MAX_DISPUTE_TEXT} characters or fewer`,
};

/** A field the server refused, by its form code in the reader's language, else in the server's words. */
export const refusalMessage = (i18n: I18n, refused: { code?: string | undefined; message: string }) =>
  refusalIn(i18n, DISPUTE_FORM_WORDS, refused);

const messagesIn = (i18n: I18n) => formMessages(i18n, DISPUTE_FORM_WORDS);

/** Opening a dispute: contracts' checkDispute, the server's own check, its sentences in the reader's language. */
export const openDisputeRules = (i18n: I18n) => rulesOf(['reason', 'description'], checkDispute, messagesIn(i18n));

/** A party's message: contracts' checkDisputeReply, required. */
export const replyRules = (i18n: I18n) => rulesOf(['message'], checkDisputeReply, messagesIn(i18n));

/** Withdrawing: contracts' checkDisputeReply, the reason being optional. */
export const withdrawRules = (i18n: I18n) =>
  rulesOf(['message'], (input) => checkDisputeReply(input, true), messagesIn(i18n));

/** The API's status labels (backend disputes/domain/dispute-status.ts), by status, in the reader's language. */
const STATUS_WORDS: Readonly<Record<DisputeStatus, MessageDescriptor>> = {
  open: msg`Open`,
  awaiting_seller: msg`Awaiting seller`,
  under_review: msg`Under review`,
  resolved_refund: msg`Resolved: buyer refunded`,
  resolved_release: msg`Resolved: payout released`,
  withdrawn: msg`Withdrawn`,
};

/** A dispute status's label; a status the page does not know yet shows the API's label. */
export function disputeStatusLabel(i18n: I18n, status: DisputeStatus, apiLabel?: string): string {
  const words = STATUS_WORDS[status] as MessageDescriptor | undefined;
  return words ? i18n._(words) : (apiLabel ?? status);
}

/** What went wrong (the API's reason labels, backend dispute-status.ts) and the form's hint for each. */
export const REASON_WORDS: Readonly<Record<DisputeReason, { label: MessageDescriptor; hint: MessageDescriptor }>> = {
  not_received: { label: msg`Tickets not received`, hint: msg`The tickets never reached my account or address.` },
  wrong_ticket: { label: msg`Wrong tickets`, hint: msg`Different seats, date, event or number of tickets.` },
  invalid_at_gate: { label: msg`Tickets invalid at the gate`, hint: msg`The venue did not accept the tickets.` },
  other: { label: msg`Something else`, hint: msg`Tell us what happened.` },
};

/** A dispute reason's label; a reason the page does not know yet shows the API's label. */
export function disputeReasonLabel(i18n: I18n, reason: DisputeReason, apiLabel?: string): string {
  const words = REASON_WORDS[reason] as (typeof REASON_WORDS)[DisputeReason] | undefined;
  return words ? i18n._(words.label) : (apiLabel ?? reason);
}
