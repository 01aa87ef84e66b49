import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { stampedNow } from '../../../shared/domain/entity-clock.js';

/**
 * A signed-in browser or API client: one refresh-token family. Each refresh rotates the token;
 * presenting an already rotated token means it was stolen, and the whole family is revoked.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  @Index()
  userId: string;

  /** SHA-256 of the current refresh token; the raw token exists only in the client's cookie. */
  @Property({ type: 'text', unique: true })
  refreshTokenHash: string;

  /** SHA-256 of earlier tokens of this family, kept to detect reuse. */
  @Property({ type: 'text[]' })
  rotatedTokenHashes: string[] & Opt = [];

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  revokedReason: string | null = null;

  @Property({ type: 'text', nullable: true })
  userAgent: string | null;

  @Property({ type: 'timestamptz', onCreate: stampedNow })
  createdAt!: Date & Opt;

  @Property({ type: 'timestamptz', onCreate: stampedNow })
  lastUsedAt!: Date & Opt;

  constructor(userId: string, refreshTokenHash: string, expiresAt: Date, userAgent: string | null) {
    this.userId = userId;
    this.refreshTokenHash = refreshTokenHash;
    this.expiresAt = expiresAt;
    this.userAgent = userAgent?.slice(0, 300) ?? null;
  }

  isActive(now: Date): boolean {
    return !this.revokedAt && this.expiresAt.getTime() > now.getTime();
  }

  rotate(newHash: string, now: Date): void {
    this.rotatedTokenHashes = [...this.rotatedTokenHashes.slice(-49), this.refreshTokenHash];
    this.refreshTokenHash = newHash;
    this.lastUsedAt = now;
  }

  revoke(reason: string, now: Date): void {
    if (this.revokedAt) return;
    this.revokedAt = now;
    this.revokedReason = reason;
  }
}
