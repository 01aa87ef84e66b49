import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CLOCK, type Clock } from '../domain/clock.js';
import { normaliseUpiId } from '../domain/upi-id.js';

/*
 * A seller's "yes, this UPI id's registered name is mine" (ADR 45), as a short-lived token the payouts
 * module signs after the provider named the id's owner, and identity and listings check before they
 * save the id. A token, not a table: the three modules share no rows, and identity and listings may not
 * import payouts. It binds the person, the UPI id (normalised), the registered name and an expiry.
 */

/** How long a seller has, after seeing the name, to save the UPI id with it. */
export const UPI_ID_CONFIRMATION_TTL_MS = 30 * 60_000;

/** What identity and listings answer (field upiId) when a UPI id needs a confirmed name and has none. */
export const UPI_ID_NOT_CONFIRMED = 'Confirm the name registered to this UPI ID before saving it.';

export interface UpiIdConfirmationClaim {
  userId: string;
  upiId: string;
  /** The name the provider says the id is registered to (null when it gave none). */
  registeredName: string | null;
}

export type UpiIdConfirmationCheck =
  | { ok: true; registeredName: string | null }
  | { ok: false; why: 'missing' | 'malformed' | 'forged' | 'other_user' | 'other_upi_id' | 'expired' };

/** What is signed: short keys, as the token travels in a form field. */
interface Payload {
  u: string;
  i: string;
  n: string | null;
  /** Expiry, epoch milliseconds. */
  e: number;
}

const PURPOSE = 'ticketsetu.upi-id-confirmation.v1.';

function signature(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key)
    .update(PURPOSE + body)
    .digest();
}

/** `<base64url JSON>.<base64url HMAC-SHA256>`, valid until `expiresAt`. */
export function signUpiIdConfirmation(key: Buffer, claim: UpiIdConfirmationClaim, expiresAt: Date): string {
  const payload: Payload = {
    u: claim.userId,
    i: normaliseUpiId(claim.upiId),
    n: claim.registeredName,
    e: expiresAt.getTime(),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signature(key, body).toString('base64url')}`;
}

function parsePayload(body: string): Payload | null {
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload> | null;
    const fits =
      typeof p?.u === 'string' &&
      typeof p.i === 'string' &&
      (p.n === null || typeof p.n === 'string') &&
      Number.isSafeInteger(p.e);
    return fits ? (p as Payload) : null;
  } catch {
    return null;
  }
}

/**
 * Whether `token` confirms `upiId` for `userId` at `now`, and the name it confirmed. The signature is
 * compared in constant time before anything of the payload is believed.
 */
export function checkUpiIdConfirmation(
  key: Buffer,
  token: string | null | undefined,
  expected: { userId: string; upiId: string },
  now: Date,
): UpiIdConfirmationCheck {
  if (!token) return { ok: false, why: 'missing' };
  const [body, sent, ...rest] = token.split('.');
  if (!body || !sent || rest.length > 0) return { ok: false, why: 'malformed' };
  const given = Buffer.from(sent, 'base64url');
  const wanted = signature(key, body);
  // A digest's length is no secret; timingSafeEqual needs equal lengths.
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, why: 'forged' };
  const payload = parsePayload(body);
  if (!payload) return { ok: false, why: 'malformed' };
  if (payload.u !== expected.userId) return { ok: false, why: 'other_user' };
  if (payload.i !== normaliseUpiId(expected.upiId)) return { ok: false, why: 'other_upi_id' };
  if (payload.e <= now.getTime()) return { ok: false, why: 'expired' };
  return { ok: true, registeredName: payload.n };
}

/**
 * The signing key: derived from AUTH_SECRET for this one purpose, so a confirmation is never a valid
 * session token or webhook signature, and replicas agree. Without AUTH_SECRET (never in production,
 * which requires it) a per-process key.
 */
export function upiIdConfirmationKey(authSecret: string | undefined): Buffer {
  return createHmac('sha256', authSecret ?? randomBytes(32))
    .update('upi-id-confirmation')
    .digest();
}

/**
 * The one place that says whether UPI ids are checked by name: when a payouts API pays sellers
 * (PAYOUT_PROVIDER=razorpayx), which can ask the bank. With manual payouts nothing changes.
 */
export function upiNamesChecked(config: Pick<AppConfig, 'PAYOUT_PROVIDER'>): boolean {
  return config.PAYOUT_PROVIDER === 'razorpayx';
}

/** Signs and checks confirmations with the app's key and clock, for payouts, identity and listings. */
@Injectable()
export class UpiIdConfirmations {
  private readonly key: Buffer;
  /** Whether a new UPI id must come with a confirmation (see upiNamesChecked). */
  readonly required: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.key = upiIdConfirmationKey(config.AUTH_SECRET);
    this.required = upiNamesChecked(config);
  }

  issue(claim: UpiIdConfirmationClaim): { token: string; expiresAt: Date } {
    const expiresAt = new Date(this.clock.now().getTime() + UPI_ID_CONFIRMATION_TTL_MS);
    return { token: signUpiIdConfirmation(this.key, claim, expiresAt), expiresAt };
  }

  check(token: string | null | undefined, expected: { userId: string; upiId: string }): UpiIdConfirmationCheck {
    return checkUpiIdConfirmation(this.key, token, expected, this.clock.now());
  }
}
