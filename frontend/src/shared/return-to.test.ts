import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/tickets?tab=listings', '/tickets?tab=listings'],
    ['/checkout/abc?quantity=2', '/checkout/abc?quantity=2'],
    ['/event/1#tickets', '/event/1#tickets'],
    ['  /events  ', '/events'],
  ])('accepts the same-site path %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/profile',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/x\\..\\..\\evil',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'profile',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%0a/x\u0000',
    '',
    '   ',
    '/auth',
    '/auth?mode=signup',
    '/auth/callback?returnTo=//evil.example',
  ])('refuses %j and falls back to /', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('refuses values that are not text', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(42)).toBe('/');
    expect(safeReturnTo({ href: '/profile' })).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('//evil.example', '/events')).toBe('/events');
  });
});
