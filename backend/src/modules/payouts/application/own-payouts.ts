import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type Paise, paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CatalogService } from '../../catalog/index.js';
import { OrderQueries } from '../../orders/index.js';
import { isCompleted, isUndone, TransferQueries } from '../../transfers/index.js';
import { completionFigures } from '../domain/payout-money.js';
import { payoutReleaseLimits } from '../domain/payout-release.js';
import { BuyerRefund } from '../domain/buyer-refund.entity.js';
import { Payout } from '../domain/payout.entity.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';
import { exposureLimitOf, type PayoutView, toPayoutView } from './read-models.js';

/** A payout or refund as the person it pays sees it. */
export interface OwnPayoutView extends PayoutView {
  /** A dispute holds this seller payout: it cannot be paid until the dispute is resolved. */
  onHold: boolean;
  /** Held for high exposure: the limit (paise) the seller's unpaid total is above. */
  releaseExposureLimit: Paise | null;
}

export interface EarningsView {
  /**
   * What the seller is paid, or will be, for every sale that stands (not failed, not refunded in full):
   * the payout once the transfer completed, else what completion will release (gross − seller fee,
   * less what partial refunds took).
   */
  totalEarnings: Paise;
  /** What has reached the seller's UPI id (processed payouts). */
  paidOut: Paise;
  /** What waits until after the events (payouts held for risk, ADR 44). */
  heldUntilAfterEvent: Paise;
  totalTicketsSold: number;
  pendingTransfers: number;
  completedTransfers: number;
}

/**
 * The money side of Your Tickets: the payouts and refunds made to the signed-in person, and the earnings
 * summary of their sales. It lives here, not in transfers, because only payouts knows what refunds and
 * payouts did to each sale (the module map points one way).
 */
@Injectable()
export class OwnPayouts {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly transfers: TransferQueries,
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The person's seller payouts and buyer refunds, newest first. */
  async list(userId: string): Promise<OwnPayoutView[]> {
    const payouts = await this.em
      .fork()
      .find(Payout, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1000 });
    return this.describe(payouts);
  }

  /** Payouts as their person sees them: with the dispute and risk holds on them. */
  async describe(payouts: Payout[]): Promise<OwnPayoutView[]> {
    const held = await this.store.heldAmong(payouts.map((p) => p.transferId));
    const limits = payoutReleaseLimits(this.config);
    return payouts.map((p) => {
      const view = toPayoutView(p);
      return {
        ...view,
        onHold: p instanceof SellerPayout && held.has(p.transferId),
        releaseExposureLimit: exposureLimitOf(view, limits),
      };
    });
  }

  /** Your Listings' summary, agreeing with what each sale pays (ADR 32). */
  async earnings(sellerId: string): Promise<EarningsView> {
    const sales = (await this.transfers.salesOf(sellerId)).filter((sale) => !isUndone(sale.status));
    const em = this.em.fork();
    const payouts = await em.find(SellerPayout, { userId: sellerId });
    const payoutOf = new Map(payouts.map((p) => [p.transferId, p]));
    const orders = await this.orders.byIds(sales.map((s) => s.orderId));
    const events = await this.catalog.eventsByIds([...orders.values()].map((o) => o.eventId));
    const unpaid = sales.filter((s) => !payoutOf.has(s.transferId)).map((s) => s.transferId);
    const refunds = unpaid.length
      ? await em.find(BuyerRefund, { transferId: { $in: unpaid }, status: { $ne: 'failed' } })
      : [];

    let totalEarnings = 0;
    let totalTicketsSold = 0;
    let completedTransfers = 0;
    for (const sale of sales) {
      totalTicketsSold += sale.quantity;
      if (isCompleted(sale.status)) completedTransfers++;
      const payout = payoutOf.get(sale.transferId);
      const order = orders.get(sale.orderId);
      if (payout) totalEarnings += payout.amount;
      else if (order) {
        const refunded = refunds.filter((r) => r.transferId === sale.transferId).map((r) => r.amount);
        const feePercent = events.get(order.eventId)?.sellerFeePercent ?? 0;
        totalEarnings += completionFigures(order, refunded, feePercent).payout;
      }
    }
    const sum = (of: SellerPayout[]) => paise(of.reduce((total, p) => total + p.amount, 0));
    return {
      totalEarnings: paise(totalEarnings),
      paidOut: sum(payouts.filter((p) => p.status === 'processed')),
      heldUntilAfterEvent: sum(payouts.filter((p) => p.status === 'pending' && p.riskHeld)),
      totalTicketsSold,
      pendingTransfers: sales.length - completedTransfers,
      completedTransfers,
    };
  }
}
