import { buyingLimitMessage } from '@ticketsetu/contracts/rules';
import { buyingLimitProblem, holdsTickets, ticketsLeft } from './buying-limit.js';

const now = new Date('2026-12-15T10:00:00.000Z');
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 1);

describe('buying limits (ADR 70)', () => {
  it('counts what the buyer holds or has bought, not what an order gave back', () => {
    expect(holdsTickets({ status: 'completed', holdExpiresAt: earlier }, now)).toBe(true);
    expect(holdsTickets({ status: 'pending', holdExpiresAt: later }, now)).toBe(true);
    expect(holdsTickets({ status: 'pending', holdExpiresAt: now }, now)).toBe(false); // the hold ran out
    expect(holdsTickets({ status: 'pending', holdExpiresAt: earlier }, now)).toBe(false);
    for (const status of ['failed', 'refunded'] as const) {
      expect(holdsTickets({ status, holdExpiresAt: later }, now)).toBe(false);
    }
  });

  it('refuses a checkout past the cap, counting what the buyer has already', () => {
    expect(buyingLimitProblem(4, 0, 4)).toBeNull();
    expect(buyingLimitProblem(4, 3, 1)).toBeNull();
    expect(buyingLimitProblem(4, 0, 5)).toBe('You can buy at most 4 tickets for this event.');
    expect(buyingLimitProblem(4, 3, 2)).toBe(
      'You can buy at most 4 tickets for this event. You already have 3 tickets, so you can buy 1 more.',
    );
    expect(buyingLimitProblem(4, 4, 1)).toBe(
      'You can buy at most 4 tickets for this event. You already have 4 tickets, so you cannot buy more.',
    );
    expect(buyingLimitProblem(1, 0, 2)).toBe('You can buy at most 1 ticket for this event.');
    expect(buyingLimitProblem(2, 1, 2)).toBe(
      'You can buy at most 2 tickets for this event. You already have 1 ticket, so you can buy 1 more.',
    );
  });

  it('has no cap without one', () => {
    expect(buyingLimitProblem(null, 500, 6)).toBeNull();
    expect(ticketsLeft(null, 500)).toBe(Number.POSITIVE_INFINITY);
    expect(ticketsLeft(4, 1)).toBe(3);
    expect(ticketsLeft(4, 6)).toBe(0); // a cap lowered below what a buyer has already
    expect(buyingLimitMessage(4, 6)).toBe(
      'You can buy at most 4 tickets for this event. You already have 6 tickets, so you cannot buy more.',
    );
  });
});
