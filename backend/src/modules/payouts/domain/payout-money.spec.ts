import { type Paise, paise, percentOf, sellerPayout } from '@ticketsetu/contracts/money';
import {
  completionFigures,
  escrowRefunded,
  payoutAfterReversals,
  planRefund,
  type CompletedSale,
  reversalOf,
  type SaleFigures,
} from './payout-money.js';

const p = (n: number) => paise(n);
const MIN = p(100);

describe('escrowRefunded: refunds take the ticket price first', () => {
  const sale: SaleFigures = { subtotal: p(300_000), total: p(307_500) }; // 2.5 % buyer fee

  it('takes cash from the price until it is all refunded, then the fee', () => {
    expect(escrowRefunded(sale, [])).toBe(0);
    expect(escrowRefunded(sale, [p(100_000)])).toBe(100_000);
    expect(escrowRefunded(sale, [p(100_000), p(200_000)])).toBe(300_000);
    expect(escrowRefunded(sale, [p(305_000)])).toBe(300_000);
    expect(escrowRefunded(sale, [p(307_500)])).toBe(300_000);
  });

  it('takes the whole price once the whole total is refunded, even when credit paid part of it', () => {
    const credit: SaleFigures = { subtotal: p(100_000), total: p(70_000) }; // ₹300 of rewards credit
    expect(escrowRefunded(credit, [p(50_000)])).toBe(50_000);
    expect(escrowRefunded(credit, [p(50_000), p(20_000)])).toBe(100_000);
  });

  it('an order paid wholly with credit: its one refund, of no cash, takes the whole price', () => {
    const free: SaleFigures = { subtotal: p(80_000), total: p(0) };
    expect(escrowRefunded(free, [])).toBe(0);
    expect(escrowRefunded(free, [p(0)])).toBe(80_000);
  });
});

describe('completionFigures: the seller payout of a completed transfer', () => {
  it('is gross − seller fee, the fee half-up to the paisa (spec 9)', () => {
    expect(completionFigures({ subtotal: p(300_000), total: p(300_000) }, [], 5)).toEqual({
      gross: 300_000,
      fee: 15_000,
      payout: 285_000,
    });
    // 2.5 % of ₹9.99 is 24.975 paise: 25.
    expect(completionFigures({ subtotal: p(999), total: p(999) }, [], 2.5)).toEqual({
      gross: 999,
      fee: 25,
      payout: 974,
    });
    expect(completionFigures({ subtotal: p(150_000), total: p(150_000) }, [], 0)).toEqual({
      gross: 150_000,
      fee: 0,
      payout: 150_000,
    });
  });

  it('releases only what escrow still holds after refunds made before completion', () => {
    const sale = { subtotal: p(200_000), total: p(205_000) };
    expect(completionFigures(sale, [p(100_000)], 10)).toEqual({ gross: 100_000, fee: 10_000, payout: 90_000 });
    expect(completionFigures(sale, [p(205_000)], 10)).toEqual({ gross: 0, fee: 0, payout: 0 });
  });
});

describe('reversals: disputes take a completed sale back', () => {
  const sale: CompletedSale = { gross: p(300_000), reversed: p(0), sellerFeePercent: 5 };

  it('takes the seller part and the fee back in proportion', () => {
    expect(reversalOf(sale, p(100_000))).toEqual({ gross: 100_000, sellerFee: 5_000, sellerPart: 95_000 });
    expect(payoutAfterReversals({ ...sale, reversed: p(100_000) })).toEqual({ amount: 190_000, platformFee: 10_000 });
    expect(payoutAfterReversals({ ...sale, reversed: p(300_000) })).toEqual({ amount: 0, platformFee: 0 });
  });

  it('adds up to exactly the completion, whatever the rounding of each part', () => {
    // 40 % of 1 paisa rounds to 0, of 2 paise to 1: part by part would take 2 paise from a payout of 1.
    const tiny: CompletedSale = { gross: p(2), reversed: p(0), sellerFeePercent: 40 };
    const first = reversalOf(tiny, p(1));
    const second = reversalOf({ ...tiny, reversed: p(1) }, p(1));
    expect(first.sellerPart + second.sellerPart).toBe(sellerPayout(p(2), 40).payout);
    expect(first.sellerFee + second.sellerFee).toBe(sellerPayout(p(2), 40).fee);
    expect(payoutAfterReversals({ ...tiny, reversed: p(1) }).amount).toBeGreaterThanOrEqual(0);
  });

  it('refuses to take back more than the sale', () => {
    expect(() => reversalOf({ ...sale, reversed: p(250_000) }, p(50_001))).toThrow(RangeError);
  });
});

