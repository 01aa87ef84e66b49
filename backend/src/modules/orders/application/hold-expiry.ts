import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { InventoryService } from '../../listings/index.js';
import { holdExpirySql } from '../domain/hold-expiry.js';
import { HOLD_RAN_OUT, Order } from '../domain/order.entity.js';

/**
 * Nobody paid in time: the pending orders whose hold's time passed fail and give their seats back, in
 * ONE pass over the one expiry time, the hold's (ADR 72). A waiting-list offer's hold that no order took
 * over is the waiting list's to end (WaitlistOffers.expireDue).
 */
@Injectable()
export class HoldExpiry {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inventory: InventoryService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Up to `limit` due orders, oldest hold first, in one transaction. Orders are locked first (SKIP
   * LOCKED: another replica, or a settlement in progress, keeps its own), then their holds and
   * listings, in the order settlement and Cancel take them, so the three never deadlock. A settlement
   * that had the order then finds it pending with its hold, or settles it and leaves nothing due.
   */
  expireHolds(limit = 100): Promise<number> {
    return this.uow.run(async (em) => {
      const now = this.clock.now();
      const rows = await em.execute<{ id: string }[]>(
        `select t.id from transactions t
          where t.status = 'pending' and ${holdExpirySql('t.hold_id')} <= ?
          order by ${holdExpirySql('t.hold_id')} limit ? for update of t skip locked`,
        [now, limit],
      );
      const due = rows.length ? await em.find(Order, { id: { $in: rows.map((row) => row.id) } }) : [];
      for (const order of due) {
        await this.inventory.release(order.holdId, 'expired', em);
        order.fail(HOLD_RAN_OUT, now);
      }
      return due.length;
    });
  }
}
