import { canMove, isOpen, offerStatuses, type OfferStatus } from './offer-status.js';

/** Every move the waiting list allows, written out by hand: anything else must be refused. */
const allowed = new Set([
  'offered->in_checkout', // the user's order took the hold over
  'offered->claimed', // paid before anyone noticed the checkout (settlement confirmed the hold)
  'offered->declined', // the user said no, or left the list
  'offered->expired', // 15 minutes passed, or the hold ended without a sale
  'in_checkout->claimed', // that order was paid
  'in_checkout->expired', // that order failed: its hold was given back
]);

const cases = offerStatuses.flatMap((from) => offerStatuses.map((to) => ({ from, to, name: `${from}->${to}` })));

describe('waiting-list offer transitions', () => {
  it('covers every pair of states', () => {
    expect(cases).toHaveLength(offerStatuses.length ** 2);
    for (const move of allowed) expect(cases.map((c) => c.name)).toContain(move);
  });

  it.each(cases)('$name', ({ from, to, name }) => {
    expect(canMove(from, to)).toBe(allowed.has(name));
  });

  it('ends once: claimed, declined and expired lead nowhere, and no state moves to itself', () => {
    const ended: OfferStatus[] = ['claimed', 'declined', 'expired'];
    for (const c of cases) {
      if (ended.includes(c.from) || c.from === c.to) expect(canMove(c.from, c.to)).toBe(false);
    }
    expect(offerStatuses.filter(isOpen)).toEqual(['offered', 'in_checkout']);
  });
});
