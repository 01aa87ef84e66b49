export declare const RETRY_DELAYS_MS: readonly number[];
export declare const MAX_RETRY_WAIT_MS: number;

/** The part of Headers the policy reads. */
interface HeaderNames {
  has(name: string): boolean;
}

export declare function isRetryableRequest(method: string, headers: HeaderNames): boolean;
export declare function retryAfterMs(value: string | null | undefined, now: number): number | null;

export interface RetryQuestion {
  method: string;
  headers: HeaderNames;
  /** The answer's status, or null when the network failed. */
  status: number | null;
  /** The answer's Retry-After header, if any. */
  retryAfter?: string | null;
  /** Retries made so far: 0 after the first try. */
  attempt: number;
  /** Milliseconds since the epoch, for a Retry-After given as a date. */
  now: number;
  delays?: readonly number[];
  maxWaitMs?: number;
}

export declare function retryDelay(question: RetryQuestion): number | null;
