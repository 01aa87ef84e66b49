import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/domain/ids.js';
import { checkUpload, type UploadedFileOnDisk } from '../../../shared/infrastructure/storage/file-checks.js';
import { FILE_STORAGE, type FileStorage } from '../../../shared/infrastructure/storage/file-storage.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { DISPUTE_MESSAGES as m, DisputeError } from '../domain/dispute-errors.js';
import { Dispute, type DisputeEntry } from '../domain/dispute.entity.js';
import { disputeReference, referenceYear } from '../domain/reference.js';

/** A checked upload already put in storage, waiting for its row. */
export interface StoredUpload {
  id: string;
  key: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
}

/**
 * Persistence of the desk: the save that writes a change, its timeline and its events in one commit,
 * the row lock every change takes, the yearly reference counter, and the files of a step.
 */
@Injectable()
export class DisputeStore {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * Runs a change in one transaction (joining `within` when given): the disputes it touched are
   * flushed, their new timeline entries written, and their events go to the outbox with them.
   */
  save<T>(within: EntityManager | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.uow.run(async (em) => {
      const result = await work(em);
      await this.writeEntries(em);
      return result;
    }, within);
  }

  /** Flushes the disputes and writes their new timeline entries now (before rows that point at them). */
  async writeEntries(em: EntityManager): Promise<void> {
    await em.flush();
    for (const entity of em.getUnitOfWork().getIdentityMap().values()) {
      if (!(entity instanceof Dispute)) continue;
      for (const e of entity.pullEntries()) await this.insertEntry(em, entity.id, e);
    }
  }

  /** The dispute, locked for the rest of the transaction: changes to one dispute happen one at a time. */
  async locked(em: EntityManager, disputeId: string): Promise<Dispute> {
    const dispute = isUuid(disputeId)
      ? await em.findOne(Dispute, { id: disputeId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!dispute) throw new DisputeError('DISPUTE_NOT_FOUND', m.notFound);
    return dispute;
  }

  /** The next reference of the year (India) of `at`, in the caller's transaction (the counter row stays locked until it ends). */
  async nextReference(em: EntityManager, at: Date): Promise<string> {
    const year = referenceYear(at);
    const [row] = await em.execute<{ last_number: number }[]>(
      `insert into dispute_reference_counters (year, last_number) values (?, 1)
       on conflict (year) do update set last_number = dispute_reference_counters.last_number + 1
       returning last_number`,
      [year],
    );
    return disputeReference(year, row!.last_number);
  }

  /**
   * Checks every upload by its bytes (PDF or image, 10 MB each, as ticket proofs) and puts them in
   * storage under random keys. Nothing is stored if any is refused. Stored first because no network
   * call belongs inside a transaction; `discard` removes them again if the change is refused.
   */
  async storeUploads(folder: string, uploads: UploadedFileOnDisk[]): Promise<StoredUpload[]> {
    const checked = [];
    for (const upload of uploads) {
      const result = await checkUpload(upload.path);
      if ('refused' in result) {
        throw new DisputeError('DISPUTE_INVALID', `${upload.originalName}: ${result.refused}`, 'files');
      }
      checked.push({ ...result, path: upload.path, originalName: upload.originalName, id: randomUUID() });
    }
    const stored: StoredUpload[] = [];
    try {
      for (const f of checked) {
        const key = `disputes/${folder}/${f.id}.${f.extension}`;
        await this.storage.put(key, f.path, f.contentType);
        stored.push({
          id: f.id,
          key,
          originalName: f.originalName,
          contentType: f.contentType,
          size: f.size,
          sha256: f.sha256,
        });
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  async discard(stored: StoredUpload[]): Promise<void> {
    await Promise.allSettled(stored.map((f) => this.storage.delete(f.key)));
  }

  /** The rows of files attached to a timeline entry (after the entry is written). */
  async attachFiles(em: EntityManager, disputeId: string, entry: DisputeEntry, files: StoredUpload[]): Promise<void> {
    for (const f of files) {
      await em.execute(
        `insert into dispute_files (id, dispute_id, entry_id, storage_key, original_name, content_type, size, sha256, uploaded_by, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          f.id,
          disputeId,
          entry.id,
          f.key,
          f.originalName.slice(0, 255),
          f.contentType,
          f.size,
          f.sha256,
          entry.by,
          entry.at,
        ],
      );
    }
  }

  /** Whether an earlier dispute of the transfer ended with a refund (the transfer then never completes by itself). */
  async refundedBefore(em: EntityManager, transferId: string): Promise<boolean> {
    const rows = await em.execute(
      `select 1 from disputes where transfer_id = ? and status = 'resolved_refund' limit 1`,
      [transferId],
    );
    return rows.length > 0;
  }

  private async insertEntry(em: EntityManager, disputeId: string, e: DisputeEntry): Promise<void> {
    await em.execute(
      `insert into dispute_entries (id, dispute_id, kind, actor_role, by_user_id, body, from_status, to_status, refund_amount, internal, at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [e.id, disputeId, e.kind, e.role, e.by, e.body, e.fromStatus, e.toStatus, e.refundAmount, e.internal, e.at],
    );
  }
}
