import { Session } from './session.entity.js';

describe('Session', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('rotates its refresh token and remembers the old one', () => {
    const session = new Session('u1', 'h1', new Date(now.getTime() + 86_400_000), 'Chrome');
    session.rotate('h2', now);
    session.rotate('h3', now);
    expect(session.refreshTokenHash).toBe('h3');
    expect(session.rotatedTokenHashes).toEqual(['h1', 'h2']);
  });

  it('is inactive once revoked or expired', () => {
    const session = new Session('u1', 'h1', new Date(now.getTime() + 1000), null);
    expect(session.isActive(now)).toBe(true);
    expect(session.isActive(new Date(now.getTime() + 1001))).toBe(false);
    session.revoke('signed out', now);
    expect(session.isActive(now)).toBe(false);
    expect(session.revokedReason).toBe('signed out');
  });
});
