import { useRouter } from '@tanstack/react-router';
import { ApiError } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { clearPayAttempt } from './pay-attempt';
import { useCancelOrder } from './queries';

export const CANCEL_MESSAGES = {
  cancelled: 'Checkout cancelled. The seats are back on sale and nothing was charged.',
  failed: 'Failed to cancel the checkout. Please try again.',
} as const;

/**
 * Cancel on the checkout and on a pending payment's result: the order's hold ends at once, this tab
 * forgets its Pay, and the buyer is back on the event page. A refusal (the payment has just settled)
 * is shown in the server's words, and the page shows the order as it now stands.
 */
export function useCancelCheckout() {
  const router = useRouter();
  const notify = useNotify();
  const cancelOrder = useCancelOrder();

  const cancel = async (order: { id: string; ticket_id: string }, eventId: string | undefined) => {
    try {
      await cancelOrder.mutateAsync(order.id);
    } catch (error) {
      notify(
        error instanceof ApiError && error.status > 0 && error.status < 500 ? error.detail : CANCEL_MESSAGES.failed,
        {
          tone: 'error',
        },
      );
      return;
    }
    clearPayAttempt(order.ticket_id);
    notify(CANCEL_MESSAGES.cancelled, { tone: 'success' });
    void router.navigate(eventId ? { to: '/event/$id', params: { id: eventId } } : { to: '/events' });
  };

  return { cancel, cancelling: cancelOrder.isPending };
}
