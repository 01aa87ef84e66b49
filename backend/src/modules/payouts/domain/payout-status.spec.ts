import { canMove, payoutStatuses, payoutTypes, type PayoutActor } from './payout-status.js';

/** Every move the product allows, written out by hand: anything else must be refused. */
const allowed = new Set([
  // Seller payouts: staff set any of the spec's three; the system cancels an unpaid one a dispute refunded in full.
  'seller_payout pending->processed by admin',
  'seller_payout pending->failed by admin',
  'seller_payout pending->cancelled by system',
  'seller_payout processed->pending by admin',
  'seller_payout processed->failed by admin',
  'seller_payout failed->pending by admin',
  'seller_payout failed->processed by admin',
  'seller_payout failed->cancelled by system',
  // Buyer refunds: PhonePe's answer decides; staff may only retry a failed one.
  'buyer_refund pending->processed by system',
  'buyer_refund pending->failed by system',
  'buyer_refund failed->pending by admin',
]);

const actors: PayoutActor[] = ['admin', 'system'];
const cases = payoutTypes.flatMap((type) =>
  payoutStatuses.flatMap((from) =>
    payoutStatuses.flatMap((to) =>
      actors.map((by) => ({ type, from, to, by, name: `${type} ${from}->${to} by ${by}` })),
    ),
  ),
);

describe('payout status transitions', () => {
  it('covers every type, pair of statuses and actor', () => {
    expect(cases).toHaveLength(2 * 4 * 4 * 2);
    for (const move of allowed) expect(cases.map((c) => c.name)).toContain(move);
  });

  it.each(cases)('$name', ({ type, from, to, by, name }) => {
    expect(canMove(type, from, to, by)).toBe(allowed.has(name));
  });

  it('never leaves a cancelled payout or a processed refund, and never moves to the same status', () => {
    for (const c of cases) {
      if (c.from === c.to) expect(canMove(c.type, c.from, c.to, c.by)).toBe(false);
      if (c.from === 'cancelled') expect(canMove(c.type, c.from, c.to, c.by)).toBe(false);
      if (c.type === 'buyer_refund' && c.from === 'processed') expect(canMove(c.type, c.from, c.to, c.by)).toBe(false);
    }
  });
});
