import { LockMode } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { runEvery } from '../../../shared/infrastructure/interval-job.js';
import { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import { SYSTEM } from '../domain/transfer-status.js';
import { TransferActions } from './transfer-actions.js';

/**
 * What keeps a seller from waiting forever (ADR 22): a buyer who has not confirmed a mobile transfer
 * is reminded 48 hours after the seller's proof, or at the event's start if that comes first; at the
 * event's start an unconfirmed transfer is confirmed automatically unless the buyer opened a dispute.
 * Safe on every replica: rows are claimed with SKIP LOCKED.
 */
@Injectable()
export class TransferJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('TransferJobs');

  constructor(
    private readonly actions: TransferActions,
    private readonly scheduler: SchedulerRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    runEvery(this.scheduler, this.logger, 'transfers.reminders-and-auto-confirm', 60_000, () =>
      Promise.all([this.remindBuyers(), this.autoConfirm()]),
    );
  }

  /** Reminds buyers whose reminder is due; returns how many. Each buyer is reminded once per transfer. */
  async remindBuyers(limit = 100): Promise<number> {
    const now = this.clock.now();
    return this.actions.save(undefined, async (em) => {
      const candidates = await em.find(
        TicketTransfer,
        { transferStatus: 'mobile_transfer_sent', buyerRemindedAt: null, proofUploadedAt: { $ne: null } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit },
      );
      let reminded = 0;
      for (const transfer of candidates) {
        const due = transfer.reminderDueAt();
        if (!due || due.getTime() > now.getTime()) continue;
        transfer.remindBuyer(now);
        reminded++;
      }
      return reminded;
    });
  }

  /** Confirms the transfers due at their event's start (no dispute open, none partly refunded); returns how many. */
  async autoConfirm(limit = 100): Promise<number> {
    const now = this.clock.now();
    return this.actions.save(undefined, async (em) => {
      const due = await em.find(
        TicketTransfer,
        {
          transferStatus: 'mobile_transfer_sent',
          disputeOpen: false,
          autoConfirmStopped: false,
          eventStartsAt: { $lte: now },
        },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit },
      );
      for (const transfer of due) transfer.advance('mobile_transfer_confirmed', SYSTEM, now);
      return due.length;
    });
  }
}
