import { setTimeout as sleep } from 'node:timers/promises';
import { RazorpayXError } from './razorpayx-error.js';

/** How a call that may be sent again is retried. Injectable, so a test never waits. */
export interface RetryPolicy {
  /** Tries in all, the first included (1: never retried). */
  attempts: number;
  /** Pause before the n-th retry (n from 1), in ms. */
  delayMs: (retry: number) => number;
  sleep: (ms: number) => Promise<unknown>;
}

/**
 * 3 tries, 300 ms then 600 ms, each scaled by a random 0.5–1.0: RazorpayX asks for exponential or
 * stepped backoff on 429, with some randomisation so that clients do not retry in step
 * (razorpay.com/docs/api/pagination, "Rate Limits"). Short, because the outbox that calls dispatch
 * retries a failed delivery again later on its own, longer schedule.
 */
export function backoffMs(retry: number, random: () => number = Math.random): number {
  return Math.round(300 * 2 ** (retry - 1) * (0.5 + random() / 2));
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, delayMs: (retry) => backoffMs(retry), sleep };

/** Never retried: for calls whose repeat is not known to be harmless. */
export const NO_RETRY: RetryPolicy = { attempts: 1, delayMs: () => 0, sleep };

/**
 * Runs `call` until it succeeds, fails with something that is not a retryable RazorpayXError, or
 * the attempts run out (then the last error is thrown). Only for requests that are safe to repeat:
 * the caller decides that, per request, and passes NO_RETRY otherwise.
 */
export async function withRetries<T>(policy: RetryPolicy, call: () => Promise<T>): Promise<T> {
  const attempts = Math.max(1, Math.floor(policy.attempts));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RazorpayXError) || !error.retryable || attempt >= attempts) throw error;
      await policy.sleep(policy.delayMs(attempt));
    }
  }
}
