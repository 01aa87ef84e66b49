import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../api/api-error';
import { api, unwrap } from '../api/client';
import type { UpiNameQuestion } from './UpiNameConfirm';

// The dialog (antd's Modal) loads with the first question: a form that never asks loads none of it.
const UpiNameConfirm = lazy(() => import('./UpiNameConfirm').then((m) => ({ default: m.UpiNameConfirm })));

type Profile = Pick<components['schemas']['ProfileDto'], 'upi_id' | 'upi_name' | 'upi_names_checked'>;

/** What became of a UPI id's name check (ADR 45). */
export type UpiNameCheckOutcome =
  /** The seller said the name is theirs: send the confirmation with the UPI id. */
  | { kind: 'confirmed'; confirmation: string }
  /** Names are not checked here after all: save the id as before. */
  | { kind: 'unchecked' }
  /** The seller said it is not theirs: the UPI ID box has the focus again. */
  | { kind: 'declined' }
  /** No such UPI id (or not one at all): show the message on the UPI ID field. */
  | { kind: 'refused'; message: string }
  /** The check could not be made (the provider or the network was away): nothing is saved. */
  | { kind: 'failed'; message: string };

const normalised = (upiId: string | null | undefined) => (upiId ?? '').trim().toLowerCase();

/**
 * Whether a UPI id must have its registered name confirmed before it is saved: only where names are
 * checked (the profile says so), and only for an id that is new. On the profile, new means other than
 * the saved one; on a listing, also the saved one while its name was never confirmed (the server's rule).
 */
export function upiIdNeedsNameCheck(
  profile: Profile | null | undefined,
  upiId: string | null | undefined,
  where: 'profile' | 'listing',
): boolean {
  if (!profile?.upi_names_checked || !normalised(upiId)) return false;
  const saved = normalised(upiId) === normalised(profile.upi_id);
  return where === 'profile' ? !saved : !(saved && profile.upi_name);
}

/**
 * The name check as a form uses it: `ask(upiId)` checks the id, shows whose it is in a dialog (render
 * `dialog`) and resolves with the seller's answer. `onDeclined` runs once the dialog has closed after a
 * no, to take the seller back to the UPI ID box.
 */
export function useUpiNameCheck({ onDeclined }: { onDeclined: () => void }): {
  ask: (upiId: string) => Promise<UpiNameCheckOutcome>;
  dialog: ReactNode;
  pending: boolean;
} {
  const { i18n } = useLingui();
  const check = useMutation({
    mutationFn: (upiId: string) => unwrap(api.POST('/api/v1/upi-id-checks', { body: { upiId } })),
  });
  const [question, setQuestion] = useState<UpiNameQuestion | null>(null);
  // Once asked, the dialog stays mounted so that it can close with its animation (and afterClose).
  const [asked, setAsked] = useState(false);
  const answer = useRef<(mine: boolean) => void>(undefined);
  const declined = useRef(false);

  const ask = async (upiId: string): Promise<UpiNameCheckOutcome> => {
    let checked;
    try {
      checked = await check.mutateAsync(upiId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        return { kind: 'refused', message: errorMessage(error, i18n) };
      return { kind: 'failed', message: errorMessage(error, i18n) };
    }
    const confirmation = checked.confirmation;
    if (!confirmation) return { kind: 'unchecked' };
    return new Promise((resolve) => {
      answer.current = (mine) => resolve(mine ? { kind: 'confirmed', confirmation } : { kind: 'declined' });
      setAsked(true);
      setQuestion({ upiId: checked.upi_id, registeredName: checked.registered_name });
    });
  };

  const onAnswer = (mine: boolean) => {
    declined.current = !mine;
    answer.current?.(mine);
    answer.current = undefined;
    setQuestion(null);
  };

  const afterClose = () => {
    if (declined.current) onDeclined();
    declined.current = false;
  };

  return {
    ask,
    dialog: asked && (
      <Suspense fallback={null}>
        <UpiNameConfirm question={question} onAnswer={onAnswer} afterClose={afterClose} />
      </Suspense>
    ),
    pending: check.isPending,
  };
}
