import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import {
  InvalidPaymentRequest,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayRejected,
  PaymentEvents,
  PaymentNotFound,
  type RefundStatus,
} from '../../payments/index.js';
import { BuyerRefund } from '../domain/buyer-refund.entity.js';
import { PayoutStore } from './payout-store.js';
import { RefundCompletion } from './refund-completion.js';

/**
 * A buyer refund at the gateway (ADR 14, 20): asked for after its row commits (RefundRequested, at least
 * once: a repeat is refused as a duplicate and the refund's status tells what happened), its final state
 * learnt by webhook (a hint, checked with refundStatus) or by the reconciliation poll, and applied under
 * the transfer's lock: COMPLETED books the money (RefundCompletion), FAILED keeps the gateway's reason.
 */
@Injectable()
export class RefundsAtGateway implements OnModuleInit {
  private readonly logger = new Logger('BuyerRefunds');

  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly outbox: Outbox,
    private readonly paymentEvents: PaymentEvents,
    private readonly completion: RefundCompletion,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('RefundRequested', 'payouts.ask-gateway-for-refund', (event) =>
      this.askGateway(event.payload.payoutId, event.payload.merchantRefundId),
    );
    // The orders module listens too, for its late-payment refunds (ids rf_…); ours are po_…: each ignores the other's.
    this.paymentEvents.onRefundEvent(async (event) => {
      const payout = await this.em.fork().findOne(BuyerRefund, { merchantRefundId: event.merchantRefundId });
      if (payout) await this.checkRefund(payout.id);
    });
  }

  /** Outbox handler (at least once): asks the gateway for the refund's current attempt, then reads its state. */
  async askGateway(payoutId: string, merchantRefundId: string): Promise<void> {
    const refund = await this.em.fork().findOne(BuyerRefund, { id: payoutId });
    if (!refund || refund.status !== 'pending' || refund.merchantRefundId !== merchantRefundId) return; // stale
    try {
      await this.gateway.refund({ merchantRefundId, originalMerchantOrderId: refund.paymentId, amount: refund.amount });
    } catch (error) {
      if (error instanceof InvalidPaymentRequest || error instanceof PaymentNotFound) {
        return this.refused(payoutId, merchantRefundId, error.message);
      }
      // Anything else but a 4xx leaves the outcome unknown: the outbox asks again later.
      if (!(error instanceof PaymentGatewayRejected)) throw error;
      // A repeat is refused as a duplicate; a real refusal leaves no refund behind: its status says which.
      try {
        await this.gateway.refundStatus(merchantRefundId);
      } catch (statusError) {
        if (statusError instanceof PaymentNotFound) return this.refused(payoutId, merchantRefundId, error.message);
        throw statusError;
      }
    }
    await this.checkRefund(payoutId);
  }

  /** Asks the gateway about a pending refund and applies a final answer (webhook, poll, after a request). */
  async checkRefund(payoutId: string): Promise<void> {
    const refund = await this.em.fork().findOne(BuyerRefund, { id: payoutId });
    if (!refund || refund.status !== 'pending' || !refund.merchantRefundId) return;
    const status = await this.gateway.refundStatus(refund.merchantRefundId);
    if (status.state !== 'COMPLETED' && status.state !== 'FAILED') return;
    if (status.amount !== refund.amount) {
      // Never move money on a figure that is not ours.
      this.logger.error({ payoutId, refunded: status.amount, expected: refund.amount }, 'Refund amount mismatch');
      return;
    }
    await this.apply(payoutId, refund.merchantRefundId, status);
  }

  /**
   * The reconciliation poll: pending refunds whose answer never came are asked about; one the gateway
   * never received (its request was lost) is asked for again. Returns how many were checked.
   */
  async reconcile(limit = 50): Promise<number> {
    const pending = await this.em
      .fork()
      .find(BuyerRefund, { status: 'pending' }, { orderBy: { updatedAt: 'asc' }, limit });
    let checked = 0;
    for (const refund of pending) {
      if (!refund.merchantRefundId) continue;
      try {
        await this.checkRefund(refund.id);
        checked++;
      } catch (error) {
        if (error instanceof PaymentNotFound) {
          await this.askGateway(refund.id, refund.merchantRefundId).catch((e: unknown) =>
            this.logger.warn({ err: e, payoutId: refund.id }, 'Reconciliation could not ask for a refund'),
          );
          checked++;
        } else {
          this.logger.warn({ err: error, payoutId: refund.id }, 'Reconciliation could not check a refund');
        }
      }
    }
    return checked;
  }

  private async apply(payoutId: string, merchantRefundId: string, status: RefundStatus): Promise<void> {
    const first = await this.em.fork().findOneOrFail(BuyerRefund, { id: payoutId });
    await this.store.save(undefined, async (em) => {
      await this.store.lock(em, first.transferId);
      const refund = await em.findOneOrFail(BuyerRefund, { id: payoutId });
      if (refund.merchantRefundId !== merchantRefundId) return; // an older attempt's late answer
      if (status.state === 'COMPLETED') {
        await this.completion.complete(em, refund, status.refundId);
      } else {
        const reason = ['The refund failed at the payment gateway', status.errorCode, status.detailedErrorCode]
          .filter(Boolean)
          .join(': ');
        refund.refundReached('FAILED', this.clock.now(), reason, status.refundId);
      }
    });
  }

  private async refused(payoutId: string, merchantRefundId: string, message: string): Promise<void> {
    this.logger.error({ payoutId, message }, 'The gateway refused a refund');
    await this.apply(payoutId, merchantRefundId, {
      merchantRefundId,
      originalMerchantOrderId: '',
      refundId: null,
      state: 'FAILED',
      amount: 0,
      errorCode: `Refused by the gateway (${message})`,
      detailedErrorCode: null,
    });
  }
}
