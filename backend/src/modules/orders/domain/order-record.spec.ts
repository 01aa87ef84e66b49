import { paise } from '@ticketsetu/contracts/money';
import { Order } from './order.entity.js';
import { orderRecord } from './order-record.js';

const order = new Order({
  buyerId: 'b1',
  sellerId: 's1',
  listingId: 'l1',
  eventId: 'e1',
  quantity: 2,
  price: paise(150_000),
  subtotal: paise(300_000),
  buyerFee: paise(6_000),
  creditApplied: paise(1_000),
  total: paise(305_000),
  ticketType: 'mobile',
  platformId: 'me@district',
  deliveryAddress: null,
  idempotencyKey: 'k1',
  idempotencyFingerprint: 'fp1',
  createdAt: new Date('2026-12-09T10:00:00Z'),
});

describe('orderRecord: an order as other modules read it (ADR 83)', () => {
  it('copies plain values, the capture figures included', () => {
    const record = orderRecord(order);
    expect(record).toMatchObject({ id: order.id, buyerId: 'b1', total: 305_000, status: 'pending', isPaid: false });
    expect(record.capture).toEqual(order.captureOf());
  });

  it('is frozen and apart from the entity: nothing outside orders changes an order through it', () => {
    const record = orderRecord(order);
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.capture)).toBe(true);
    expect(record).not.toBeInstanceOf(Order);
    expect(() => ((record as { status: string }).status = 'completed')).toThrow(TypeError);
    expect(order.status).toBe('pending');
  });
});
