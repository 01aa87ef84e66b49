import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type CheckoutSummary = components['schemas']['CheckoutDto'];
export type OrderRequest = components['schemas']['PlaceOrderDto'];
export type PlacedOrder = components['schemas']['OrderPlacedDto'];
export type Order = components['schemas']['OrderDto'];
export type OrderStatus = Order['status'];

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
 * An Idempotency-Key for one Pay. crypto.randomUUID exists only in secure contexts (https or
 * localhost); a phone trying the app over the LAN (http://192.168…) gets a v4 UUID built from
 * getRandomValues, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
