import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { Inject, Injectable } from '@nestjs/common';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import {
  checkUpload,
  type CheckedFile,
  extensionOf,
  type UploadedFileOnDisk,
} from '../../../shared/infrastructure/storage/file-checks.js';
import {
  FILE_STORAGE,
  type FileStorage,
  type StoredFile,
} from '../../../shared/infrastructure/storage/file-storage.js';
import { ListingError } from '../domain/listing-errors.js';
import { ListingFile } from '../domain/listing-file.entity.js';
import { ListingQueries } from './listing-queries.js';

/** A checked upload stored under its key, not yet tied to a saved listing. */
export interface StoredProof extends CheckedFile {
  id: string;
  key: string;
  originalName: string;
}

/** Proof files of listings: checked by content, stored privately, read by their seller or staff. */
@Injectable()
export class ListingFiles {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: ListingQueries,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Checks every upload by its bytes; the first refusal names the file, and nothing is stored. */
  async check(uploads: UploadedFileOnDisk[]): Promise<(CheckedFile & UploadedFileOnDisk)[]> {
    const checked: (CheckedFile & UploadedFileOnDisk)[] = [];
    for (const upload of uploads) {
      const result = await checkUpload(upload.path);
      if ('refused' in result) {
        throw new ListingError('FILE_REFUSED', `${upload.originalName}: ${result.refused}`, 'files');
      }
      // No well-kept decoder of HEVC pictures ships here (sharp's libheif reads AVIF only): refused
      // now, rather than a proof whose code is never read.
      if (result.extension === 'heic') {
        throw new ListingError('FILE_REFUSED', `${upload.originalName}: ${LISTING_MESSAGES.heicNotRead}`, 'files');
      }
      checked.push({ ...result, ...upload });
    }
    return checked;
  }

  /** Puts checked files in storage under random keys of the listing's folder. */
  async store(listingId: string, files: (CheckedFile & UploadedFileOnDisk)[]): Promise<StoredProof[]> {
    const stored: StoredProof[] = [];
    try {
      for (const f of files) {
        const proof = { ...f, id: randomUUID(), key: `listings/${listingId}/${randomUUID()}.${f.extension}` };
        await this.storage.put(proof.key, f.path, f.contentType);
        stored.push(proof);
      }
      return stored;
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  /** The rows recording stored files (in the listing's transaction). */
  record(em: EntityManager, listingId: string, stored: StoredProof[]): void {
    for (const f of stored) {
      const file = new ListingFile({
        listingId,
        storageKey: f.key,
        originalName: f.originalName,
        contentType: f.contentType,
        size: f.size,
        sha256: f.sha256,
      });
      file.id = f.id;
      em.persist(file);
    }
  }

  /** Nothing of a failed listing stays behind in storage. */
  async discard(stored: StoredProof[]): Promise<void> {
    await Promise.allSettled(stored.map((f) => this.storage.delete(f.key)));
  }

  /** One proof file, for the listing's seller or staff only, named by what it really is. */
  async read(viewer: AuthUser, listingId: string, fileId: string): Promise<StoredFile & { name: string }> {
    const listing = await this.queries.findVisible(viewer, listingId);
    const file = isUuid(fileId) ? await this.em.findOne(ListingFile, { id: fileId, listingId: listing.id }) : null;
    const stored = file && (await this.storage.get(file.storageKey));
    if (!file || !stored) throw new ListingError('LISTING_NOT_FOUND', 'File not found');
    // The name the uploader gave, with the extension of what the file really is (poly.html -> poly.pdf).
    const base = file.originalName.replace(/\.[^.]*$/, '') || 'proof';
    return { ...stored, name: `${base}.${extensionOf(file.contentType)}` };
  }

  /** Other listings carrying a file with the same content as one of these listings' files. */
  async possibleDuplicates(listingIds: string[]): Promise<Map<string, string[]>> {
    if (listingIds.length === 0) return new Map();
    const rows = await this.em.execute<{ listing_id: string; other_listing_id: string }[]>(
      `select distinct mine.listing_id, other.listing_id as other_listing_id
         from listing_files mine
         join listing_files other on other.sha256 = mine.sha256 and other.listing_id <> mine.listing_id
        where mine.listing_id = any(?::uuid[])`,
      [uuidArray(listingIds)],
    );
    const found = new Map<string, string[]>();
    for (const row of rows) found.set(row.listing_id, [...(found.get(row.listing_id) ?? []), row.other_listing_id]);
    return found;
  }
}
