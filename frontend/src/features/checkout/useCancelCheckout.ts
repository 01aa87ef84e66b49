import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { ApiError } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { clearPayAttempt } from './pay-attempt';
import { useCancelOrder } from './queries';

const CANCEL_WORDS = {
  cancelled: msg`Checkout cancelled. The seats are back on sale and nothing was charged.`,
  failed: msg`Failed to cancel the checkout. Please try again.`,
  // Ours (ADR 59), as the server says it (ORDER_STATE): the payment settled before the Cancel.
  paid: msg`This order is paid already, so it cannot be cancelled.`,
};

/**
 * Cancel on the checkout and on a pending payment's result: the order's hold ends at once, this tab
 * forgets its Pay, and the buyer is back on the event page. A refusal (the payment has just settled)
 * is shown in the server's words, and the page shows the order as it now stands.
 */
export function useCancelCheckout() {
  const router = useRouter();
  const { i18n } = useLingui();
  const notify = useNotify();
  const cancelOrder = useCancelOrder();

  const cancel = async (order: { id: string; ticket_id: string }, eventId: string | undefined) => {
    try {
      await cancelOrder.mutateAsync(order.id);
    } catch (error) {
      const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
      const message = !refused
        ? i18n._(CANCEL_WORDS.failed)
        : error.code === 'ORDER_STATE'
          ? i18n._(CANCEL_WORDS.paid)
          : error.detail;
      notify(message, { tone: 'error' });
      return;
    }
    clearPayAttempt(order.ticket_id);
    notify(i18n._(CANCEL_WORDS.cancelled), { tone: 'success' });
    void router.navigate(eventId ? { to: '/event/$id', params: { id: eventId } } : { to: '/events' });
  };

  return { cancel, cancelling: cancelOrder.isPending };
}
