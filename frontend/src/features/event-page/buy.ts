import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';

export const SELECT_QUANTITY_MESSAGE = 'Please select the number of tickets you want to buy';

export function checkoutPath(listingId: string, quantity: number): string {
  return `/checkout/${encodeURIComponent(listingId)}?quantity=${quantity}`;
}

export function signInPath(returnTo: string): string {
  return `/auth?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The event page's Buy rules: a quantity must be chosen; a signed-out buyer signs in first and
 * comes back to the same checkout.
 */
export function useBuyListing(): (listingId: string, quantity: number | undefined) => void {
  const router = useRouter();
  const notify = useNotify();
  const { user } = useSession();

  return useCallback(
    (listingId, quantity) => {
      if (!quantity) {
        notify(SELECT_QUANTITY_MESSAGE);
        return;
      }
      const checkout = checkoutPath(listingId, quantity);
      if (!user) {
        void router.navigate({ href: signInPath(checkout), state: { returnTo: checkout } });
        return;
      }
      void router.navigate({ href: checkout });
    },
    [notify, router, user],
  );
}
