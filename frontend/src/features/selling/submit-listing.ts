import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../shared/api/api-error';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { isUploadCancelled, type useUpload } from '../../shared/ui/FilePicker/use-upload';
import type { Notify } from '../../shared/notify';
import type { SessionUser } from '../../shared/session';
import { upiIdNeedsNameCheck, type UpiNameCheckOutcome } from '../../shared/upi/useUpiNameCheck';
import type { EventSummary } from '../events';
import type { Profile } from '../profile';
import { type ListingFields, listingAfterProofCheck, type useCreateListing } from './queries';
import { checkSellForm } from './sell-check';
import { listingCodeMessage } from './sell-messages';
import {
  capFor,
  listingFailedMessage,
  pricePaise,
  SELL_FIELDS,
  SELL_MESSAGES,
  type SellField,
  type SellProblem,
} from './sell-rules';
import type { SellValues } from './sell-values';

/*
 * The sell form's submit flow, fetched when the form is first used (useSubmitListing): the sell page's
 * first load carries the form, not what happens after its button is pressed (first-load-budget.test.ts).
 */

/** What to tell the seller when the listing could not be created. */
export function listingFailureMessage(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return i18n._(SELL_MESSAGES.signedOut);
    if (error.status >= 400 && error.status < 500) return listingFailedMessage(i18n, error.detail);
  }
  return i18n._(SELL_MESSAGES.uploadFailed);
}

/**
 * The first of the server's field problems (problem+json `errors[].field`) that names a field of this
 * form, in the reader's language where its code is one of the form's (else the server's words).
 */
export function serverFieldProblem(i18n: I18n, error: unknown): SellProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  for (const { field, code, message } of error.problem?.errors ?? []) {
    if ((SELL_FIELDS as readonly string[]).includes(field)) {
      return { field: field as SellField, message: listingCodeMessage(i18n, code) ?? message };
    }
  }
  return null;
}

/** Whole paise, as the API takes a price: e.g. 149950 for ₹1,499.50. */
function paiseField(rupees: number | null | undefined): number | undefined {
  return pricePaise(rupees) ?? undefined;
}

/**
 * What makes two sends the same listing: its fields and its files (name, size, last change). The same
 * request is sent with the same Idempotency-Key, so a second press after a lost answer or a dropped
 * connection is still one listing (the server refuses the key with another request).
 */
function requestSignature(fields: ListingFields, files: readonly File[]): string {
  return JSON.stringify([fields, files.map((file) => [file.name, file.size, file.lastModified])]);
}

/** What one press of the form's button works with: the form as it is now, and the hook's state and parts. */
export interface ListingSubmission {
  /** The reader's language. */
  i18n: I18n;
  /** What is typed now. */
  typed: SellValues;
  events: readonly EventSummary[];
  pickupAddressId: string | null | undefined;
  files: readonly File[];
  profile: Profile | undefined;
  user: SessionUser | null | undefined;
  showProblem: (problem: SellProblem) => void;
  clearProblems: () => void;
  notify: Notify;
  askUpiName: (upiId: string) => Promise<UpiNameCheckOutcome>;
  /** The key of the request last sent, kept for the same request sent again. */
  sent: { current: { signature: string; key: string } | null };
  /** The name confirmed for a UPI id, so sending the same listing again does not ask twice. */
  confirmed: { current: { upiId: string; confirmation: string } | null };
  /** The upload with its progress and cancel (useUpload's `run`). */
  run: ReturnType<typeof useUpload>['run'];
  /** The listing's POST (useCreateListing's `mutateAsync`). */
  create: ReturnType<typeof useCreateListing>['mutateAsync'];
  setRefusal: (refusal: string | null) => void;
  setChecking: (checking: boolean) => void;
  /** Listed: the success message shows and the listings open. */
  onListed: (message: string) => void;
}

