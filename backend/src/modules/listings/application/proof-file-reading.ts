import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { FILE_STORAGE, type FileStorage } from '../../../shared/infrastructure/storage/file-storage.js';
import type { ListingFile } from '../domain/listing-file.entity.js';
import { ProofScanner, type ScanOutcome } from '../infrastructure/proof-scan/proof-scanner.js';

/** Reads one proof file in the scanner's worker (ADR 62) and commits what it carries as soon as it is read. */
@Injectable()
export class ProofFileReading implements OnApplicationShutdown {
  constructor(
    private readonly em: EntityManager,
    private readonly scanner: ProofScanner,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.scanner.close();
  }

  /** One file read and its result committed (codes, pictures, problem), unless already read. */
  async read(file: ListingFile): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'proof-'));
    let outcome: ScanOutcome;
    try {
      const stored = await this.storage.get(file.storageKey);
      if (!stored) {
        outcome = { codes: [], pictures: [], problem: 'The stored file is missing' };
      } else {
        const path = join(dir, 'file');
        await pipeline(stored.stream, createWriteStream(path));
        outcome = await this.scanner.scan({ path, contentType: file.contentType });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await this.em.transactional(async (tx) => {
      const marked = await tx.execute<{ id: string }[]>(
        `update listing_files set scanned_at = ?, scan_problem = ? where id = ? and scanned_at is null returning id`,
        [this.clock.now(), outcome.problem, file.id],
      );
      if (marked.length === 0) return; // another run read it first
      for (const code of outcome.codes) {
        await tx.execute(
          `insert into proof_file_codes (file_id, format, code_hash) values (?, ?, ?) on conflict do nothing`,
          [file.id, code.format, code.hash],
        );
      }
      for (const [page, hex] of outcome.pictures.entries()) {
        await tx.execute(
          `insert into proof_pictures (file_id, page, listing_id, phash) values (?, ?, ?, ('x' || ?)::bit(64)::bigint)`,
          [file.id, page, file.listingId, hex],
        );
      }
    });
  }
}
