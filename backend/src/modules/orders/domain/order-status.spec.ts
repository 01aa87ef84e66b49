import { canMove, orderStatuses, orderTransitions, type OrderStatus } from './order-status.js';

/**
 * The order's moves as order-status.ts's comment and ADR 59 draw them, written out move by move (not
 * derived from the table under test). Every other move, staying put included, is refused.
 */
const allowed = new Set([
  'pending->completed', // paid within the hold
  'pending->failed', // the gateway said failed, the hold ran out, the buyer cancelled, the start failed
  'failed->completed', // a late payment, its seats still there
  'failed->refunded', // a late payment, its seats gone (or the order ended before payment)
  'completed->refunded', // the sale undone (a failed transfer, a dispute)
]);

describe('the order status table', () => {
  it('has the four statuses of the spec, in order', () => {
    expect(orderStatuses).toEqual(['pending', 'completed', 'failed', 'refunded']);
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
  });

  it('allows exactly the listed moves, for every from and to', () => {
    let checked = 0;
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        expect({ from, to, ok: canMove(from, to) }).toEqual({ from, to, ok: allowed.has(`${from}->${to}`) });
        checked++;
      }
    }
    expect(checked).toBe(16);
    expect(Object.values(orderTransitions).flat()).toHaveLength(allowed.size);
  });

  it('ends at refunded: nothing leaves it', () => {
    expect(orderTransitions.refunded).toEqual([]);
    const ends = orderStatuses.filter((s: OrderStatus) => orderStatuses.every((to) => !canMove(s, to)));
    expect(ends).toEqual(['refunded']);
  });

  it('never goes back to pending, and never from a sale to a failure', () => {
    for (const from of orderStatuses) expect({ from, ok: canMove(from, 'pending') }).toEqual({ from, ok: false });
    expect(canMove('completed', 'failed')).toBe(false);
    expect(canMove('refunded', 'completed')).toBe(false);
    expect(canMove('pending', 'refunded')).toBe(false); // a refund needs a payment first
  });
});
