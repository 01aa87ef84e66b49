import {
  checkUpiIdConfirmation,
  signUpiIdConfirmation,
  UPI_ID_CONFIRMATION_TTL_MS,
  UpiIdConfirmations,
  upiIdConfirmationKey,
  upiNamesChecked,
} from './upi-id-confirmations.js';
import { sameUpiId } from '../domain/upi-id.js';
import type { AppConfig } from '../../config/config.js';

const key = upiIdConfirmationKey('a-test-secret-of-at-least-thirty-two-characters');
const asha = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ravi = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const issuedAt = new Date('2026-12-04T10:00:00Z');
const expiresAt = new Date(issuedAt.getTime() + UPI_ID_CONFIRMATION_TTL_MS);
const minutes = (n: number) => new Date(issuedAt.getTime() + n * 60_000);

const token = signUpiIdConfirmation(
  key,
  { userId: asha, upiId: 'asha.rao@okaxis', registeredName: 'Asha Rao' },
  expiresAt,
);
const check = (t: string | null | undefined, upiId = 'asha.rao@okaxis', userId = asha, now = minutes(5)) =>
  checkUpiIdConfirmation(key, t, { userId, upiId }, now);

describe('a UPI id confirmation', () => {
  it('confirms the name for the person and UPI id it was made for, whatever the case or spaces', () => {
    expect(check(token)).toEqual({ ok: true, registeredName: 'Asha Rao' });
    expect(check(token, ' Asha.Rao@OKAXIS ')).toEqual({ ok: true, registeredName: 'Asha Rao' });
  });

  it('keeps a null name (a provider that gave none)', () => {
    const nameless = signUpiIdConfirmation(key, { userId: asha, upiId: 'asha@ybl', registeredName: null }, expiresAt);
    expect(check(nameless, 'asha@ybl')).toEqual({ ok: true, registeredName: null });
  });

  it('is refused for another person or another UPI id', () => {
    expect(check(token, 'asha.rao@okaxis', ravi)).toEqual({ ok: false, why: 'other_user' });
    expect(check(token, 'asha.rao@oksbi')).toEqual({ ok: false, why: 'other_upi_id' });
  });

  it('expires after 30 minutes, to the millisecond', () => {
    expect(check(token, undefined, undefined, new Date(expiresAt.getTime() - 1)).ok).toBe(true);
    expect(check(token, undefined, undefined, expiresAt)).toEqual({ ok: false, why: 'expired' });
    expect(check(token, undefined, undefined, minutes(31))).toEqual({ ok: false, why: 'expired' });
  });

  it('is refused when missing or malformed', () => {
    expect(check(undefined)).toEqual({ ok: false, why: 'missing' });
    expect(check('')).toEqual({ ok: false, why: 'missing' });
    expect(check('no-dot-here')).toEqual({ ok: false, why: 'malformed' });
    expect(check(`${token}.extra`)).toEqual({ ok: false, why: 'malformed' });
  });

  it('is refused when any of it is changed or signed with another key', () => {
    const [body, signature] = token.split('.') as [string, string];
    // Another name, with the original signature.
    const renamed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), n: 'Mallory' }),
    ).toString('base64url');
    expect(check(`${renamed}.${signature}`)).toEqual({ ok: false, why: 'forged' });
    expect(check(`${body}.${signature.slice(0, -2)}`)).toEqual({ ok: false, why: 'forged' });
    const otherKey = upiIdConfirmationKey('another-secret-of-at-least-thirty-two-characters');
    const foreign = signUpiIdConfirmation(
      otherKey,
      { userId: asha, upiId: 'asha.rao@okaxis', registeredName: 'Asha Rao' },
      expiresAt,
    );
    expect(check(foreign)).toEqual({ ok: false, why: 'forged' });
  });

  it('is issued and checked with the app clock, and required only when a payouts API checks names', () => {
    let now = issuedAt;
    const clock = { now: () => now };
    const config = { AUTH_SECRET: 'a-test-secret-of-at-least-thirty-two-characters', PAYOUT_PROVIDER: 'razorpayx' };
    const confirmations = new UpiIdConfirmations(config as AppConfig, clock);
    const issued = confirmations.issue({ userId: ravi, upiId: 'ravi@ybl', registeredName: 'Ravi' });
    expect(issued.expiresAt).toEqual(expiresAt);
    expect(confirmations.check(issued.token, { userId: ravi, upiId: 'ravi@ybl' })).toEqual({
      ok: true,
      registeredName: 'Ravi',
    });
    now = expiresAt;
    expect(confirmations.check(issued.token, { userId: ravi, upiId: 'ravi@ybl' }).ok).toBe(false);
    expect(confirmations.required).toBe(true);
    expect(upiNamesChecked({ PAYOUT_PROVIDER: 'manual' })).toBe(false);
  });

  it('compares UPI ids without case or surrounding spaces', () => {
    expect(sameUpiId('Asha@OKAXIS', ' asha@okaxis')).toBe(true);
    expect(sameUpiId('asha@okaxis', 'asha@oksbi')).toBe(false);
    expect(sameUpiId(null, '')).toBe(true);
  });
});
