import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { stampedNow } from '../../../shared/domain/entity-clock.js';

/** A proof file of a listing (booking screenshot, PDF ticket), kept private in file storage. */
@Entity({ tableName: 'listing_files' })
export class ListingFile {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  @Index()
  listingId: string;

  /** Random key in file storage; never derived from the uploaded name. */
  @Property({ type: 'text' })
  storageKey: string;

  @Property({ type: 'text' })
  originalName: string;

  @Property({ type: 'text' })
  contentType: string;

  @Property({ type: 'integer' })
  size: number;

  /** SHA-256 of the content: the same screenshot on two listings is a possible duplicate. */
  @Property({ type: 'text' })
  @Index()
  sha256: string;

  @Property({ type: 'timestamptz', onCreate: stampedNow })
  createdAt!: Date & Opt;

  /** When its codes and pictures were read (ADR 62); null until then. */
  @Property({ type: 'timestamptz', nullable: true })
  scannedAt: Date | null = null;

  /** Why it could not be read whole (too large, corrupt, too many pages), in words staff read. */
  @Property({ type: 'text', nullable: true })
  scanProblem: string | null = null;

  constructor(input: {
    listingId: string;
    storageKey: string;
    originalName: string;
    contentType: string;
    size: number;
    sha256: string;
  }) {
    this.listingId = input.listingId;
    this.storageKey = input.storageKey;
    this.originalName = input.originalName.slice(0, 200);
    this.contentType = input.contentType;
    this.size = input.size;
    this.sha256 = input.sha256;
  }
}
