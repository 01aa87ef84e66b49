import { TRACKING_ALPHABET } from '@ticketsetu/contracts/complaints';

/** Characters after the year: 32^6, about a billion numbers a year, so guessing one is hopeless. */
const RANDOM_CHARACTERS = 6;

/**
 * A contact message's tracking number (ADR 67): TS-C-<year in India>-<6 random characters of Crockford's
 * base 32>. Random, not counted, so one number tells nothing about another's; `pick(n)` draws an integer
 * in [0, n) (crypto.randomInt in the service, a fixed sequence in tests).
 */
export function contactTrackingNumber(receivedAt: Date, pick: (n: number) => number): string {
  const year = new Date(receivedAt.getTime() + 330 * 60_000).getUTCFullYear();
  let suffix = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i++) suffix += TRACKING_ALPHABET[pick(TRACKING_ALPHABET.length)];
  return `TS-C-${year}-${suffix}`;
}
