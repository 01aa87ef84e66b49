import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Paise, paise } from '@ticketsetu/contracts/money';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { BuyerRefund } from '../domain/buyer-refund.entity.js';
import { Payout } from '../domain/payout.entity.js';
import { type SellerStanding, sellerStandingSql } from '../domain/payout-release.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';

/** The advisory-lock key space of payouts (two-key locks do not collide with one-key ones). */
const PAYOUT_LOCKS = 20261124;
/** The key space of a seller's new payouts, so two sales of one seller weigh their standing one at a time. */
const SELLER_STANDING_LOCKS = 20261204;

/**
 * Persistence of payouts: the per-transfer lock every money change takes, the save that writes a
 * change with its history and events in one commit, and the reads those changes need.
 */
@Injectable()
export class PayoutStore {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Serialises every change to one transfer's payouts (seller payout, refunds, hold) until the
   * transaction ends: a repeat waits and then finds the work done, and an order's refunds are planned
   * and posted one at a time (ADR 20). One sale is one transfer is one order.
   */
  async lock(em: EntityManager, transferId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [PAYOUT_LOCKS, transferId]);
  }

  /**
   * Runs a change in one commit (joining `within` when given): the payouts it touched are flushed,
   * each status change is kept in payout_changes (who, when, from, to), and the recorded events go to
   * the outbox.
   */
  save<T>(within: EntityManager | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.uow.run(async (em) => {
      const result = await work(em);
      await em.flush();
      for (const entity of em.getUnitOfWork().getIdentityMap().values()) {
        if (!(entity instanceof Payout)) continue;
        for (const c of entity.pullChanges()) {
          await em.execute(
            `insert into payout_changes (id, payout_id, from_status, to_status, attempt, utr, reason, by_user_id, at)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [randomUUID(), entity.id, c.from, c.to, c.attempt, c.utr, c.reason, c.by, c.at],
          );
        }
      }
      return result;
    }, within);
  }

  /**
   * Serialises the creation of one seller's payouts (taken after the transfer's lock, and by nothing
   * else), so each new payout sees the ones created before it when the risk rule weighs the seller.
   */
  async lockSeller(em: EntityManager, sellerId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [SELLER_STANDING_LOCKS, sellerId]);
  }

  /** The seller's standing for a new payout of `newAmount` (payout-release.ts's `sellerStanding`, in SQL). */
  async sellerStanding(em: EntityManager, sellerId: string, newAmount: Paise): Promise<SellerStanding> {
    const [row] = await em.execute<{ paid_sales: number; unpaid: string | number }[]>(sellerStandingSql, [sellerId]);
    return { paidSales: row?.paid_sales ?? 0, unpaid: paise(Number(row?.unpaid ?? 0) + newAmount) };
  }

  /**
   * What the seller sold through us in [from, to) before this sale, net of what was taken back: the
   * running gross the ₹5 lakh threshold counts (ADR 49). Read under lockSeller, so two sales see each other.
   */
  async grossSold(em: EntityManager, sellerId: string, from: Date, to: Date): Promise<Paise> {
    const [row] = await em.execute<{ gross: string | number | null }[]>(
      `select coalesce(sum(gross - reversed_gross), 0) as gross from payouts
        where type = 'seller_payout' and user_id = ? and created_at >= ? and created_at < ?`,
      [sellerId, from.toISOString(), to.toISOString()],
    );
    return paise(Number(row?.gross ?? 0));
  }

  /** A payout or refund by its id (null for an unknown or malformed one). */
  byId(payoutId: string): Promise<Payout | null> {
    return isUuid(payoutId) ? this.em.fork().findOne(Payout, { id: payoutId }) : Promise.resolve(null);
  }

  sellerPayout(em: EntityManager, transferId: string): Promise<SellerPayout | null> {
    return em.findOne(SellerPayout, { transferId });
  }

  /** The transfer's buyer refunds, oldest first. */
  refunds(em: EntityManager, transferId: string): Promise<BuyerRefund[]> {
    return em.find(BuyerRefund, { transferId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Whether a dispute holds the transfer's seller payout. */
  async isHeld(em: EntityManager, transferId: string): Promise<boolean> {
    if (!isUuid(transferId)) return false;
    const [row] = await em.execute<{ held: boolean }[]>('select held from payout_holds where ticket_transfer_id = ?', [
      transferId,
    ]);
    return row?.held ?? false;
  }

  /** The held transfers among these. */
  async heldAmong(transferIds: string[]): Promise<Set<string>> {
    const ids = [...new Set(transferIds)].filter(isUuid);
    if (ids.length === 0) return new Set();
    const rows = await this.em
      .fork()
      .execute<{ ticket_transfer_id: string }[]>(
        'select ticket_transfer_id from payout_holds where held and ticket_transfer_id = any(?::uuid[])',
        [uuidArray(ids)],
      );
    return new Set(rows.map((r) => r.ticket_transfer_id));
  }
}
