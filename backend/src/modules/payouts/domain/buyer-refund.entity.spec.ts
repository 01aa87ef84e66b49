import { randomUUID } from 'node:crypto';
import { paise } from '@ticketsetu/contracts/money';
import { BuyerRefund } from './buyer-refund.entity.js';

const at = new Date('2026-11-24T10:00:00Z');
const admin = randomUUID();

function buyerRefund(amount = 307_500) {
  return BuyerRefund.create({
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

const events = (refund: BuyerRefund) => refund.pullRecordedEvents().map((e) => e.type);

describe('a buyer refund', () => {
  it('is asked of the gateway under a new id per attempt, and settled by its answer once', () => {
    const refund = buyerRefund();
    expect(refund).toMatchObject({
      type: 'buyer_refund',
      platformFee: 0,
      payoutMethod: 'phonepe_refund',
      payoutDetails: 'ts_order',
    });
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
    expect(refund.pullChanges().map((c) => `${c.from}->${c.to}#${c.attempt}`)).toEqual([
      'pending->failed#1',
      'failed->pending#1',
      'pending->processed#2',
    ]);
  });

  it('is not processed or failed by staff: PhonePe decides', () => {
    const refund = buyerRefund();
    refund.requestRefund(at);
    for (const to of ['processed', 'failed'] as const) {
      expect(() => refund.askedByStaff(to)).toThrow(
        'A buyer refund is completed or failed by PhonePe; only a failed refund can be retried',
      );
    }
    expect(refund.askedByStaff('pending')).toBe('nothing');
    expect(() => refund.retryRefund(admin, at)).toThrow();
  });

  it('is retried by staff once failed', () => {
    const refund = buyerRefund();
    refund.requestRefund(at);
    refund.refundReached('FAILED', at, null, null);
    expect(refund.failureReason).toBe('The refund failed at the payment gateway');
    expect(refund.askedByStaff('failed')).toBe('nothing');
    expect(refund.askedByStaff('pending')).toBe('retry');
  });

  it('is asked of the gateway only while pending', () => {
    const refund = buyerRefund();
    refund.requestRefund(at);
    refund.refundReached('COMPLETED', at, null, null);
    expect(() => refund.requestRefund(at)).toThrow('A payout that is processed cannot be set to pending');
  });
});
