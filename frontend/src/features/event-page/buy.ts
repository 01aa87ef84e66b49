import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { signInHref } from '../../shared/guards';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';

export const SELECT_QUANTITY_MESSAGE = msg`Please select the number of tickets you want to buy`;

export function checkoutPath(listingId: string, quantity: number): string {
  return `/checkout/${encodeURIComponent(listingId)}?quantity=${quantity}`;
}

/**
 * The event page's Buy rules: a quantity must be chosen; a signed-out buyer signs in first and
 * comes back to the same checkout.
 */
export function useBuyListing(): (listingId: string, quantity: number | undefined) => void {
  const router = useRouter();
  const notify = useNotify();
  const { i18n } = useLingui();
  const { user, isLoading } = useSession();

  return useCallback(
    async (listingId, quantity) => {
      if (!quantity) {
        notify(i18n._(SELECT_QUANTITY_MESSAGE), { tone: 'error' });
        return;
      }
      const checkout = checkoutPath(listingId, quantity);
      // While the session is still being read, wait for it rather than guess "signed out".
      const buyer = isLoading ? await router.options.context.session.ensureUser().catch(() => null) : user;
      if (!buyer) {
        void router.navigate({ href: signInHref(checkout), state: { returnTo: checkout } });
        return;
      }
      void router.navigate({ href: checkout });
    },
    [i18n, isLoading, notify, router, user],
  );
}
