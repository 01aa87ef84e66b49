import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../shared/useHydrated';
import { isNotFound } from '../../shared/api/api-error';
import { clearPayAttempt, type PayAttempt, readPayAttempt, savePayAttempt } from './pay-attempt';
import { checkoutKeys, orderQuery } from './queries';
import { useSecondsLeft } from '../../shared/useSecondsLeft';

/**
 * The Pay this tab started for a listing (kept across the trip to the pay page) and the hold its
 * order took: while the order is pending, its seats are held for this buyer until the hold ends.
 */
export function usePayAttempt(listingId: string) {
  const queryClient = useQueryClient();
  const [stored, setAttempt] = useState<PayAttempt | null>(() => readPayAttempt(listingId));
  // The server drew the page without this tab's storage (ADR 79): taken over as drawn, then the attempt.
  const attempt = useHydrated() ? stored : null;
  const [redirecting, setRedirecting] = useState(false);

  const remember = useCallback(
    (next: PayAttempt | null) => {
      if (next) savePayAttempt(listingId, next);
      else clearPayAttempt(listingId);
      setAttempt(next);
    },
    [listingId],
  );

  // The order an earlier Pay in this tab created: while it is pending, its seats are held for us.
  const attemptOrder = useQuery({ ...orderQuery(attempt?.orderId ?? ''), enabled: Boolean(attempt?.orderId) });
  const holdOrder =
    attempt?.orderId && attemptOrder.data?.id === attempt.orderId && attemptOrder.data.status === 'pending'
      ? attemptOrder.data
      : undefined;
  const holdSecondsLeft = useSecondsLeft(holdOrder ? Date.parse(holdOrder.hold_expires_at) : null);
  const holdActive = holdOrder !== undefined && holdSecondsLeft !== null && holdSecondsLeft > 0;
  const holdEnded = holdOrder !== undefined && holdSecondsLeft === 0;
  const attemptOrderOver =
    (attemptOrder.data !== undefined && attemptOrder.data.status !== 'pending') || isNotFound(attemptOrder.error);

  // That order is over (paid, failed, or not this buyer's): a later Pay is a new one.
  useEffect(() => {
    if (attemptOrderOver) clearPayAttempt(listingId);
  }, [attemptOrderOver, listingId]);

  // The hold ran out: the seats went back on sale, so what the page says about them may be stale.
  useEffect(() => {
    if (holdEnded) void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(listingId) });
  }, [holdEnded, listingId, queryClient]);

  // Back from the pay page out of the browser's cache: the page is as we left it, redirecting.
  const refetchAttemptOrder = attemptOrder.refetch;
  useEffect(() => {
    const onPageShow = (pageEvent: PageTransitionEvent) => {
      if (!pageEvent.persisted) return;
      setRedirecting(false);
      void refetchAttemptOrder();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetchAttemptOrder]);

  return {
    attempt,
    remember,
    /** The pending order holding the seats, while its hold lasts (`holdActive`). */
    holdOrder: holdActive ? holdOrder : undefined,
    holdSecondsLeft,
    holdEnded,
    checkingHold: Boolean(attempt?.orderId) && attemptOrder.isPending,
    redirecting,
    setRedirecting,
  };
}

export type PayAttemptState = ReturnType<typeof usePayAttempt>;
