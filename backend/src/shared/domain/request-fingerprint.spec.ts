import { IDEMPOTENCY_KEY_REUSED, refuseOtherRequest, requestFingerprint } from './request-fingerprint.js';

describe('a request fingerprint', () => {
  const pay = { listingId: 'a1', quantity: 2, platformId: 'me@district' };
  const file = { name: 'booking.pdf', size: 1200, sha256: 'ab'.repeat(32) };

  it('is the same for the same request, whatever order its fields came in or what was left undefined', () => {
    const one = requestFingerprint('POST /api/v1/orders', pay);
    expect(requestFingerprint('POST /api/v1/orders', { platformId: 'me@district', quantity: 2, listingId: 'a1' })).toBe(
      one,
    );
    expect(requestFingerprint('POST /api/v1/orders', { ...pay, offerId: undefined })).toBe(one);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when any value, the operation or a file differs', () => {
    const one = requestFingerprint('POST /api/v1/listings', pay, [file]);
    const others = [
      requestFingerprint('POST /api/v1/listings', { ...pay, quantity: 3 }, [file]),
      requestFingerprint('POST /api/v1/listings', { ...pay, quantity: '2' }, [file]),
      requestFingerprint('POST /api/v1/listings', { ...pay, offerId: null }, [file]),
      requestFingerprint('POST /api/v1/orders', pay, [file]),
      requestFingerprint('POST /api/v1/listings', pay, []),
      requestFingerprint('POST /api/v1/listings', pay, [{ ...file, name: 'other.pdf' }]),
      requestFingerprint('POST /api/v1/listings', pay, [{ ...file, size: 1201 }]),
      requestFingerprint('POST /api/v1/listings', pay, [{ ...file, sha256: 'cd'.repeat(32) }]),
      requestFingerprint('POST /api/v1/listings', pay, [file, file]),
    ];
    for (const other of others) expect(other).not.toBe(one);
    expect(new Set(others).size).toBe(others.length);
  });

  it('refuses another request under a used key with 422, and lets the same one (or an unfingerprinted one) through', () => {
    const one = requestFingerprint('POST /api/v1/orders', pay);
    expect(() => refuseOtherRequest(one, one)).not.toThrow();
    expect(() => refuseOtherRequest(null, one)).not.toThrow();
    const other = requestFingerprint('POST /api/v1/orders', { ...pay, quantity: 1 });
    expect(() => refuseOtherRequest(one, other)).toThrow(
      expect.objectContaining({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_KEY_REUSED }),
    );
  });
});