describe('planRefund', () => {
  const sale: SaleFigures = { subtotal: p(300_000), total: p(307_500) };
  const completed: CompletedSale = { gross: p(300_000), reversed: p(0), sellerFeePercent: 5 };

  it('before completion the money is in escrow: nothing to take back', () => {
    expect(planRefund({ sale, refunds: [], amount: p(307_500), completed: null, minimum: MIN })).toEqual({
      ok: true,
      reverse: 0,
    });
    expect(planRefund({ sale, refunds: [], amount: p(100_000), completed: null, minimum: MIN })).toEqual({
      ok: true,
      reverse: 0,
    });
  });

  it('after completion takes back from the seller what the refund needs from escrow', () => {
    expect(planRefund({ sale, refunds: [], amount: p(100_000), completed, minimum: MIN })).toEqual({
      ok: true,
      reverse: 100_000,
    });
    // A full refund takes the whole price back; the buyer fee comes from revenue, not from escrow.
    expect(planRefund({ sale, refunds: [], amount: p(307_500), completed, minimum: MIN })).toEqual({
      ok: true,
      reverse: 300_000,
    });
    // A refund reaching into the buyer fee takes only the rest of the price.
    const after = { ...completed, reversed: p(300_000) };
    expect(planRefund({ sale, refunds: [p(300_000)], amount: p(7_500), completed: after, minimum: MIN })).toEqual({
      ok: true,
      reverse: 0,
    });
  });

  it('a partial refund before completion leaves the rest for the seller; later refunds take it back', () => {
    const before = { ...completed, gross: p(200_000) }; // completed after a ₹1,000 refund
    expect(planRefund({ sale, refunds: [p(100_000)], amount: p(50_000), completed: before, minimum: MIN })).toEqual({
      ok: true,
      reverse: 50_000,
    });
  });

  it('refuses what the buyer did not pay or the gateway cannot refund', () => {
    const plan = (amount: number, refunds: number[] = []) =>
      planRefund({ sale, refunds: refunds.map(p), amount: p(amount), completed: null, minimum: MIN });
    expect(plan(307_501)).toEqual({ ok: false, problem: 'too_large', left: 307_500 });
    expect(plan(200_000, [200_000])).toEqual({ ok: false, problem: 'too_large', left: 107_500 });
    expect(plan(99)).toEqual({ ok: false, problem: 'too_small', left: 307_500 });
    expect(plan(307_450)).toEqual({ ok: false, problem: 'leaves_too_little', left: 307_500 });
    expect(plan(307_400)).toMatchObject({ ok: true });
  });

  it('an order paid wholly with credit is refunded once, with no cash', () => {
    const free: SaleFigures = { subtotal: p(80_000), total: p(0) };
    expect(planRefund({ sale: free, refunds: [], amount: p(0), completed: null, minimum: MIN })).toEqual({
      ok: true,
      reverse: 0,
    });
    expect(planRefund({ sale: free, refunds: [], amount: p(100), completed: null, minimum: MIN })).toMatchObject({
      problem: 'nothing_paid',
    });
    expect(planRefund({ sale: free, refunds: [p(0)], amount: p(0), completed: null, minimum: MIN })).toMatchObject({
      problem: 'too_large',
    });
  });
});

/** A small seeded generator, so a failure names a history that can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

describe('random histories keep escrow and the seller payout from going below zero', () => {
  it.each(Array.from({ length: 300 }, (_, i) => i + 1))('history %i', (seed) => {
    const next = random(seed);
    const subtotal = p(100 * (1 + next(5_000)));
    const buyerFee = percentOf(subtotal, next(5) * 2.5);
    const credit = p(next(3) === 0 ? Math.min(subtotal, next(subtotal)) : 0);
    const sale: SaleFigures = { subtotal, total: p(subtotal + buyerFee - credit) };
    const percent = [0, 2.5, 5, 12.5, 40, 100][next(6)]!;
    // An independent model of the order's escrow and the seller's payable, as the ledger posts them.
    let escrow = subtotal as number;
    let payable = 0;
    let completed: CompletedSale | null = null;
    const standing: Paise[] = [];
    let escrowTaken = 0; // by refunds that stand
    for (let step = 0; step < 8; step++) {
      if (!completed && next(3) === 0) {
        const figures = completionFigures(sale, standing, percent);
        escrow -= figures.gross;
        payable += figures.payout;
        completed = { gross: figures.gross, reversed: p(0), sellerFeePercent: percent };
        continue;
      }
      const left = sale.total - standing.reduce((a, b) => a + b, 0);
      if (left <= 0 && !(sale.total === 0 && standing.length === 0)) break;
      const amount = p(sale.total === 0 ? 0 : next(2) === 0 ? left : Math.max(100, next(left + 1)));
      const plan = planRefund({ sale, refunds: standing, amount, completed, minimum: MIN });
      if (!plan.ok) continue;
      if (plan.reverse > 0) {
        const reversal = reversalOf(completed!, plan.reverse);
        escrow += reversal.gross;
        payable -= reversal.sellerPart;
        completed = { ...completed!, reversed: p(completed!.reversed + plan.reverse) };
      }
      standing.push(amount);
      const taken = escrowRefunded(sale, standing);
      escrow -= taken - escrowTaken;
      escrowTaken = taken;
      expect(escrow).toBeGreaterThanOrEqual(0);
      expect(payable).toBeGreaterThanOrEqual(0);
      if (completed) expect(payoutAfterReversals(completed).amount).toBe(payable);
    }
    expect(escrow).toBeGreaterThanOrEqual(0);
    if (completed) expect(payoutAfterReversals(completed).amount).toBe(payable);
  });
});
