import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { checkProof, PROOF_MESSAGES } from '@ticketsetu/contracts/transfers';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import type { KeyedRequest } from '../../../shared/domain/request-fingerprint.js';
import { checkUpload, type UploadedFileOnDisk } from '../../../shared/infrastructure/storage/file-checks.js';
import { FILE_STORAGE, type FileStorage } from '../../../shared/infrastructure/storage/file-storage.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { AuditLog } from '../../audit/index.js';
import { InventoryService } from '../../listings/index.js';
import { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import { TRANSFER_MESSAGES as m, TransferError, transferEnded } from '../domain/transfer-errors.js';
import { isCompleted, isUndone, nextStatus, type TransferStatus } from '../domain/transfer-status.js';

/** Everything that moves a transfer: the seller's proof, the buyer's confirmation, staff, the jobs. */
@Injectable()
export class TransferActions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly inventory: InventoryService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Runs a change to transfers in one commit with its history: every step the transfers took is
   * written to `transfer_steps`, and their events (TransferAdvanced, TransferConfirmed,
   * TransferFailed) to the outbox. Inside a given transaction (`within`) it joins that one.
   */
  async save<T>(within: EntityManager | undefined, work: (em: EntityManager) => T | Promise<T>): Promise<T> {
    return this.uow.run(async (em) => {
      const result = await work(em);
      await em.flush();
      for (const entity of em.getUnitOfWork().getIdentityMap().values()) {
        if (!(entity instanceof TicketTransfer)) continue;
        for (const step of entity.pullSteps()) {
          await em.execute(
            'insert into transfer_steps (id, transfer_id, from_status, to_status, by_user_id, note, at) values (?, ?, ?, ?, ?, ?, ?)',
            [randomUUID(), entity.id, step.from, step.to, step.by, step.note, step.at],
          );
        }
      }
      return result;
    }, within);
  }

  /**
   * The seller's proof of a mobile transfer: files checked by their bytes, then the transfer is sent.
   * An upload sent again with its Idempotency-Key (`keyed`) gets the transfer it sent, its files not
   * stored twice; the key with other files is refused (ADR 77).
   */
  async uploadProof(
    sellerId: string,
    transferId: string,
    uploads: UploadedFileOnDisk[],
    keyed?: KeyedRequest,
  ): Promise<TicketTransfer> {
    const [problem] = checkProof(uploads); // the Upload Proof form's own check (contracts)
    if (problem) throw new TransferError('TRANSFER_INVALID', PROOF_MESSAGES[problem.code], problem.field);
    const checked = [];
    for (const upload of uploads) {
      const result = await checkUpload(upload.path);
      if ('refused' in result)
        throw new TransferError('TRANSFER_INVALID', `${upload.originalName}: ${result.refused}`, 'files');
      checked.push({ ...result, ...upload, id: randomUUID() });
    }
    const seller = { as: 'seller', id: sellerId } as const;
    // Stored first (no network inside a transaction); removed again if the change is refused or repeated.
    const stored = checked.map((f) => ({ ...f, key: `transfers/${transferId}/${f.id}.${f.extension}` }));
    for (const f of stored) await this.storage.put(f.key, f.path, f.contentType);
    const discard = () => Promise.allSettled(stored.map((f) => this.storage.delete(f.key)));
    try {
      const answer = await this.save(undefined, async (em) => {
        const transfer = await this.locked(em, transferId);
        if (keyed && transfer.sentProofWith(keyed, seller)) return { transfer, repeated: true };
        const now = this.clock.now();
        for (const f of stored) {
          await em.execute(
            `insert into transfer_proof_files (id, transfer_id, storage_key, original_name, content_type, size, sha256, created_at)
             values (?, ?, ?, ?, ?, ?, ?, ?)`,
            [f.id, transferId, f.key, f.originalName, f.contentType, f.size, f.sha256, now],
          );
        }
        transfer.proofUploaded(
          stored.map((f) => `/api/v1/transfers/${transferId}/proof/${f.id}`),
          seller,
          now,
          keyed,
        );
        return { transfer, repeated: false };
      });
      if (answer.repeated) await discard();
      return answer.transfer;
    } catch (error) {
      await discard();
      throw error;
    }
  }

  /** 'I have received my tickets': the buyer confirms a mobile transfer the seller sent (staff use Advance). */
  async confirmReceived(buyerId: string, transferId: string): Promise<TicketTransfer> {
    return this.save(undefined, async (em) => {
      const transfer = await this.locked(em, transferId);
      transfer.advance('mobile_transfer_confirmed', { as: 'buyer', id: buyerId }, this.clock.now());
      return transfer;
    });
  }

  /** Staff move a transfer one step (to the next one on its path unless `to` says which). */
  async advance(
    adminId: string,
    transferId: string,
    to: TransferStatus | undefined,
    courier: { name?: string; tracking?: string },
  ): Promise<TicketTransfer> {
    return this.save(undefined, async (em) => {
      const transfer = await this.locked(em, transferId);
      const target = to ?? nextStatus(transfer.transferType, transfer.transferStatus);
      if (!target) {
        const status = transfer.transferStatus;
        if (status === 'failed' || status === 'refunded') throw transferEnded(status);
        throw new TransferError('TRANSFER_ALREADY_COMPLETE', m.alreadyComplete);
      }
      const before = this.audited(transfer);
      transfer.advance(target, { as: 'staff', id: adminId }, this.clock.now(), courier);
      await this.recordStaffAction(em, adminId, 'transfer.advanced', transfer, before);
      return transfer;
    });
  }

  /** Staff fail a transfer that has not reached its buyer, with the reason; its seats are not sold after all. */
  async fail(adminId: string, transferId: string, reason: string): Promise<TicketTransfer> {
    return this.save(undefined, async (em) => {
      const transfer = await this.locked(em, transferId);
      const before = this.audited(transfer);
      transfer.fail(reason, { as: 'staff', id: adminId }, this.clock.now());
      await this.recordUndoneSale(em, transfer, 'failed');
      await this.recordStaffAction(em, adminId, 'transfer.failed', transfer, before);
      return transfer;
    });
  }

  /**
   * The payouts module: refunds now give the buyer back everything they paid, so the transfer ends as
   * refunded, whatever step it had reached (ADR 32). A transfer already failed or refunded is left as it
   * is (a repeat, or a failed transfer's own refund). In the caller's transaction.
   */
  async refundedInFull(transferId: string, reason: string, em?: EntityManager): Promise<void> {
    await this.save(em, async (tx) => {
      const transfer = await this.locked(tx, transferId);
      if (isUndone(transfer.transferStatus)) return;
      transfer.refundedInFull(reason, this.clock.now());
      await this.recordUndoneSale(tx, transfer, 'refunded');
    });
  }

  /** A dispute opened or closed on the sale (the disputes module): no automatic confirmation while it is open. */
  async setDisputeOpen(transferId: string, open: boolean, em?: EntityManager): Promise<void> {
    await this.save(em, async (tx) => {
      (await this.locked(tx, transferId)).disputeOpen = open;
    });
  }

  /**
   * Staff refunded part of the sale (the disputes module): what remains completes by the buyer's
   * confirmation or by staff, never at the event's start by the buyer's silence (ADR 24).
   */
  async stopAutoConfirmation(transferId: string, em?: EntityManager): Promise<void> {
    await this.save(em, async (tx) => {
      const transfer = await this.locked(tx, transferId);
      if (!isCompleted(transfer.transferStatus) && !isUndone(transfer.transferStatus)) {
        transfer.autoConfirmStopped = true;
      }
    });
  }

  private recordUndoneSale(em: EntityManager, t: TicketTransfer, outcome: 'failed' | 'refunded'): Promise<void> {
    return this.inventory.recordUndoneSale(em, {
      orderId: t.orderId,
      listingId: t.listingId,
      quantity: t.quantity,
      outcome,
    });
  }

  private audited(t: TicketTransfer) {
    return {
      status: t.transferStatus,
      courier_name: t.courierName,
      tracking_number: t.trackingNumber,
      failure_reason: t.failureReason,
    };
  }

  /** A staff member's move of a transfer, audited in the same commit. */
  private recordStaffAction(
    em: EntityManager,
    actorId: string,
    kind: 'transfer.advanced' | 'transfer.failed',
    transfer: TicketTransfer,
    before: ReturnType<TransferActions['audited']>,
  ): Promise<void> {
    return this.audit.record(em, {
      actorId,
      kind,
      targetId: transfer.id,
      before,
      after: this.audited(transfer),
      at: this.clock.now(),
    });
  }

  async locked(em: EntityManager, transferId: string): Promise<TicketTransfer> {
    const transfer = isUuid(transferId)
      ? await em.findOne(TicketTransfer, { id: transferId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!transfer) throw new TransferError('TRANSFER_NOT_FOUND', m.notFound);
    return transfer;
  }
}
