import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A secret for a link or cookie: 256 random bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens are stored: only their SHA-256, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 6 digits from the OS's secure generator. */
export function otpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash of a code bound to its challenge: a leaked row cannot be brute-forced offline. */
export function hashOtp(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}
