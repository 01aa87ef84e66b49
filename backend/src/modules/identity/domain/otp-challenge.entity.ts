import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Locale } from '@ticketsetu/contracts/locales';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_AFTER_MS = 30_000;
/** Texts one sign-up attempt may send: the first code and two resends. */
export const OTP_MAX_SENDS_PER_CHALLENGE = 3;
/** Texts one phone may receive in an hour, over all attempts and from whatever client address. */
export const OTP_MAX_SENDS_PER_PHONE_HOUR = 5;

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'spent';
export type OtpResend = 'ok' | 'spent' | 'too_soon' | 'exhausted';

/** One sign-up attempt's phone verification: a 6-digit code, stored hashed. */
@Entity({ tableName: 'otp_challenges' })
export class OtpChallenge {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text' })
  @Index()
  phone: string;

  @Property({ type: 'text' })
  codeHash: string;

  /** The language of the page the sign-up was asked from: the code's text (and a resend's) is in it. */
  @Property({ type: 'text' })
  locale: Locale & Opt = 'en';

  @Property({ type: 'integer' })
  wrongTries: number & Opt = 0;

  @Property({ type: 'integer' })
  sends: number & Opt = 1;

  @Property({ type: 'timestamptz' })
  sentAt: Date;

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt;

  constructor(phone: string, codeHash: string, now: Date) {
    this.phone = phone;
    this.codeHash = codeHash;
    this.sentAt = now;
    this.createdAt = now;
    this.expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  }

  canResend(now: Date): OtpResend {
    if (this.consumedAt) return 'spent';
    if (this.sends >= OTP_MAX_SENDS_PER_CHALLENGE) return 'exhausted';
    return now.getTime() - this.sentAt.getTime() >= OTP_RESEND_AFTER_MS ? 'ok' : 'too_soon';
  }

  /** A new code replaces the old one and gets its own 5 minutes and 5 tries. */
  resend(codeHash: string, now: Date): void {
    this.codeHash = codeHash;
    this.sentAt = now;
    this.createdAt = now;
    this.expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    this.wrongTries = 0;
    this.sends += 1;
  }

  /** Checks a code whose hash matched or not; a right code is spent at once. */
  check(matches: boolean, now: Date): OtpCheck {
    if (this.consumedAt) return 'spent';
    if (this.wrongTries >= OTP_MAX_WRONG_TRIES) return 'locked';
    if (now.getTime() > this.expiresAt.getTime()) return 'expired';
    if (!matches) {
      this.wrongTries += 1;
      return 'wrong';
    }
    this.consumedAt = now;
    return 'ok';
  }
}
