import {
  isRetryableRequest,
  MAX_RETRY_WAIT_MS,
  RETRY_DELAYS_MS,
  retryAfterMs,
  retryDelay,
  type RetryQuestion,
} from '@ticketsetu/contracts/retry';
import { describe, expect, it } from 'vitest';

/** The one retry policy of the browser and the client (contracts/retry.js, ADR 68). */
const NOW = Date.parse('2026-12-02T10:00:00Z');
const none = new Headers();
const keyed = new Headers({ 'Idempotency-Key': 'pay-1' });
const ask = (question: Partial<RetryQuestion>) =>
  retryDelay({ method: 'GET', headers: none, status: 503, attempt: 0, now: NOW, ...question });

describe('isRetryableRequest', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'get', 'delete'])('repeats %s', (method) => {
    expect(isRetryableRequest(method, none)).toBe(true);
  });

  it.each(['POST', 'PATCH'])('never repeats %s without an Idempotency-Key, and does with one', (method) => {
    expect(isRetryableRequest(method, none)).toBe(false);
    expect(isRetryableRequest(method, keyed)).toBe(true);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs('0', NOW)).toBe(0);
    expect(retryAfterMs(' 3 ', NOW)).toBe(3000);
  });

  it('reads an HTTP date against the clock, and a date gone by as now', () => {
    expect(retryAfterMs('Wed, 02 Dec 2026 10:00:05 GMT', NOW)).toBe(5000);
    expect(retryAfterMs('Wed, 02 Dec 2026 09:59:00 GMT', NOW)).toBe(0);
  });

  it.each([null, undefined, '', '  ', 'soon', '-1', '1.5'])('says nothing for %j', (value) => {
    expect(retryAfterMs(value, NOW)).toBeNull();
  });
});

describe('retryDelay', () => {
  it('backs off 1 s, 2 s, 4 s (the spec), then gives up', () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((attempt) => ask({ attempt }))).toEqual([1000, 2000, 4000, null]);
  });

  it.each([429, 502, 503, 504])('retries %i', (status) => {
    expect(ask({ status })).toBe(1000);
  });

  it.each([200, 201, 304, 400, 401, 404, 409, 422, 500, 501, 505])('hands %i back', (status) => {
    expect(ask({ status })).toBeNull();
  });

  it('retries a network failure with the backoff', () => {
    expect(ask({ status: null, attempt: 1 })).toBe(2000);
    expect(ask({ status: null, attempt: 3 })).toBeNull();
  });

  it('never repeats a write without a key, on a busy answer or a network failure', () => {
    expect(ask({ method: 'POST', status: 503 })).toBeNull();
    expect(ask({ method: 'POST', status: null })).toBeNull();
    expect(ask({ method: 'POST', headers: keyed, status: 503 })).toBe(1000);
    expect(ask({ method: 'POST', headers: keyed, status: null })).toBe(1000);
  });

  it('waits what Retry-After asks, in seconds or as a date, shorter or longer than the backoff', () => {
    expect(ask({ status: 429, retryAfter: '3' })).toBe(3000);
    expect(ask({ status: 503, retryAfter: '0', attempt: 2 })).toBe(0);
    expect(ask({ status: 503, retryAfter: 'Wed, 02 Dec 2026 10:00:07 GMT' })).toBe(7000);
  });

  it('falls back to the backoff when Retry-After says nothing usable', () => {
    expect(ask({ status: 503, retryAfter: 'later', attempt: 1 })).toBe(2000);
  });

  it('hands back an answer asking for longer than the bound, rather than wait less than asked', () => {
    expect(MAX_RETRY_WAIT_MS).toBe(10_000);
    expect(ask({ retryAfter: '10' })).toBe(10_000);
    expect(ask({ retryAfter: '11' })).toBeNull();
    expect(ask({ retryAfter: '2', maxWaitMs: 1000 })).toBeNull();
  });

  it('still gives up when the retries are spent, whatever Retry-After says', () => {
    expect(ask({ retryAfter: '1', attempt: 3 })).toBeNull();
  });

  it('takes its own delays, capping a backoff at the bound', () => {
    expect(ask({ delays: [500, 60_000], attempt: 0 })).toBe(500);
    expect(ask({ delays: [500, 60_000], attempt: 1 })).toBe(10_000);
    expect(ask({ delays: [], attempt: 0 })).toBeNull();
  });
});
