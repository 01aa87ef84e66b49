import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const RESET_LINK_TTL_MS = 30 * 60_000;

/** A forgot-password request. The token is made when the mail is sent, and only its hash is kept. */
@Entity({ tableName: 'password_resets' })
export class PasswordReset {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  @Index()
  userId: string;

  @Property({ type: 'text', nullable: true, unique: true })
  tokenHash: string | null = null;

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt;

  constructor(userId: string, now: Date) {
    this.userId = userId;
    this.createdAt = now;
    this.expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  }

  isUsable(now: Date): boolean {
    return !this.usedAt && this.tokenHash !== null && now.getTime() <= this.expiresAt.getTime();
  }
}
