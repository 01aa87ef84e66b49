import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';

/**
 * The API's codes whose sentence never varies, each in the reader's language (catalogue `problems`,
 * loaded after a page's first draw: ADR 84): the English entry is the server's exact sentence
 * (REQUEST_MESSAGES, or the module's one sentence for that code), so an English reader sees what the
 * server sent. A code not here shows the server's `detail`
 * (problem-codes-detail-only.ts says why for each of the API's other codes).
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
  // The modules' codes with one sentence each (the server's words, backend */domain/*-errors.ts).
  ADDRESS_NOT_FOUND: msg`Address not found`,
  AUTH_DEACTIVATED: msg`Your account has been deactivated. Please contact support@ticketsetu.in.`,
  AUTH_DELETION_REQUESTED: msg`This account is being deleted at your request, so it can no longer sign in. Its data will be erased within 7 days once nothing is pending.`,
  AUTH_INVALID_CREDENTIALS: msg`Invalid login credentials`,
  AUTH_SESSION_INVALID: msg`Your session has ended. Please sign in again.`,
  CATEGORY_EXISTS: msg`A category with this name already exists`,
  CATEGORY_IN_USE: msg`This category is used by events and cannot be deleted. Move them to another category first.`,
  CATEGORY_NOT_FOUND: msg`Category not found`,
  CHECKOUT_BUSY: msg`Many people are buying right now. Please try again in a moment.`,
  CONTACT_MESSAGE_NOT_FOUND: msg`Contact message not found`,
  DISPUTE_ALREADY_OPEN: msg`A dispute is already open for this purchase`,
  ENTRY_NOT_FOUND: msg`Waiting list entry not found`,
  EVENT_CLOSED: msg`This event is no longer open for listings`,
  EVENT_NOT_FOUND: msg`Event not found`,
  EVENT_NOT_OPEN: msg`This event is not open for sale`,
  EVENT_NOT_PLACED: msg`Tickets for this event cannot be bought right now. Please try again later.`,
  EVENT_SOLD_OUT: msg`No tickets are on sale for this event: join the waiting list instead`,
  FILE_TOO_LARGE: msg`Each file must be 10 MB or smaller`,
  IDEMPOTENCY_KEY_REUSED: msg`This Idempotency-Key was already used with a different request. Use a new key for a new request.`,
  LISTING_NOT_REFUSABLE: msg`Only a listing pending approval can be refused`,
  LISTING_NOT_REVIEWABLE: msg`Only listings pending approval can be verified or rejected`,
  LISTING_NOT_WITHDRAWABLE: msg`This listing can no longer be withdrawn`,
  LISTING_PROOFS_BEING_READ: msg`The codes on this listing's proofs are still being read: verify it in a minute`,
  NOT_AVAILABLE: msg`This ticket is no longer available`,
  OFFER_ENDED: msg`This offer has ended`,
  OFFER_IN_CHECKOUT: msg`You are checking out with this offer already`,
  OFFER_NOT_FOUND: msg`Offer not found`,
  OTP_EXPIRED: msg`This OTP has expired. Please request a new one.`,
  OTP_INVALID: msg`OTP verification failed. Please try again.`,
  OTP_LOCKED: msg`Too many wrong attempts. Please request a new OTP.`,
  OTP_SEND_FAILED: msg`Failed to send OTP`,
  OTP_TOO_SOON: msg`Please wait 30 seconds before asking for a new OTP.`,
  OWN_LISTING: msg`You cannot buy your own tickets`,
  PAYMENT_FAILED_TO_START: msg`Failed to create payment order`,
  PAYMENT_SETUP_IN_PROGRESS: msg`Your payment is still being set up. Please try again in a moment.`,
  PAYOUT_ON_HOLD: msg`This payout is on hold while a dispute is open`,
  PAYOUT_PROVIDER_UNAVAILABLE: msg`We could not check this UPI ID right now. Please try again in a few minutes.`,
  PHONE_IN_USE: msg`Phone number is already in use. Please use a different phone number.`,
  PURCHASE_NOT_FOUND: msg`Purchase not found`,
  RATING_CLOSED: msg`A rating can be changed for 14 days after it is given.`,
  RATING_EXISTS: msg`You have already rated the seller for this purchase.`,
  RATING_NOT_DUE: msg`You can rate the seller once your tickets have arrived and the purchase is complete.`,
  RATING_NOT_FOUND: msg`Rating not found`,
  RESALE_NOT_PERMITTED: msg`The organiser does not permit resale of tickets for this event, so they cannot be listed.`,
  RESET_LINK_INVALID: msg`This reset link is invalid or has expired. Please ask for a new one.`,
  SELF_RATING: msg`You can't rate this seller: your account shares a phone number or UPI ID with theirs.`,
  SELLER_ALREADY_PAID: msg`The seller has already been paid for this sale, so the refund cannot be taken from the payout; set the payout back to failed first`,
  SELLER_NOT_FOUND: msg`Seller not found`,
  SERVICE_BUSY: msg`Too many uploads right now. Please try again in a moment.`,
  SESSION_NOT_FOUND: msg`Session not found`,
  TAX_DOCUMENT_NOT_FOUND: msg`Invoice not found`,
  TICKETS_AVAILABLE: msg`Tickets are available for this event: you can buy them now`,
  TOO_MANY_STREAMS: msg`Too many live updates are open from your address. Close some tabs and try again.`,
  TOO_MANY_UPLOADS: msg`You have uploaded a lot of files recently. Please try again later.`,
  TRANSACTION_NOT_FOUND: msg`Transaction not found for refund`,
  TRANSFER_ALREADY_COMPLETE: msg`This transfer is already complete`,
  TRANSFER_DISPUTED: msg`A dispute is open on this sale: resolve it in Admin > Disputes (a refund of everything the buyer paid ends the transfer)`,
  TRANSFER_FAILED: msg`This transfer has failed and the buyer is refunded: nothing more can happen to it`,
  TRANSFER_NOT_MOBILE: msg`Only mobile transfers take a proof`,
  TRANSFER_PROOF_TOO_LATE: msg`Proof of transfer can only be uploaded while the buyer is waiting for your mobile transfer`,
  TRANSFER_REFUNDED: msg`This sale was refunded to the buyer in full: nothing more can happen to its transfer`,
  USER_EXISTS: msg`User already exists`,
  USER_NOT_FOUND: msg`User not found`,
  UTR_IN_USE: msg`This UTR is already recorded for another payout`,
};

/** A problem as the API sends it: its stable code (if any) and the server's sentence. */
export interface Problem {
  code?: string | undefined;
  detail: string;
}

const known = (code: string | undefined): code is string => code !== undefined && Object.hasOwn(PROBLEM_MESSAGES, code);

/**
 * The sentence to show for a problem in the reader's language: its code's, else the `detail` the server
 * wrote (also while the catalogue is still coming, and in English, where the two are the same words).
 */
export function messageFor(problem: Problem, i18n: I18n): string {
  if (!known(problem.code)) return problem.detail;
  const message = PROBLEM_MESSAGES[problem.code] as MessageDescriptor;
  return Object.hasOwn(i18n.messages, message.id!) ? i18n._(message) : problem.detail;
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
