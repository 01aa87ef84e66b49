import { checkoutTotal, type Paise, paise, sellerPayout } from '@ticketsetu/contracts/money';
import { orderMoney, refundedBefore } from './balances.js';
import { checkInvariants } from './invariants.js';
import type { JournalEntry } from './journal-entry.js';
import { LedgerError } from './journal-entry.js';
import {
  buyerRefunded,
  type CaptureFigures,
  paymentCaptured,
  payoutFailed,
  payoutProcessed,
  refundSplit,
  rewardEarned,
  rewardReversed,
  transferCompleted,
  transferReversed,
} from './postings.js';

const ORDER = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const BUYER = '0b7e1a52-3c1d-4e6f-8a9b-0c1d2e3f4a5b';
const SELLER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const at = new Date('2026-12-01T10:00:00+05:30');
const p = (n: number) => paise(n);

/** Lines as `Dr account[:party] amount` text, the way an accountant reads an entry. */
function read(entry: JournalEntry): string[] {
  return entry.lines.map(
    (l) =>
      `${l.debit > 0 ? 'Dr' : 'Cr'} ${l.account}${l.partyId === BUYER ? ':buyer' : l.partyId === SELLER ? ':seller' : ''} ${l.debit || l.credit}`,
  );
}

/** Net debit − credit of every account/party over entries: all zero when they undo each other. */
function net(entries: readonly JournalEntry[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const entry of entries) {
    for (const line of entry.lines) {
      const id = `${line.account}${line.partyId ? `:${line.partyId}` : ''}`;
      sums[id] = (sums[id] ?? 0) + line.debit - line.credit;
    }
  }
  return sums;
}

function expectNetZero(entries: readonly JournalEntry[]) {
  for (const [account, sum] of Object.entries(net(entries))) expect([account, sum]).toEqual([account, 0]);
}

