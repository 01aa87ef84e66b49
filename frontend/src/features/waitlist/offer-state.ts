import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { waitlistKeys } from './offer-query';
import { eventsKey, type WaitlistEntry, type WaitlistOffer } from './queries';

/**
 * Whether `deadline` (epoch milliseconds) has passed, re-rendering once when it does: one timer to
 * the deadline, not a tick per second, so a whole page can depend on it.
 */
export function useDeadlinePassed(deadline: number | null): boolean {
  const subscribe = useCallback(
    (onPass: () => void) => {
      if (deadline === null) return () => {};
      // A little after the deadline: a timer may fire a millisecond early, and then nothing would change.
      const timer = setTimeout(onPass, Math.max(0, deadline - Date.now()) + 50);
      return () => clearTimeout(timer);
    },
    [deadline],
  );
  const read = () => deadline !== null && Date.now() >= deadline;
  return useSyncExternalStore(subscribe, read, read);
}

export interface EntryOffer {
  /** Seats held for the person now: offered until the server's expiry time, or in their checkout. */
  live: WaitlistOffer | null;
  /** Their latest offer ran out unbought: the server says so, or its time passed on this page. */
  lapsed: WaitlistOffer | null;
}

/**
 * What a waiting-list entry shows of its offers now. When a live offer's time runs out on the page,
 * it shows as lapsed at once and the person's waiting lists and the event pages are read again (the
 * server ends the offer within seconds; the lists' own refetch picks that up).
 */
export function useEntryOffer(entry: WaitlistEntry | undefined): EntryOffer {
  const offer = entry?.offer ?? null;
  const passed = useDeadlinePassed(offer?.status === 'offered' ? Date.parse(offer.expires_at) : null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!passed) return;
    void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
    void queryClient.invalidateQueries({ queryKey: eventsKey });
  }, [passed, queryClient]);
  if (offer && !passed) return { live: offer, lapsed: null };
  return { live: null, lapsed: entry?.lapsed_offer ?? (offer?.status === 'offered' ? offer : null) };
}
