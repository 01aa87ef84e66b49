import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { PaymentEvents } from '../../payments/index.js';
import { Order } from '../domain/order.entity.js';
import { LatePaymentRefunds } from './late-payment-refunds.js';
import { SettlementService } from './settlement.service.js';

/**
 * Following payments up at the gateway: its webhooks are only hints (the status is always asked of the
 * gateway itself, SettlementService), and the reconciliation job asks about the payments nobody told us
 * about.
 */
@Injectable()
export class GatewayFollowUp implements OnModuleInit {
  private readonly logger = new Logger('Settlement');

  constructor(
    private readonly em: EntityManager,
    private readonly settlement: SettlementService,
    private readonly lateRefunds: LatePaymentRefunds,
    private readonly paymentEvents: PaymentEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.paymentEvents.onOrderEvent(async (event) => {
      const order = await this.em.fork().findOne(Order, { paymentId: event.merchantOrderId });
      if (order) await this.settlement.checkWithGateway(order.id);
    });
    this.paymentEvents.onRefundEvent(async (event) => {
      const order = await this.em.fork().findOne(Order, { refundId: event.merchantRefundId });
      if (order) await this.lateRefunds.checkRefund(order.id);
    });
  }

  /**
   * Asks the gateway about payments nobody told us about: orders still pending a few minutes after
   * they began, and orders failed by their hold running out whose payment the gateway has not yet
   * called final (a late payment). Late refunds still in flight are checked too.
   */
  async reconcile(limit = 50): Promise<number> {
    const now = this.clock.now();
    const due = await this.em.fork().find(
      Order,
      {
        $or: [
          { status: 'pending', createdAt: { $lt: later(now, -3 * 60_000) } },
          {
            status: 'failed',
            gatewayState: { $nin: ['FAILED', 'AMOUNT_MISMATCH'] },
            createdAt: { $gt: later(now, -86_400_000) },
          },
        ],
      },
      { orderBy: { createdAt: 'asc' }, limit },
    );
    let checked = 0;
    for (const order of due) {
      try {
        await this.settlement.checkWithGateway(order.id);
        checked++;
      } catch (error) {
        this.logger.warn({ err: error, orderId: order.id }, 'Reconciliation could not check a payment');
      }
    }
    const refunds = await this.em.fork().find(Order, { refundState: { $in: ['PENDING', 'CONFIRMED'] } }, { limit });
    for (const order of refunds) {
      await this.lateRefunds.requestRefund(order.id).catch(() => undefined);
      await this.lateRefunds.checkRefund(order.id).catch(() => undefined);
    }
    return checked;
  }
}
