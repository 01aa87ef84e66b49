/**
 * The time, from one place. Everything where time decides something (expiries, holds, OTPs,
 * erasure, retries, reconciliation) asks the injected clock, so tests move time instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** `ms` milliseconds after `from`. */
export function later(from: Date, ms: number): Date {
  return new Date(from.getTime() + ms);
}
