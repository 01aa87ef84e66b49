import { OtpChallenge } from './otp-challenge.entity.js';

const t0 = new Date('2026-11-22T10:00:00Z');
const after = (ms: number) => new Date(t0.getTime() + ms);

describe('OtpChallenge', () => {
  it('is valid for 5 minutes and spent once used', () => {
    const otp = new OtpChallenge('+919876543210', 'hash', t0);
    expect(otp.check(true, after(5 * 60_000 + 1))).toBe('expired');
    const fresh = new OtpChallenge('+919876543210', 'hash', t0);
    expect(fresh.check(true, after(60_000))).toBe('ok');
    expect(fresh.check(true, after(61_000))).toBe('spent');
  });

  it('locks after 5 wrong tries, even for the right code', () => {
    const otp = new OtpChallenge('+919876543210', 'hash', t0);
    for (let i = 0; i < 5; i++) expect(otp.check(false, after(1000))).toBe('wrong');
    expect(otp.check(true, after(2000))).toBe('locked');
  });

  it('can be resent after 30 s, with a fresh code, lifetime and tries', () => {
    const otp = new OtpChallenge('+919876543210', 'hash', t0);
    otp.check(false, after(1000));
    expect(otp.canResend(after(29_999))).toBe('too_soon');
    expect(otp.canResend(after(30_000))).toBe('ok');
    otp.resend('hash2', after(30_000));
    expect(otp).toMatchObject({ codeHash: 'hash2', wrongTries: 0, sends: 2 });
    expect(otp.check(true, after(30_000 + 5 * 60_000))).toBe('ok');
    expect(otp.canResend(after(10 * 60_000))).toBe('spent');
  });

  it('sends at most three codes per sign-up attempt', () => {
    const otp = new OtpChallenge('+919876543210', 'hash', t0);
    otp.resend('hash2', after(30_000));
    otp.resend('hash3', after(60_000));
    expect(otp.canResend(after(24 * 3600_000))).toBe('exhausted');
  });
});
