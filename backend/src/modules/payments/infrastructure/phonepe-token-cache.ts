/**
 * Caches PhonePe's OAuth access token until shortly before it expires. PhonePe gives `issued_at`
 * and `expires_at` in epoch seconds; the token is refreshed REFRESH_MARGIN_SECONDS before expiry
 * (or halfway through its life if it lives shorter than twice that), so a request never leaves
 * with a token that dies on the way. Time comes from the injected clock.
 */
export const REFRESH_MARGIN_SECONDS = 120;

export interface CachedToken {
  /** The value of the Authorization header, e.g. "O-Bearer eyJ…". */
  authorization: string;
  /** Epoch seconds. */
  issuedAt: number;
  expiresAt: number;
}

export class PhonePeTokenCache {
  private token: CachedToken | null = null;
  /** One fetch at a time: concurrent callers share it instead of each asking PhonePe. */
  private inFlight: Promise<CachedToken> | null = null;

  constructor(private readonly nowMs: () => number) {}

  /** The cached token while it is fresh, else null. */
  fresh(): CachedToken | null {
    const token = this.token;
    if (!token) return null;
    return this.nowMs() / 1000 < PhonePeTokenCache.refreshAt(token) ? token : null;
  }

  /** When a token should be replaced (epoch seconds). */
  static refreshAt(token: Pick<CachedToken, 'issuedAt' | 'expiresAt'>): number {
    const lifetime = Math.max(0, token.expiresAt - token.issuedAt);
    return token.expiresAt - Math.min(REFRESH_MARGIN_SECONDS, lifetime / 2);
  }

  /** The fresh token, or the one `fetch` brings (shared by every caller waiting meanwhile). */
  async get(fetch: () => Promise<CachedToken>): Promise<CachedToken> {
    const cached = this.fresh();
    if (cached) return cached;
    this.inFlight ??= fetch()
      .then((token) => (this.token = token))
      .finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /** Forgets `token` (PhonePe refused it); a newer token fetched meanwhile is kept. */
  invalidate(token: CachedToken): void {
    if (this.token === token) this.token = null;
  }
}
