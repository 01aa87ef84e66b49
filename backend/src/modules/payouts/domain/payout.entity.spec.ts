import { randomUUID } from 'node:crypto';
import { paise } from '@ticketsetu/contracts/money';
import { Payout } from './payout.entity.js';
import { normaliseUtr } from './utr.js';

const at = new Date('2026-11-24T10:00:00Z');
const admin = randomUUID();

function sellerPayout(gross = 300_000, percent = 5) {
  return Payout.forSeller({
    transferId: randomUUID(),
    orderId: randomUUID(),
    sellerId: randomUUID(),
    upiId: 'seller@okaxis',
    gross: paise(gross),
    sellerFeePercent: percent,
    at,
  });
}

function buyerRefund(amount = 307_500) {
  return Payout.forBuyerRefund({
    transferId: randomUUID(),
    orderId: randomUUID(),
    buyerId: randomUUID(),
    amount: paise(amount),
    paymentId: 'ts_order',
    businessKey: `transfer-failed:${randomUUID()}`,
    note: 'Transfer failed: seller never sent it',
    at,
  });
}

const events = (payout: Payout) => payout.pullRecordedEvents().map((e) => e.type);

describe('a seller payout', () => {
  it('is gross − fee by UPI to the listing’s UPI id, pending', () => {
    const payout = sellerPayout();
    expect(payout).toMatchObject({
      type: 'seller_payout',
      amount: 285_000,
      platformFee: 15_000,
      status: 'pending',
      payoutMethod: 'upi',
      payoutDetails: 'seller@okaxis',
      attempt: 0,
    });
    expect(events(payout)).toEqual(['PayoutCreated']);
  });

  it('needs a UTR and no open dispute to be processed; each processing is a new attempt', () => {
    const payout = sellerPayout();
    const change = { by: admin, at };
    expect(() => payout.changeByStaff({ ...change, to: 'processed', held: false })).toThrow(
      'Please enter the UPI transaction reference (UTR) of the payment',
    );
    expect(() => payout.changeByStaff({ ...change, to: 'processed', utr: '123456789012', held: true })).toThrow(
      'This payout is on hold while a dispute is open',
    );
    expect(payout.status).toBe('pending');

    expect(payout.changeByStaff({ ...change, to: 'processed', utr: '123456789012', held: false })).toEqual({
      kind: 'processed',
      attempt: 1,
    });
    expect(payout).toMatchObject({ status: 'processed', utr: '123456789012', processedAt: at });
    // A double click is no change; another UTR for a processed payout is refused.
    expect(payout.changeByStaff({ ...change, to: 'processed', utr: '123456789012', held: false })).toEqual({
      kind: 'none',
    });
    expect(() => payout.changeByStaff({ ...change, to: 'processed', utr: '999999999999', held: false })).toThrow(
      'This payout is already processed',
    );

    expect(() => payout.changeByStaff({ ...change, to: 'failed', held: false })).toThrow(
      'Please enter the reason the payout failed',
    );
    expect(payout.changeByStaff({ ...change, to: 'failed', reason: 'UPI id closed', held: false })).toEqual({
      kind: 'undone',
      attempt: 1,
    });
    expect(payout).toMatchObject({ status: 'failed', utr: null, processedAt: null, failureReason: 'UPI id closed' });
    expect(payout.changeByStaff({ ...change, to: 'processed', utr: '222233334444', held: false })).toEqual({
      kind: 'processed',
      attempt: 2,
    });
    expect(payout.changeByStaff({ ...change, to: 'pending', held: false })).toEqual({ kind: 'undone', attempt: 2 });
    expect(events(payout)).toEqual(['PayoutCreated', 'PayoutProcessed', 'PayoutFailed', 'PayoutProcessed']);
    expect(payout.pullChanges().map((c) => `${c.from}->${c.to}#${c.attempt}`)).toEqual([
      'pending->processed#1',
      'processed->failed#1',
      'failed->processed#2',
      'processed->pending#2',
    ]);
  });

  it('failing one never processed moves no money', () => {
    const payout = sellerPayout();
    expect(payout.changeByStaff({ to: 'failed', reason: 'Wrong UPI id', held: false, by: admin, at })).toEqual({
      kind: 'none',
    });
  });

  it('shrinks when a dispute takes part of the sale back, and is cancelled when nothing is left', () => {
    const payout = sellerPayout();
    expect(payout.takeBack(paise(100_000), at, 'Dispute')).toEqual({ gross: 100_000, sellerFee: 5_000 });
    expect(payout).toMatchObject({ amount: 190_000, platformFee: 10_000, status: 'pending' });
    payout.takeBack(paise(200_000), at, 'Dispute');
    expect(payout).toMatchObject({ amount: 0, platformFee: 0, status: 'cancelled' });
    expect(() => payout.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at })).toThrow(
      'This payout was cancelled: the sale was refunded to the buyer',
    );
  });

  it('cannot be taken back once paid', () => {
    const payout = sellerPayout();
    payout.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at });
    expect(() => payout.takeBack(paise(1_000), at, 'Dispute')).toThrow(/already been paid/);
  });
});

describe('a buyer refund', () => {
  it('is asked of the gateway under a new id per attempt, and settled by its answer once', () => {
    const refund = buyerRefund();
    expect(refund).toMatchObject({ platformFee: 0, payoutMethod: 'phonepe_refund', payoutDetails: 'ts_order' });
    const first = refund.requestRefund(at);
    expect(first).toMatch(/^po_[0-9a-f]{32}_1$/);
    expect(refund.refundReached('FAILED', at, 'Bank declined', 'OMR1')).toBe(true);
    expect(refund.refundReached('FAILED', at, 'Bank declined', 'OMR1')).toBe(false);
    expect(refund).toMatchObject({ status: 'failed', failureReason: 'Bank declined' });

    refund.retryRefund(admin, at);
    const second = refund.requestRefund(at);
    expect(second).not.toBe(first);
    expect(refund.refundReached('COMPLETED', at, null, 'OMR2')).toBe(true);
    expect(refund).toMatchObject({ status: 'processed', processedAt: at, gatewayRefundId: 'OMR2' });
    expect(refund.refundReached('FAILED', at, 'late', null)).toBe(false);
    expect(events(refund)).toEqual([
      'PayoutCreated',
      'RefundRequested',
      'PayoutFailed',
      'RefundRequested',
      'PayoutProcessed',
    ]);
  });

  it('is not processed or failed by staff: PhonePe decides', () => {
    const refund = buyerRefund();
    refund.requestRefund(at);
    for (const to of ['processed', 'failed'] as const) {
      expect(() => refund.changeByStaff({ to, utr: '123456789012', reason: 'x', held: false, by: admin, at })).toThrow(
        'A buyer refund is completed or failed by PhonePe; only a failed refund can be retried',
      );
    }
    expect(() => refund.retryRefund(admin, at)).toThrow();
  });
});

describe('UTR', () => {
  it('is the 12 digits of a UPI payment, spaces and dashes dropped', () => {
    expect(normaliseUtr('412345678901')).toBe('412345678901');
    expect(normaliseUtr(' 4123 4567 8901 ')).toBe('412345678901');
    expect(normaliseUtr('4123-4567-8901')).toBe('412345678901');
    for (const bad of ['41234567890', '4123456789012', 'ABCD12345678', '', null, 412345678901]) {
      expect(normaliseUtr(bad)).toBeNull();
    }
  });
});
