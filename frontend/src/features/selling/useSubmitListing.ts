import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { upiIdNeedsNameCheck, useUpiNameCheck } from '../../shared/upi/useUpiNameCheck';
import type { EventSummary } from '../events';
import type { Profile } from '../profile';
import { type ListingFields, listingAfterProofCheck, useCreateListing } from './queries';
import {
  capFor,
  checkSellForm,
  pricePaise,
  SELL_FIELDS,
  SELL_MESSAGES,
  type SellField,
  type SellProblem,
} from './sell-rules';
import type { SellValues } from './sell-values';

/** How long the success message shows before the seller is taken to their listings (spec: 2 s). */
export const REDIRECT_AFTER_LISTING_MS = 2000;

/** What to tell the seller when the listing could not be created. */
export function listingFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return SELL_MESSAGES.signedOut;
    if (error.status >= 400 && error.status < 500) return `${SELL_MESSAGES.failedPrefix}${error.detail}`;
  }
  return SELL_MESSAGES.uploadFailed;
}

/** The first of the server's field problems (problem+json `errors[].field`) that names a field of this form. */
export function serverFieldProblem(error: unknown): SellProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  for (const { field, message } of error.problem?.errors ?? []) {
    if ((SELL_FIELDS as readonly string[]).includes(field)) return { field: field as SellField, message };
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

export interface SubmitListingOptions {
  /** What is typed now. */
  values: () => SellValues;
  events: readonly EventSummary[];
  pickupAddressId: string | null | undefined;
  files: readonly File[];
  /** The seller's profile, when loaded: its UPI id and whether UPI ids are checked by name (ADR 45). */
  profile: Profile | undefined;
  /** Shows a problem on its field (or the pickup address group) and moves there. */
  showProblem: (problem: SellProblem) => void;
  /** Clears every field's problem before a new attempt. */
  clearProblems: () => void;
}

/**
 * The sell form's submit flow: the browser's checks in the spec's order (the cap included), then, where
 * UPI ids are checked by name and this one is new, the seller's confirmation of whose it is (ADR 45),
 * then the multipart POST with amounts in paise, the spec's success message and, 2 s later, the
 * listings; a refusal is shown red and placed on the field the server names. Returns the name check's
 * dialog to render.
 */
export function useSubmitListing({
  values: typedValues,
  events,
  pickupAddressId,
  files,
  profile,
  showProblem,
  clearProblems,
}: SubmitListingOptions) {
  const router = useRouter();
  const notify = useNotify();
  const { user } = useSession();
  const create = useCreateListing();
  const sending = useUpload();
  const nameCheck = useUpiNameCheck({
    onDeclined: () => {
      const box = document.getElementById('sell_upiId');
      box?.scrollIntoView?.({ block: 'center' });
      box?.focus();
    },
  });
  /** The key of the request last sent, kept for the same request sent again. */
  const sent = useRef<{ signature: string; key: string } | null>(null);
  /** The name confirmed for a UPI id, so sending the same listing again does not ask twice. */
  const confirmed = useRef<{ upiId: string; confirmation: string } | null>(null);
  const [listed, setListed] = useState(false);
  const [checking, setChecking] = useState(false);
  /** Why the last listing was refused for its proofs (ADR 62): stays on the form until the next try. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async () => {
    if (create.isPending || nameCheck.pending || checking || listed) return;
    const typed = typedValues();
    const event = events.find((e) => e.id === typed.eventId);
    // A face value typed for another event (one with a cap) is not this listing's.
    const values = capFor(event) ? typed : { ...typed, faceValue: null };
    clearProblems();
    setRefusal(null);

    const problem = checkSellForm({ ...values, pickupAddressId }, event);
    if (problem) {
      showProblem(problem);
      return;
    }
    if (!user) {
      notify(SELL_MESSAGES.signedOut, { tone: 'error' });
      return;
    }

    let upiIdConfirmation: string | undefined;
    const upiId = values.upiId?.trim();
    if (upiId && confirmed.current?.upiId === upiId) {
      upiIdConfirmation = confirmed.current.confirmation;
    } else if (upiId && upiIdNeedsNameCheck(profile, upiId, 'listing')) {
      const outcome = await nameCheck.ask(upiId);
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
      const result = await sending.run((controls) => create.mutateAsync({ fields, files, idempotencyKey, controls }));
      sent.current = null;
      setChecking(true);
      const checked = await listingAfterProofCheck(result.listing).finally(() => setChecking(false));
      if (checked.status === 'cancelled') {
        // Refused for what its proofs show (ADR 62): the form stays, with the reason and the event named.
        const reason = `Your listing for ${checked.event_title ?? event?.title ?? 'this event'} was refused. ${checked.remarks ?? ''}`;
        setRefusal(reason);
        notify(reason, { tone: 'error' });
        return;
      }
      setListed(true);
      notify(result.message || SELL_MESSAGES.listed);
      redirectTimer.current = setTimeout(
        () => void router.navigate({ to: '/tickets', search: { tab: 'listings' } }),
        REDIRECT_AFTER_LISTING_MS,
      );
    } catch (error) {
      // Cancelled by the seller: the picker says so and offers to send again.
      if (isUploadCancelled(error)) return;
      // A refusal is red even when its words ('Please login first') carry no 'Error' (ADR 13).
      notify(listingFailureMessage(error), { tone: 'error' });
      const onField = serverFieldProblem(error);
      if (onField) showProblem(onField);
    }
  };

  return {
    submit,
    listed,
    pending: create.isPending || nameCheck.pending || checking,
    refusal,
    upiNameDialog: nameCheck.dialog,
    upload: sending.state,
    cancelUpload: sending.cancel,
  };
}
