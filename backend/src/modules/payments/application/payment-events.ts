import { Injectable, Logger } from '@nestjs/common';
import type { PaymentOrderEvent, PaymentRefundEvent, PaymentWebhookEvent } from '../domain/payment-gateway.js';

export type PaymentOrderListener = (event: PaymentOrderEvent) => Promise<void>;
export type PaymentRefundListener = (event: PaymentRefundEvent) => Promise<void>;

/**
 * Where the gateway's webhooks go. Other modules register listeners through the module's public
 * entry (e.g. orders, at start-up: `paymentEvents.onOrderEvent(e => this.settle(e.merchantOrderId))`).
 * The webhook endpoint answers 200 only after every listener for the event succeeded; a listener that
 * throws makes it answer 500, so PhonePe delivers the webhook again later. Listeners must therefore
 * be idempotent, and treat the event as a hint: confirm with PaymentGateway.orderStatus before money moves.
 */
@Injectable()
export class PaymentEvents {
  private readonly logger = new Logger('PaymentEvents');
  private readonly orderListeners: PaymentOrderListener[] = [];
  private readonly refundListeners: PaymentRefundListener[] = [];

  /** Called for checkout.order.completed and checkout.order.failed. Returns a function that unregisters it. */
  onOrderEvent(listener: PaymentOrderListener): () => void {
    this.orderListeners.push(listener);
    return () => remove(this.orderListeners, listener);
  }

  /** Called for pg.refund.completed and pg.refund.failed. Returns a function that unregisters it. */
  onRefundEvent(listener: PaymentRefundListener): () => void {
    this.refundListeners.push(listener);
    return () => remove(this.refundListeners, listener);
  }

  /** Runs the event's listeners one after another; the first failure is thrown to the webhook endpoint. */
  async dispatch(event: PaymentWebhookEvent): Promise<void> {
    const listeners: ((e: never) => Promise<void>)[] =
      event.kind === 'order' ? [...this.orderListeners] : [...this.refundListeners];
    if (listeners.length === 0) {
      this.logger.warn({ event: event.event }, 'No listener for a payment webhook; it is acknowledged and dropped');
    }
    for (const listener of listeners) await listener(event as never);
  }
}

function remove<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
