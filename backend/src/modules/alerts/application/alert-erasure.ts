import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';

/**
 * An erased account's alerts end with its erasure (ADR 66): in the erasure's own transaction
 * (`subscribeInTransaction`), every live alert of the person is marked `ended` and their deliveries not yet
 * sent are dropped, so no mail is queued or sent to them after. Ending an ended alert, or dropping nothing,
 * changes nothing: a repeat is harmless.
 */
@Injectable()
export class AlertErasure implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeInTransaction('AccountErased', 'alerts.erase', async (event, em) => {
      await this.endAll(event.payload.userId, em);
    });
  }

  /** Ends the person's alerts and drops their unsent deliveries; answers how many alerts ended. */
  async endAll(userId: string, em: EntityManager): Promise<number> {
    const now = this.clock.now();
    // A batch being sent holds its rows (FOR UPDATE): this waits for it, then finds them sent.
    await em.execute('delete from ticket_alert_deliveries where user_id = ? and done_at is null', [userId]);
    const [row] = await em.execute<{ ended: number }[]>(
      `with ended as (
         update ticket_alerts set status = 'ended', ended_at = ?, updated_at = ?
          where user_id = ? and status = 'active' returning 1)
       select count(*)::integer as ended from ended`,
      [now, now, userId],
    );
    return row?.ended ?? 0;
  }
}
