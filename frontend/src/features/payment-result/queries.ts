import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import { type Order, orderKeys } from '../checkout';

export interface PaymentResult {
  order: Order;
  /** The order is still pending and asking the gateway about it failed just now. */
  checkFailed: boolean;
}

/**
 * The order as the result page shows it: read, and while it is pending the gateway is asked
 * (status-check settles what it says: completed, failed, or still pending). Refetching it is the
 * page's Refresh Status. A failed check keeps the stored order: the payment may yet complete.
 */
export function paymentResultQuery(orderId: string) {
  return queryOptions({
    queryKey: [...orderKeys.one(orderId), 'result'] as const,
    queryFn: async (): Promise<PaymentResult> => {
      const path = { params: { path: { id: orderId } } };
      const order = await unwrap(api.GET('/api/v1/orders/{id}', path));
      if (order.status !== 'pending') return { order, checkFailed: false };
      try {
        return { order: await unwrap(api.POST('/api/v1/orders/{id}/status-check', path)), checkFailed: false };
      } catch (error) {
        console.error('Failed to check order status', error);
        return { order, checkFailed: true };
      }
    },
    staleTime: 0,
  });
}