function refusal(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

// ₹1,499 × 2 at a 5% buyer fee with ₹200 of rewards credit: subtotal 2,99,800, fee 14,990, total 2,94,790 paise.
const charged = checkoutTotal(p(149_900), 2, 5, p(20_000));
const figures: CaptureFigures = {
  subtotal: charged.subtotal,
  buyerFee: charged.fee,
  creditApplied: charged.creditApplied,
  total: charged.total,
};
// The same order without credit: total 3,14,790 paise, so partial refunds can reach the fee.
const noCredit: CaptureFigures = { ...figures, creditApplied: p(0), total: p(314_790) };
const capture = paymentCaptured({ ...figures, orderId: ORDER, buyerId: BUYER, occurredAt: at });
const refundOf = (refundId: string, amount?: number, before = 0, f: CaptureFigures = figures) =>
  buyerRefunded({
    ...f,
    refundId,
    orderId: ORDER,
    buyerId: BUYER,
    refundedBefore: p(before),
    amount: amount === undefined ? undefined : p(amount),
    occurredAt: at,
  });

describe('paymentCaptured', () => {
  it('moves the cash and the spent credit into escrow and buyer fee revenue', () => {
    expect(figures).toEqual({ subtotal: 299_800, buyerFee: 14_990, creditApplied: 20_000, total: 294_790 });
    expect(capture.key).toBe(`payment-captured:${ORDER}`);
    expect(capture.kind).toBe('payment_captured');
    expect(capture.orderId).toBe(ORDER);
    expect(capture.occurredAt).toEqual(at);
    expect(read(capture)).toEqual([
      'Dr gateway_clearing 294790',
      'Dr rewards_liability:buyer 20000',
      'Cr escrow 299800',
      'Cr buyer_fee_revenue 14990',
    ]);
  });

  it('leaves out the credit and fee lines when there is none', () => {
    const plain = checkoutTotal(p(100_000), 1, 0);
    const entry = paymentCaptured({
      subtotal: plain.subtotal,
      buyerFee: plain.fee,
      creditApplied: plain.creditApplied,
      total: plain.total,
      orderId: ORDER,
      buyerId: BUYER,
      occurredAt: at,
    });
    expect(read(entry)).toEqual(['Dr gateway_clearing 100000', 'Cr escrow 100000']);
  });

  it('records an order paid wholly with credit without any cash line', () => {
    const free = checkoutTotal(p(10_000), 1, 5, p(50_000));
    expect(free.total).toBe(0);
    const entry = paymentCaptured({
      ...{ subtotal: free.subtotal, buyerFee: free.fee, creditApplied: free.creditApplied, total: free.total },
      orderId: ORDER,
      buyerId: BUYER,
      occurredAt: at,
    });
    expect(read(entry)).toEqual(['Dr rewards_liability:buyer 10500', 'Cr escrow 10000', 'Cr buyer_fee_revenue 500']);
  });

  it('refuses figures that do not add up, and amounts that are not paise', () => {
    expect(
      refusal(() => paymentCaptured({ ...figures, total: p(294_791), orderId: ORDER, buyerId: BUYER, occurredAt: at })),
    ).toBe('total 294791 must equal subtotal 299800 + buyerFee 14990 − creditApplied 20000');
    expect(
      refusal(() =>
        paymentCaptured({ ...figures, subtotal: 2998.5 as Paise, orderId: ORDER, buyerId: BUYER, occurredAt: at }),
      ),
    ).toBe('subtotal must be whole, non-negative paise, not 2998.5');
    expect(refusal(() => paymentCaptured({ ...figures, orderId: 'o-1', buyerId: BUYER, occurredAt: at }))).toBe(
      'Entry payment-captured:o-1: order id "o-1" is not a UUID',
    );
  });

  it('keys an order id the same way whatever its letter case', () => {
    expect(paymentCaptured({ ...figures, orderId: ORDER.toUpperCase(), buyerId: BUYER, occurredAt: at }).key).toBe(
      capture.key,
    );
  });
});

describe('transferCompleted and transferReversed', () => {
  const sale = sellerPayout(figures.subtotal, 2.5); // fee 7,495, payout 2,92,305
  const completed = transferCompleted({
    orderId: ORDER,
    sellerId: SELLER,
    gross: sale.gross,
    sellerFee: sale.fee,
    occurredAt: at,
  });

  it('releases escrow to the seller, less the seller fee the platform earns', () => {
    expect(completed.key).toBe(`transfer-completed:${ORDER}`);
    expect(read(completed)).toEqual([
      'Dr escrow 299800',
      'Cr seller_payable:seller 292305',
      'Cr platform_fee_revenue 7495',
    ]);
  });

  it('leaves out the fee line at a 0% seller fee, and refuses a fee above the gross', () => {
    const free = sellerPayout(figures.subtotal, 0);
    expect(
      read(
        transferCompleted({ orderId: ORDER, sellerId: SELLER, gross: free.gross, sellerFee: free.fee, occurredAt: at }),
      ),
    ).toEqual(['Dr escrow 299800', 'Cr seller_payable:seller 299800']);
    expect(
      refusal(() =>
        transferCompleted({ orderId: ORDER, sellerId: SELLER, gross: p(100), sellerFee: p(101), occurredAt: at }),
      ),
    ).toBe('sellerFee is more than gross: 101 paise is more than 100 paise');
  });

  it('reverses a completed sale exactly, so a dispute can refund from escrow', () => {
    const reversed = transferReversed({
      reversalId: 'dispute-7',
      orderId: ORDER,
      sellerId: SELLER,
      gross: sale.gross,
      sellerFee: sale.fee,
      occurredAt: at,
    });
    expect(reversed.key).toBe(`transfer-reversed:${ORDER}:dispute-7`);
    expect(read(reversed)).toEqual([
      'Dr seller_payable:seller 292305',
      'Dr platform_fee_revenue 7495',
      'Cr escrow 299800',
    ]);
    expectNetZero([completed, reversed]);
  });
});

describe('buyerRefunded', () => {
  it('in full is the exact reverse of the capture', () => {
    const refund = refundOf('r1');
    expect(refund.key).toBe(`buyer-refunded:${ORDER}:r1`);
    expect(read(refund)).toEqual([
      'Dr escrow 299800',
      'Dr buyer_fee_revenue 14990',
      'Cr gateway_clearing 294790',
      'Cr rewards_liability:buyer 20000',
    ]);
    expectNetZero([capture, refund]);
  });

  it('in part takes the ticket price first, then the fee, and keeps the credit until the last paisa', () => {
    expect(read(refundOf('r1', 100_000))).toEqual(['Dr escrow 100000', 'Cr gateway_clearing 100000']);
    // 2,95,000 refunded before: 4,800 of the price is left in escrow, the other 5,200 comes from the fee.
    expect(read(refundOf('r2', 10_000, 295_000, noCredit))).toEqual([
      'Dr escrow 4800',
      'Dr buyer_fee_revenue 5200',
      'Cr gateway_clearing 10000',
    ]);
  });

  it.each([
    // figures, refundedBefore, cash: escrow, fee, credit
    ['no credit', noCredit, 0, 1, { escrow: 1, buyerFee: 0, credit: 0 }],
    ['no credit', noCredit, 0, 299_800, { escrow: 299_800, buyerFee: 0, credit: 0 }],
    ['no credit', noCredit, 299_800, 1, { escrow: 0, buyerFee: 1, credit: 0 }],
    ['no credit', noCredit, 0, 314_790, { escrow: 299_800, buyerFee: 14_990, credit: 0 }],
    ['no credit', noCredit, 314_789, 1, { escrow: 0, buyerFee: 1, credit: 0 }],
    ['no credit', noCredit, 100_000, 214_790, { escrow: 199_800, buyerFee: 14_990, credit: 0 }],
    ['credit', figures, 0, 100_000, { escrow: 100_000, buyerFee: 0, credit: 0 }],
    ['credit', figures, 0, 294_790, { escrow: 299_800, buyerFee: 14_990, credit: 20_000 }],
    ['credit', figures, 294_789, 1, { escrow: 5_011, buyerFee: 14_990, credit: 20_000 }],
  ])('(%s) after %i paise, %i more splits as %p', (_, f, before, cash, split) => {
    expect(refundSplit(f, p(before), p(cash))).toEqual({ cash, ...split });
  });

  it.each([
    ['with credit', figures, [120_000, 170_000, 4_000, 2]],
    ['without credit', noCredit, [120_000, 179_800, 5_000, 2]],
  ])('in parts adding up to the total undoes the capture exactly (%s)', (_, f, parts) => {
    const entries = [paymentCaptured({ ...f, orderId: ORDER, buyerId: BUYER, occurredAt: at })];
    let before = 0;
    for (const [i, cash] of parts.entries()) {
      entries.push(refundOf(`part-${i}`, cash, before, f));
      before += cash;
    }
    entries.push(refundOf('last', undefined, before, f)); // all that is left
    expect(orderMoney(entries)).toEqual({
      capturedCash: f.total,
      refundedCash: f.total,
      creditApplied: f.creditApplied,
      creditRestored: f.creditApplied,
      escrowHeld: 0,
    });
    expectNetZero(entries);
    expect(checkInvariants(entries)).toEqual([]);
  });

  it('refuses to refund more than the total, or nothing', () => {
    expect(refusal(() => refundOf('r9', 294_791))).toBe(
      'a refund of 294791 paise after 0 paise would refund more than the total 294790',
    );
    expect(refusal(() => refundOf('r9', 1, 294_790))).toBe(
      'a refund of 1 paise after 294790 paise would refund more than the total 294790',
    );
    expect(refusal(() => refundOf('r9', undefined, 294_790))).toBe(
      `a refund of order ${ORDER} must give back at least one paisa`,
    );
    expect(refusal(() => refundOf('r9', 0))).toBe(`a refund of order ${ORDER} must give back at least one paisa`);
  });

  it('gives back the credit of an order paid wholly with it, once (keyed by the order)', () => {
    const free = checkoutTotal(p(10_000), 1, 5, p(50_000));
    const credit = {
      subtotal: free.subtotal,
      buyerFee: free.fee,
      creditApplied: free.creditApplied,
      total: free.total,
    };
    const captured = paymentCaptured({ ...credit, orderId: ORDER, buyerId: BUYER, occurredAt: at });
    const refund = (refundId: string) =>
      buyerRefunded({ ...credit, refundId, orderId: ORDER, buyerId: BUYER, occurredAt: at });
    expect(read(refund('a'))).toEqual([
      'Dr escrow 10000',
      'Dr buyer_fee_revenue 500',
      'Cr rewards_liability:buyer 10500',
    ]);
    expect(refund('a').key).toBe(refund('b').key);
    expectNetZero([captured, refund('a')]);
  });

  it('is built the same way again on a retry: refundedBefore leaves out the refund itself and later ones', () => {
    const first = refundOf('r1', 50_000);
    const second = refundOf('r2', 70_000, 50_000);
    const entries = [capture, first, second];
    expect(refundedBefore(entries, ORDER, 'r1')).toBe(0);
    expect(refundedBefore(entries, ORDER, 'r2')).toBe(50_000);
    expect(refundedBefore(entries, ORDER, 'r3')).toBe(120_000);
    expect(refundedBefore(entries, ORDER.toUpperCase(), 'r2')).toBe(50_000);
  });
});

describe('a late payment (paid after the hold expired, seats gone)', () => {
  it.each([
    ['with credit and fee', figures],
    ['plain', { subtotal: p(50_000), buyerFee: p(0), creditApplied: p(0), total: p(50_000) }],
  ])('captured then refunded in full nets to zero on every account (%s)', (_, f) => {
    const captured = paymentCaptured({ ...f, orderId: ORDER, buyerId: BUYER, occurredAt: at });
    const refunded = buyerRefunded({ ...f, refundId: 'late', orderId: ORDER, buyerId: BUYER, occurredAt: at });
    expectNetZero([captured, refunded]);
    expect(checkInvariants([captured, refunded])).toEqual([]);
  });
});

describe('payouts', () => {
  const facts = { payoutId: 'po-1', attempt: 1, sellerId: SELLER, amount: p(292_305), orderId: ORDER, occurredAt: at };

  it('processed: the debt to the seller leaves as cash; failed: it comes back, per attempt', () => {
    const processed = payoutProcessed(facts);
    const failed = payoutFailed(facts);
    expect(processed.key).toBe('payout-processed:po-1:1');
    expect(read(processed)).toEqual(['Dr seller_payable:seller 292305', 'Cr gateway_clearing 292305']);
    expect(failed.key).toBe('payout-failed:po-1:1');
    expect(read(failed)).toEqual(['Dr gateway_clearing 292305', 'Cr seller_payable:seller 292305']);
    expectNetZero([processed, failed]);
    expect(payoutProcessed({ ...facts, attempt: 2 }).key).toBe('payout-processed:po-1:2');
    expect(payoutProcessed({ ...facts, orderId: undefined }).orderId).toBeNull();
  });

  it('refuses an attempt that is not a whole number from 1, and an empty payout', () => {
    expect(refusal(() => payoutProcessed({ ...facts, attempt: 0 }))).toBe(
      'attempt must be a whole number from 1, not 0',
    );
    expect(refusal(() => payoutFailed({ ...facts, attempt: 1.5 }))).toBe(
      'attempt must be a whole number from 1, not 1.5',
    );
    expect(refusal(() => payoutProcessed({ ...facts, amount: p(0) }))).toBe(
      'Entry payout-processed:po-1:1: an entry needs at least two lines, got 0',
    );
  });
});

describe('rewards', () => {
  it('earned is an expense owed to the buyer; reversed takes it back under the same reward key', () => {
    const earned = rewardEarned({ key: 'buyer-11th', buyerId: BUYER, amount: p(149_900), occurredAt: at });
    const reversed = rewardReversed({ key: 'buyer-11th', buyerId: BUYER, amount: p(149_900), occurredAt: at });
    expect(earned.key).toBe('reward-earned:buyer-11th');
    expect(read(earned)).toEqual(['Dr rewards_expense 149900', 'Cr rewards_liability:buyer 149900']);
    expect(reversed.key).toBe('reward-reversed:buyer-11th');
    expect(read(reversed)).toEqual(['Dr rewards_liability:buyer 149900', 'Cr rewards_expense 149900']);
    expectNetZero([earned, reversed]);
  });

  it('refuses a key with spaces and a buyer that is not a user id', () => {
    expect(refusal(() => rewardEarned({ key: 'a b', buyerId: BUYER, amount: p(1), occurredAt: at }))).toBe(
      'key must be 1-100 printable characters without spaces, not "a b"',
    );
    expect(refusal(() => rewardEarned({ key: 'k', buyerId: 'someone', amount: p(1), occurredAt: at }))).toBe(
      "Entry reward-earned:k, line 2: rewards_liability needs the buyer's user id as its party",
    );
  });
});
