import {
  buyerRefundTransitions,
  canMove,
  type PayoutActor,
  payoutStatuses,
  type PayoutTransitions,
  sellerPayoutTransitions,
} from './payout-status.js';

const actors: PayoutActor[] = ['admin', 'system'];

/** Every from × to × actor of one kind's table, named as the allowed lists below spell them. */
function everyMove(table: PayoutTransitions) {
  return payoutStatuses.flatMap((from) =>
    payoutStatuses.flatMap((to) => actors.map((by) => ({ table, from, to, by, name: `${from}->${to} by ${by}` }))),
  );
}

/** Each kind's moves, written out by hand: anything else must be refused. */
const kinds = [
  {
    kind: 'a seller payout',
    table: sellerPayoutTransitions,
    // Staff set any of the spec's three; the system cancels an unpaid one a dispute refunded in full.
    allowed: new Set([
      'pending->processed by admin',
      'pending->processed by system',
      'pending->failed by admin',
      'pending->failed by system',
      'pending->cancelled by system',
      'processed->pending by admin',
      'processed->failed by admin',
      'processed->failed by system',
      'failed->pending by admin',
      'failed->processed by admin',
      'failed->cancelled by system',
    ]),
  },
  {
    kind: 'a buyer refund',
    table: buyerRefundTransitions,
    // PhonePe's answer decides; staff may only retry a failed one.
    allowed: new Set(['pending->processed by system', 'pending->failed by system', 'failed->pending by admin']),
  },
];

describe.each(kinds)('$kind status transitions', ({ table, allowed }) => {
  const cases = everyMove(table);

  it('covers every pair of statuses and actor', () => {
    expect(cases).toHaveLength(4 * 4 * 2);
    for (const move of allowed) expect(cases.map((c) => c.name)).toContain(move);
  });

  it.each(cases)('$name', ({ from, to, by, name }) => {
    expect(canMove(table, from, to, by)).toBe(allowed.has(name));
  });

  it('never leaves cancelled, and never moves to the same status', () => {
    for (const c of cases) {
      if (c.from === c.to || c.from === 'cancelled') expect(canMove(table, c.from, c.to, c.by)).toBe(false);
    }
  });
});

describe('a buyer refund', () => {
  it('is never left once processed, and never cancelled', () => {
    for (const c of everyMove(buyerRefundTransitions)) {
      if (c.from === 'processed' || c.to === 'cancelled') {
        expect(canMove(buyerRefundTransitions, c.from, c.to, c.by)).toBe(false);
      }
    }
  });
});