/**
 * One press of the form's button: the browser's checks in the spec's order (the cap included), then,
 * where UPI ids are checked by name and this one is new, the seller's confirmation of whose it is
 * (ADR 45), then the multipart POST with amounts in paise; a refusal is shown red and placed on the
 * field the server names.
 */
export async function submitListing(submission: ListingSubmission): Promise<void> {
  const { i18n, typed, events, pickupAddressId, files, profile, user, showProblem, clearProblems, notify } = submission;
  const { sent, confirmed, setRefusal, setChecking } = submission;
  const event = events.find((e) => e.id === typed.eventId);
  // A face value typed for another event (one with a cap) is not this listing's.
  const values = capFor(event) ? typed : { ...typed, faceValue: null };
  clearProblems();
  setRefusal(null);

  const problem = checkSellForm(i18n, { ...values, pickupAddressId }, event);
  if (problem) {
    showProblem(problem);
    return;
  }
  if (!user) {
    notify(i18n._(SELL_MESSAGES.signedOut), { tone: 'error' });
    return;
  }

  let upiIdConfirmation: string | undefined;
  const upiId = values.upiId?.trim();
  if (upiId && confirmed.current?.upiId === upiId) {
    upiIdConfirmation = confirmed.current.confirmation;
  } else if (upiId && upiIdNeedsNameCheck(profile, upiId, 'listing')) {
    const outcome = await submission.askUpiName(upiId);
    if (outcome.kind === 'declined') return;
    if (outcome.kind === 'refused') {
      showProblem({ field: 'upiId', message: outcome.message });
      return;
    }
    if (outcome.kind === 'failed') {
      notify(outcome.message, { tone: 'error' });
      return;
    }
    if (outcome.kind === 'confirmed') {
      upiIdConfirmation = outcome.confirmation;
      confirmed.current = { upiId, confirmation: outcome.confirmation };
    }
  }

  const physical = values.ticketType === 'physical';
  const fields: ListingFields = {
    eventId: values.eventId,
    quantity: values.quantity,
    price: paiseField(values.price), // integer paise: the API speaks paise
    faceValue: paiseField(values.faceValue),
    seatNumber: values.seatNumber?.trim() || undefined,
    section: values.section?.trim() || undefined,
    row: values.row?.trim() || undefined,
    ticketType: values.ticketType,
    mobileTicketType: physical ? undefined : values.mobileTicketType,
    pickupAddressId: physical ? (pickupAddressId ?? undefined) : undefined,
    upiId,
    upiIdConfirmation,
  };

  const signature = requestSignature(fields, files);
  if (sent.current?.signature !== signature) sent.current = { signature, key: newIdempotencyKey() };
  const idempotencyKey = sent.current.key;

  try {
    const result = await submission.run((controls) => submission.create({ fields, files, idempotencyKey, controls }));
    sent.current = null;
    setChecking(true);
    const checked = await listingAfterProofCheck(result.listing).finally(() => setChecking(false));
    if (checked.status === 'cancelled') {
      // Refused for what its proofs show (ADR 62): the form stays, with the reason and the event named.
      const title = checked.event_title ?? event?.title;
      const remarks = checked.remarks ?? '';
      const reason = title
        ? i18n._(msg`Your listing for ${title} was refused. ${remarks}`)
        : i18n._(msg`Your listing for this event was refused. ${remarks}`);
      setRefusal(reason);
      notify(reason, { tone: 'error' });
      return;
    }
    // The server answers the spec's one sentence (result.message): shown in the reader's language.
    submission.onListed(i18n._(SELL_MESSAGES.listed));
  } catch (error) {
    // Cancelled by the seller: the picker says so and offers to send again.
    if (isUploadCancelled(error)) return;
    // A refusal is red even when its words ('Please login first') carry no 'Error' (ADR 13).
    notify(listingFailureMessage(i18n, error), { tone: 'error' });
    const onField = serverFieldProblem(i18n, error);
    if (onField) showProblem(onField);
  }
}
