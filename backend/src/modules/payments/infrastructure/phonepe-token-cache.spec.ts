import { type CachedToken, PhonePeTokenCache, REFRESH_MARGIN_SECONDS } from './phonepe-token-cache.js';

describe('PhonePe token cache', () => {
  const T0 = 1_790_000_000; // epoch seconds
  let now = T0 * 1000;
  const clock = () => now;
  let fetched = 0;
  const fetchFor = (lifetime: number) => async (): Promise<CachedToken> => {
    fetched += 1;
    const issuedAt = Math.floor(now / 1000);
    return { authorization: `O-Bearer token-${fetched}`, issuedAt, expiresAt: issuedAt + lifetime };
  };

  beforeEach(() => {
    now = T0 * 1000;
    fetched = 0;
  });

  it('reuses the token until shortly before expires_at, then fetches a new one', async () => {
    const cache = new PhonePeTokenCache(clock);
    const fetch = fetchFor(3600);
    expect((await cache.get(fetch)).authorization).toBe('O-Bearer token-1');

    now = (T0 + 3600 - REFRESH_MARGIN_SECONDS - 1) * 1000; // one second before the refresh point
    expect((await cache.get(fetch)).authorization).toBe('O-Bearer token-1');

    now = (T0 + 3600 - REFRESH_MARGIN_SECONDS) * 1000; // at the refresh point: still alive, but replaced
    expect((await cache.get(fetch)).authorization).toBe('O-Bearer token-2');
    expect(fetched).toBe(2);
  });

  it('refreshes a short-lived token halfway through its life rather than never using it', async () => {
    const cache = new PhonePeTokenCache(clock);
    const fetch = fetchFor(60);
    await cache.get(fetch);
    now = (T0 + 29) * 1000;
    expect((await cache.get(fetch)).authorization).toBe('O-Bearer token-1');
    now = (T0 + 30) * 1000;
    expect((await cache.get(fetch)).authorization).toBe('O-Bearer token-2');
  });

  it('asks once for many concurrent callers', async () => {
    const cache = new PhonePeTokenCache(clock);
    const fetch = fetchFor(3600);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => cache.get(fetch)));
    expect(new Set(tokens.map((t) => t.authorization))).toEqual(new Set(['O-Bearer token-1']));
    expect(fetched).toBe(1);
  });

  it('fetches again after the token is refused, but keeps a newer one fetched meanwhile', async () => {
    const cache = new PhonePeTokenCache(clock);
    const fetch = fetchFor(3600);
    const first = await cache.get(fetch);
    cache.invalidate(first);
    const second = await cache.get(fetch);
    expect(second.authorization).toBe('O-Bearer token-2');
    cache.invalidate(first); // a late refusal of the old token
    expect((await cache.get(fetch)).authorization).toBe('O-Bearer token-2');
  });

  it('does not cache a failed fetch', async () => {
    const cache = new PhonePeTokenCache(clock);
    await expect(cache.get(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get(fetchFor(3600))).authorization).toBe('O-Bearer token-1');
  });
});
