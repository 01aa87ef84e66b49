import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useUpload } from '../../shared/ui/FilePicker/use-upload';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { useUpiNameCheck } from '../../shared/upi/useUpiNameCheck';
import type { EventSummary } from '../events';
import type { Profile } from '../profile';
import { useCreateListing } from './queries';
import { SELL_MESSAGES, type SellProblem } from './sell-rules';
import type { SellValues } from './sell-values';

/** How long the success message shows before the seller is taken to their listings (spec: 2 s). */
export const REDIRECT_AFTER_LISTING_MS = 2000;

let submitFlow: Promise<typeof import('./submit-listing')> | undefined;
/** The submit flow (submit-listing.ts), fetched once: when the form is first used, or at the first press. */
function loadSubmitFlow(): Promise<typeof import('./submit-listing')> {
  // A fetch that failed (the phone went offline) is tried again at the next press.
  submitFlow ??= import('./submit-listing').catch((error: unknown) => {
    submitFlow = undefined;
    throw error;
  });
  return submitFlow;
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
  const { i18n } = useLingui();
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
  /** The submit flow on its way (the first press on a slow connection). */
  const [loading, setLoading] = useState(false);
  /** Why the last listing was refused for its proofs (ADR 62): stays on the form until the next try. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async () => {
    if (create.isPending || nameCheck.pending || checking || listed || loading) return;
    setLoading(true);
    const flow = await loadSubmitFlow().then(
      (module) => module,
      () => null,
    );
    setLoading(false);
    if (!flow) {
      notify(i18n._(SELL_MESSAGES.uploadFailed), { tone: 'error' });
      return;
    }
    await flow.submitListing({
      i18n,
      typed: typedValues(),
      events,
      pickupAddressId,
      files,
      profile,
      user,
      showProblem,
      clearProblems,
      notify,
      askUpiName: nameCheck.ask,
      sent,
      confirmed,
      run: sending.run,
      create: create.mutateAsync,
      setRefusal,
      setChecking,
      onListed: (message) => {
        setListed(true);
        notify(message);
        redirectTimer.current = setTimeout(
          () => void router.navigate({ to: '/tickets', search: { tab: 'listings' } }),
          REDIRECT_AFTER_LISTING_MS,
        );
      },
    });
  };

  return {
    submit,
    /** Fetches the submit flow ahead of the first press (the form is in use). */
    preload: loadSubmitFlow,
    listed,
    pending: create.isPending || nameCheck.pending || checking || loading,
    refusal,
    upiNameDialog: nameCheck.dialog,
    upload: sending.state,
    cancelUpload: sending.cancel,
  };
}
