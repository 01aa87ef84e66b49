import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { eventKeys } from '../events';

export type CheckoutSummary = components['schemas']['CheckoutDto'];
export type OrderRequest = components['schemas']['PlaceOrderDto'];
export type Order = components['schemas']['OrderDto'];

/** Under 'me': a buyer's checkout and orders are dropped when the signed-in person changes. */
export const checkoutKeys = {
  all: ['me', 'checkout'] as const,
  listing: (listingId: string) => [...checkoutKeys.all, listingId] as const,
};

export const orderKeys = {
  all: ['me', 'orders'] as const,
  one: (orderId: string) => [...orderKeys.all, orderId] as const,
};

/**
 * What the checkout page shows before Pay: the listing, its event, how many the buyer may take, and
 * their rewards credit. Always fetched fresh on opening the page (seats and credit change by the minute).
 */
export function checkoutQuery(listingId: string) {
  return queryOptions({
    queryKey: checkoutKeys.listing(listingId),
    queryFn: () => unwrap(api.GET('/api/v1/checkout/{listingId}', { params: { path: { listingId } } })),
    staleTime: 0,
  });
}

/** One of the buyer's own orders as it is stored (no gateway call). */
export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.one(orderId),
    queryFn: () => unwrap(api.GET('/api/v1/orders/{id}', { params: { path: { id: orderId } } })),
    staleTime: 0,
  });
}

/**
 * Pay: a pending order holding the seats for 10 minutes, its payment started at the gateway. The
 * Idempotency-Key makes a double click or a retry the same order (and lets the fetch layer retry it).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: OrderRequest; idempotencyKey: string }) =>
      unwrap(
        api.POST('/api/v1/orders', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: request,
        }),
      ),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.one(order.id), order),
  });
}

/**
 * Cancel: the buyer's own unpaid checkout ends at once and its seats go back on sale (a payment that
 * still comes for it is refunded). A repeat answers the same. Whatever the answer, the order is read
 * again (a refusal means it has just been paid); on success the listing's seats are news too.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      unwrap(api.POST('/api/v1/orders/{id}/cancel', { params: { path: { id: orderId } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onSettled: (_order, _error, orderId) => queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) }),
  });
}
