import type { Paise } from '@ticketsetu/contracts/money';
import type { EndBeforePayment, Order, OrderCapture } from './order.entity.js';
import type { OrderStatus } from './order-status.js';

/**
 * An order as other modules read it (ADR 83): a frozen copy of plain values, never the live entity, so
 * nothing outside orders can change an order or flush it by accident. Its capture is the ledger's figures.
 */
export interface OrderRecord {
  readonly id: string;
  readonly buyerId: string;
  readonly sellerId: string;
  readonly listingId: string;
  readonly eventId: string;
  readonly quantity: number;
  readonly price: Paise;
  readonly subtotal: Paise;
  readonly buyerFee: Paise;
  readonly creditApplied: Paise;
  readonly total: Paise;
  readonly status: OrderStatus;
  readonly isPaid: boolean;
  readonly paymentId: string;
  readonly paymentGateway: string;
  readonly gatewayTransactionId: string | null;
  readonly gatewayState: string | null;
  readonly payPageUrl: string | null;
  readonly holdExpiresAt: Date;
  readonly ticketType: 'mobile' | 'physical';
  readonly platformId: string | null;
  readonly deliveryAddress: string | null;
  readonly failureReason: string | null;
  readonly endedBeforePayment: EndBeforePayment | null;
  readonly refundId: string | null;
  readonly refundState: string | null;
  readonly refundedAt: Date | null;
  readonly createdAt: Date;
  readonly completedAt: Date | null;
  readonly capture: Readonly<OrderCapture>;
}

/** The read model of an order: its values copied, frozen. */
export function orderRecord(order: Order): OrderRecord {
  return Object.freeze({
    id: order.id,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    listingId: order.listingId,
    eventId: order.eventId,
    quantity: order.quantity,
    price: order.price,
    subtotal: order.subtotal,
    buyerFee: order.buyerFee,
    creditApplied: order.creditApplied,
    total: order.total,
    status: order.status,
    isPaid: order.isPaid,
    paymentId: order.paymentId,
    paymentGateway: order.paymentGateway,
    gatewayTransactionId: order.gatewayTransactionId,
    gatewayState: order.gatewayState,
    payPageUrl: order.payPageUrl,
    holdExpiresAt: order.holdExpiresAt,
    ticketType: order.ticketType,
    platformId: order.platformId,
    deliveryAddress: order.deliveryAddress,
    failureReason: order.failureReason,
    endedBeforePayment: order.endedBeforePayment,
    refundId: order.refundId,
    refundState: order.refundState,
    refundedAt: order.refundedAt,
    createdAt: order.createdAt,
    completedAt: order.completedAt,
    capture: Object.freeze(order.captureOf()),
  });
}
