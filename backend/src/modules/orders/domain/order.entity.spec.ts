import { paise } from '@ticketsetu/contracts/money';
import { ORDER_PAID } from './order-errors.js';
import { CANCELLED, HOLD_RAN_OUT, LATE_PAYMENT, Order } from './order.entity.js';

const at = new Date('2026-12-09T10:00:00Z');

function anOrder(figures?: { subtotal: number; buyerFee: number; creditApplied: number; total: number }): Order {
  return new Order({
    buyerId: 'b1',
    sellerId: 's1',
    listingId: 'l1',
    eventId: 'e1',
    quantity: 1,
    price: paise(150_000),
    subtotal: paise(150_000),
    buyerFee: paise(3_000),
    creditApplied: paise(0),
    total: paise(153_000),
    ticketType: 'mobile',
    platformId: 'me@district',
    deliveryAddress: null,
    idempotencyKey: 'key-12345678',
    idempotencyFingerprint: 'f'.repeat(64),
    createdAt: at,
    ...(figures && {
      subtotal: paise(figures.subtotal),
      buyerFee: paise(figures.buyerFee),
      creditApplied: paise(figures.creditApplied),
      total: paise(figures.total),
    }),
  });
}

describe('an order ending before its payment', () => {
  it('cancels a pending order: failed, with its reason, once; a repeat changes nothing', () => {
    const order = anOrder();
    order.cancel(at);
    expect(order).toMatchObject({ status: 'failed', failureReason: CANCELLED, endedBeforePayment: 'cancelled' });
    expect(order.pullRecordedEvents().map((e) => e.type)).toEqual(['PaymentFailed']);
    order.cancel(new Date(at.getTime() + 1000));
    expect(order).toMatchObject({ status: 'failed', completedAt: at, endedBeforePayment: 'cancelled' });
    expect(order.pullRecordedEvents()).toEqual([]);
  });

  it('keeps a failed order as it was when cancelled, marking it so a late payment goes back', () => {
    const order = anOrder();
    order.fail(HOLD_RAN_OUT, at);
    order.cancel(at);
    expect(order).toMatchObject({ status: 'failed', failureReason: HOLD_RAN_OUT, endedBeforePayment: 'cancelled' });
  });

  it('refuses to cancel a paid order, completed or refunded', () => {
    const completed = anOrder();
    completed.complete('OM1', at);
    expect(() => completed.cancel(at)).toThrow(ORDER_PAID);
    const refunded = anOrder();
    refunded.fail(HOLD_RAN_OUT, at);
    refunded.refundLatePayment('OM2', at, 'seats_gone');
    expect(() => refunded.cancel(at)).toThrow(ORDER_PAID);
    expect(completed.status).toBe('completed');
  });

  it('a start that failed stays so when cancelled; each late refund says why', () => {
    const order = anOrder();
    order.failToStart('Failed to create payment order', at);
    order.cancel(at);
    expect(order.endedBeforePayment).toBe('start_failed');
    order.refundLatePayment('OM3', at, 'start_failed');
    expect(order).toMatchObject({
      status: 'refunded',
      failureReason: LATE_PAYMENT.start_failed,
      refundState: 'PENDING',
    });
    const late = order.pullRecordedEvents().find((e) => e.type === 'LatePaymentRefunded');
    expect(late?.payload).toMatchObject({ why: 'start_failed', amount: 153_000 });
  });
});

describe("an order's capture", () => {
  it('gives the ledger its own figures: what was charged, the credit spent, whose order', () => {
    const order = anOrder();
    expect(order.captureOf()).toEqual({
      orderId: order.id,
      buyerId: 'b1',
      subtotal: 150_000,
      buyerFee: 3_000,
      creditApplied: 0,
      total: 153_000,
    });
  });

  it('carries the rewards credit spent, so the ledger can take it from the buyer', () => {
    const figures = { subtotal: 150_000, buyerFee: 3_000, creditApplied: 20_000, total: 133_000 };
    expect(anOrder(figures).captureOf()).toMatchObject({ ...figures, buyerId: 'b1' });
  });
});
