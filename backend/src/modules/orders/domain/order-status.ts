export const orderStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Allowed moves of a checkout (the spec's transaction status, made explicit). `failed` may still
 * become `completed` or `refunded`: a payment can arrive after its hold ran out — it is sold when
 * the seats are still there, and refunded in full when they are gone. `completed` becomes
 * `refunded` when the sale is undone (a failed transfer, a dispute).
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['completed', 'failed'],
  failed: ['completed', 'refunded'],
  completed: ['refunded'],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}
