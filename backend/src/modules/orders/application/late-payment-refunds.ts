import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { paise } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { buyerRefunded } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentGatewayRejected, PaymentNotFound } from '../../payments/index.js';
import { Order } from '../domain/order.entity.js';

/**
 * A payment that came after its seats were gone, or for a checkout that had ended (LatePaymentRefunded),
 * goes back in full: asked of the gateway once per order's refund id, and once the gateway completes
 * it the money leaves the ledger (once, with its credit note).
 */
@Injectable()
export class LatePaymentRefunds implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly taxDocuments: TaxDocuments,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('LatePaymentRefunded', 'orders.refund-late-payment', (event) =>
      this.requestRefund(event.payload.orderId),
    );
  }

  /** Outbox handler: asks the gateway to refund a late payment in full (a repeat is refused there as a duplicate). */
  async requestRefund(orderId: string): Promise<void> {
    const order = await this.em.fork().findOne(Order, { id: orderId });
    if (!order?.refundId || order.refundState === 'COMPLETED') return;
    try {
      await this.gateway.refund({
        merchantRefundId: order.refundId,
        originalMerchantOrderId: order.paymentId,
        amount: order.total,
      });
    } catch (error) {
      // Asked already (a repeat): the refund's status tells what happened.
      if (!(error instanceof PaymentGatewayRejected) || error instanceof PaymentNotFound) throw error;
    }
    await this.checkRefund(orderId);
  }

  /** The refund's state at the gateway; once completed, the money leaves the ledger (once). */
  async checkRefund(orderId: string): Promise<void> {
    const order = await this.em.fork().findOne(Order, { id: orderId });
    if (!order?.refundId || order.refundState === 'COMPLETED') return;
    const status = await this.gateway.refundStatus(order.refundId);
    if (status.state !== 'COMPLETED' && status.state !== 'FAILED') return;
    await this.uow.run(async (em) => {
      const locked = await em.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      if (!locked.refundReached(status.state as 'COMPLETED' | 'FAILED', now) || status.state !== 'COMPLETED') return;
      // A credit note: it keeps its invoice's place of supply, whatever the event says now.
      await this.taxDocuments.book(
        em,
        buyerRefunded({
          ...locked.captureOf(),
          refundId: locked.refundId!,
          amount: paise(locked.total),
          occurredAt: now,
        }),
        { recipientId: locked.buyerId, eventState: null },
      );
    });
  }
}
