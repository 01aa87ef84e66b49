import type { OrderRequest } from './queries';

/**
 * What this browser tab remembers of the buyer's Pay on one listing, in sessionStorage so it
 * survives the trip to the pay page and back (the Back button reloads the page):
 * - the Idempotency-Key, sent again only with the very same request — a retry after an unknown
 *   outcome (network, 503) or "Continue to payment" reaches the same order instead of holding the
 *   seats (and setting the rewards credit aside) a second time;
 * - the order Pay created and when its hold ends, for the countdown.
 */
export interface PayAttempt {
  key: string;
  /** The request the key belongs to, as sent (JSON). */
  request: string;
  orderId?: string;
  holdExpiresAt?: string;
}

const storageKey = (listingId: string) => `ticketsetu.pay.${listingId}`;

export function requestFingerprint(request: OrderRequest): string {
  return JSON.stringify(request);
}

export function readPayAttempt(listingId: string): PayAttempt | null {
  try {
    const raw = sessionStorage.getItem(storageKey(listingId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PayAttempt>;
    if (typeof value.key !== 'string' || typeof value.request !== 'string') return null;
    return {
      key: value.key,
      request: value.request,
      ...(typeof value.orderId === 'string' ? { orderId: value.orderId } : {}),
      ...(typeof value.holdExpiresAt === 'string' ? { holdExpiresAt: value.holdExpiresAt } : {}),
    };
  } catch {
    return null;
  }
}

export function savePayAttempt(listingId: string, attempt: PayAttempt): void {
  try {
    sessionStorage.setItem(storageKey(listingId), JSON.stringify(attempt));
  } catch {
    // Storage full or blocked: the page still works, it only forgets the hold on a reload.
  }
}

export function clearPayAttempt(listingId: string): void {
  try {
    sessionStorage.removeItem(storageKey(listingId));
  } catch {
    // As above.
  }
}
