import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Locale } from '@ticketsetu/contracts/locales';
import { stampedNow } from '../../../shared/domain/entity-clock.js';

/** A person with an account: buyer, seller, or staff (is_admin). Owned by the identity module. */
@Entity({ tableName: 'users' })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text', unique: true })
  email: string;

  /** The part of the email before the @, as the spec defines it. */
  @Property({ type: 'text' })
  username: string;

  @Property({ type: 'text', nullable: true })
  fullName: string | null = null;

  @Property({ type: 'text', nullable: true, unique: true })
  phone: string | null = null;

  /** When `phone` was proved by a one-time code (sign-up); null for a phone set or changed without one. */
  @Property({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null = null;

  @Property({ type: 'date', nullable: true })
  dateOfBirth: string | null = null;

  @Property({ type: 'text', nullable: true })
  addressLine1: string | null = null;

  @Property({ type: 'text', nullable: true })
  addressLine2: string | null = null;

  @Property({ type: 'text', nullable: true })
  area: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'text', nullable: true })
  pincode: string | null = null;

  @Property({ type: 'text', nullable: true })
  upiId: string | null = null;

  /** The name upiId is registered to, as its owner confirmed it (ADR 45); null when not checked. */
  @Property({ type: 'text', nullable: true })
  upiName: string | null = null;

  /** The seller's PAN and the name on it (TDS, ADR 49); both or neither. */
  @Property({ type: 'text', nullable: true })
  pan: string | null = null;

  @Property({ type: 'text', nullable: true })
  panName: string | null = null;

  /** The language the account reads TicketSetu in: its emails and texts go out in it (ADR 85). */
  @Property({ type: 'text' })
  locale: Locale & Opt = 'en';

  @Property({ type: 'boolean' })
  isAdmin: boolean & Opt = false;

  @Property({ type: 'boolean' })
  isActive: boolean & Opt = true;

  /** argon2id hash; never leaves the identity module. */
  @Property({ type: 'text', hidden: true })
  passwordHash: string;

  /** When the person asked for their account to be deleted; erasure follows within 7 days. */
  @Property({ type: 'timestamptz', nullable: true })
  deletionRequestedAt: Date | null = null;

  /** When personal data was erased; the row stays, anonymised, for financial records. */
  @Property({ type: 'timestamptz', nullable: true })
  erasedAt: Date | null = null;

  @Property({ type: 'timestamptz', onCreate: stampedNow })
  createdAt!: Date & Opt;

  @Property({ type: 'timestamptz', onCreate: stampedNow, onUpdate: stampedNow })
  updatedAt!: Date & Opt;

  get canSignIn(): boolean {
    return this.isActive && !this.deletionRequestedAt && !this.erasedAt;
  }

  /** Replaces every personal field with nothing, keeping the id that financial records point at. */
  erase(at: Date, unusablePasswordHash: string): void {
    this.email = `erased-${this.id}@erased.invalid`;
    this.username = `erased-${this.id.slice(0, 8)}`;
    this.fullName = null;
    this.phone = null;
    this.phoneVerifiedAt = null;
    this.dateOfBirth = null;
    this.addressLine1 = this.addressLine2 = this.area = this.city = this.state = this.pincode = null;
    this.upiId = null;
    this.upiName = null;
    // The PAN TDS was withheld under stays on the payouts (the TDS return needs it), not on the account.
    this.pan = null;
    this.panName = null;
    this.passwordHash = unusablePasswordHash;
    this.isActive = false;
    this.isAdmin = false;
    this.erasedAt = at;
  }

  /** A new phone, typed without a code: it is no longer a verified one (unless it is the same number). */
  changePhone(phone: string): void {
    if (phone === this.phone) return;
    this.phone = phone;
    this.phoneVerifiedAt = null;
  }

  constructor(email: string, passwordHash: string, fullName: string | null) {
    this.email = email.trim().toLowerCase();
    this.username = this.email.split('@')[0] ?? this.email;
    this.passwordHash = passwordHash;
    this.fullName = fullName;
  }
}
