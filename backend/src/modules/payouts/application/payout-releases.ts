import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { releaseDueSql } from '../domain/payout-release.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';

/** Held payouts released per run (the next run takes the rest). */
const BATCH = 100;

/**
 * Payouts held where the risk is (ADR 44) are released once their time has passed: the payouts job
 * (every minute) ends each hold and announces the payout due exactly once — under the transfer's
 * lock, with the release written in the same commit as the announcement, so replicas running the job
 * together, staff releasing early and a dispute's release never announce it twice. A payout a dispute
 * holds is left to the dispute's release.
 */
@Injectable()
export class PayoutReleases {
  private readonly logger = new Logger('PayoutReleases');

  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Releases the held payouts whose time has passed; answers how many it released. */
  async releaseDue(): Promise<number> {
    const due = await this.em.fork().execute<{ id: string; ticket_transfer_id: string }[]>(
      `select p.id, p.ticket_transfer_id from payouts p
        where p.type = 'seller_payout' and p.status = 'pending' and ${releaseDueSql('p')}
          and not exists (select 1 from payout_holds h where h.ticket_transfer_id = p.ticket_transfer_id and h.held)
        order by p.release_at, p.id limit ?`,
      [this.clock.now(), BATCH],
    );
    let released = 0;
    for (const row of due) {
      try {
        if (await this.release(row.id, row.ticket_transfer_id)) released++;
      } catch (error) {
        this.logger.warn({ payoutId: row.id, err: error }, 'Releasing a held payout failed; the next run tries again');
      }
    }
    if (released > 0) this.logger.log({ released }, 'Held payouts released after their events');
    return released;
  }

  private release(payoutId: string, transferId: string): Promise<boolean> {
    return this.store.save(undefined, async (tx) => {
      await this.store.lock(tx, transferId);
      // Read again under the lock: staff or another replica may have released or paid it meanwhile.
      const payout = await tx.findOneOrFail(SellerPayout, { id: payoutId });
      if (payout.status !== 'pending' || (await this.store.isHeld(tx, transferId))) return false;
      if (!payout.releaseWhenDue(this.clock.now())) return false;
      payout.announceDue();
      return true;
    });
  }
}
