import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { isPaise, type Paise } from '@ticketsetu/contracts/money';
import type { SqlPart } from '../../../shared/domain/admin-list.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { IdentityService } from '../../identity/index.js';
import { TransferQueries } from '../../transfers/index.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import { BuyerRefund, disputeRefundKey } from '../domain/buyer-refund.entity.js';
import { BuyerRefunds } from './buyer-refunds.js';
import { PayoutStore } from './payout-store.js';
import { type PayoutView, toPayoutView, type TransferPayouts } from './read-models.js';

const TRANSFER_NOT_FOUND = 'Transfer not found';

/**
 * What other modules may ask of payouts (the disputes desk): hold and release a transfer's seller
 * payout while a dispute is open, refund the buyer fully or partly, and read a transfer's payouts.
 * Each change is exactly once by its business key (the transfer for holds, the dispute for a refund)
 * and runs under the transfer's lock; pass `em` to make it part of your own transaction.
 */
@Injectable()
export class PayoutsService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly refunds: BuyerRefunds,
    private readonly transfers: TransferQueries,
    private readonly identity: IdentityService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // Money we still owe someone (a payout or refund not yet paid) keeps their account from erasure.
    this.identity.registerPendingDuesCheck('payouts', async (userId) => {
      if (!isUuid(userId)) return false;
      const owed = await this.em
        .fork()
        .execute(`select 1 from payouts where user_id = ? and status in ('pending', 'failed') limit 1`, [userId]);
      return owed.length > 0;
    });
  }

  /**
   * Of the transfers the subquery gives, those with a refund to the buyer that stands (pending or paid,
   * in full or in part: not a failed one), as a subquery of `transfer_id`. A seller's profile counts
   * such a sale as refunded (ADR 65).
   */
  refundedTransfers(transferIds: SqlPart): SqlPart {
    return {
      sql: `select distinct p.ticket_transfer_id as transfer_id from payouts p
             where p.type = 'buyer_refund' and p.status <> 'failed' and p.ticket_transfer_id in (${transferIds.sql})`,
      params: transferIds.params,
    };
  }

  /**
   * A dispute is open on the transfer: its seller payout (now, or when the transfer completes later)
   * cannot be processed ('This payout is on hold while a dispute is open'). Holding twice is holding.
   */
  async holdForDispute(transferId: string, em?: EntityManager): Promise<TransferPayouts> {
    await this.requireTransfer(transferId);
    await this.store.save(em, async (tx) => {
      await this.store.lock(tx, transferId);
      await tx.execute(
        `insert into payout_holds (ticket_transfer_id, held, changed_at) values (?, true, ?)
         on conflict (ticket_transfer_id) do update set held = true, changed_at = excluded.changed_at
         where not payout_holds.held`,
        [transferId, this.clock.now()],
      );
    });
    return this.payoutFor(transferId, em);
  }

  /**
   * The dispute is closed: the seller payout may be processed again (and is handed to the payout
   * provider) — unless it is also held for risk until a time still to come (ADR 44); the payouts job
   * releases it then.
   */
  async releaseDisputeHold(transferId: string, em?: EntityManager): Promise<TransferPayouts> {
    await this.requireTransfer(transferId);
    await this.store.save(em, async (tx) => {
      await this.store.lock(tx, transferId);
      const now = this.clock.now();
      const released = await tx.execute<{ ticket_transfer_id: string }[]>(
        `update payout_holds set held = false, changed_at = ? where ticket_transfer_id = ? and held
         returning ticket_transfer_id`,
        [now, transferId],
      );
      if (released.length === 0) return;
      const payout = await this.store.sellerPayout(tx, transferId);
      payout?.releaseWhenDue(now); // a risk hold whose time passed while the dispute held it ends now
      payout?.announceDue();
    });
    return this.payoutFor(transferId, em);
  }

  /**
   * Refunds `amount` (paise) of what the buyer paid for the transfer's sale through PhonePe, once per
   * `disputeId` (a repeat answers the same refund; another amount or transfer under that id is
   * refused). Escrow first (ADR 20): before the transfer completed the money is still in escrow;
   * after, the part needed is taken back from the seller payout (reduced, or cancelled when nothing is
   * left) with transferReversed — refused when the seller was already paid. The refund is asked of the
   * gateway after your transaction commits; `payoutFor` shows it pending, then processed or failed.
   * A refund that returns everything makes the order refunded (PurchaseRefunded).
   */
  async refundBuyer(
    transferId: string,
    amount: Paise,
    reason: string,
    disputeId: string,
    em?: EntityManager,
  ): Promise<PayoutView> {
    if (!isPaise(amount))
      throw new PayoutError('PAYOUT_INVALID', 'The refund must be a whole number of paise', 'amount');
    const note = reason?.trim();
    if (!note) throw new PayoutError('PAYOUT_INVALID', 'Please give the reason for the refund', 'reason');
    if (typeof disputeId !== 'string' || !/^[A-Za-z0-9_.:-]{1,100}$/.test(disputeId)) {
      throw new PayoutError('PAYOUT_INVALID', 'A refund needs the id of the dispute that orders it', 'disputeId');
    }
    const sale = await this.requireTransfer(transferId);
    const order = await this.refunds.orderOf(sale.orderId);
    return this.store.save(em, async (tx) => {
      await this.store.lock(tx, transferId);
      const businessKey = disputeRefundKey(disputeId);
      const existing = await tx.findOne(BuyerRefund, { businessKey });
      if (existing) {
        if (existing.transferId !== transferId || existing.amount !== amount) {
          throw new PayoutError('REFUND_REFUSED', m.refundKeyReused);
        }
        return toPayoutView(existing);
      }
      const refund = await this.refunds.createRefund(tx, { transferId, order, amount, businessKey, note });
      return toPayoutView(refund);
    });
  }

  /** The transfer's seller payout, refunds and hold, as they stand. */
  async payoutFor(transferId: string, em: EntityManager = this.em.fork()): Promise<TransferPayouts> {
    if (!isUuid(transferId)) return { transferId, held: false, sellerPayout: null, refunds: [] };
    const [seller, refunds, held] = [
      await this.store.sellerPayout(em, transferId),
      await this.store.refunds(em, transferId),
      await this.store.isHeld(em, transferId),
    ];
    return {
      transferId,
      held,
      sellerPayout: seller && toPayoutView(seller),
      refunds: refunds.map(toPayoutView),
    };
  }

  /** Payouts waiting to be paid or refunded (status pending), by type, for the admin dashboard. */
  async countPending(): Promise<{ sellerPayouts: number; buyerRefunds: number }> {
    const rows = await this.em
      .fork()
      .execute<{ type: string; n: number }[]>(
        `select type, count(*)::int as n from payouts where status = 'pending' group by type`,
      );
    const of = (type: string) => rows.find((r) => r.type === type)?.n ?? 0;
    return { sellerPayouts: of('seller_payout'), buyerRefunds: of('buyer_refund') };
  }

  /** Payouts by type (seller payout, buyer refund) and status. */
  async countByTypeAndStatus(): Promise<{ type: string; status: string; count: number }[]> {
    const rows = await this.em
      .fork()
      .execute<{ type: string; status: string; n: number }[]>(
        'select type, status, count(*)::int as n from payouts group by 1, 2',
      );
    return rows.map((r) => ({ type: r.type, status: r.status, count: r.n }));
  }

  private async requireTransfer(transferId: string) {
    const sale = await this.transfers.saleOf(transferId);
    if (!sale) throw new PayoutError('PAYOUT_NOT_FOUND', TRANSFER_NOT_FOUND);
    return sale;
  }
}
