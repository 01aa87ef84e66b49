import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cataloguesFor,
  LOCALE_TAGS,
  localePath,
  preferredLocale,
  splitLocalePath,
  timeOfDayOptions,
} from './locales.ts';

describe('locale addresses', () => {
  it('reads the language from the prefix and gives the page its own path', () => {
    assert.deepEqual(splitLocalePath('/hi/events'), { locale: 'hi', path: '/events' });
    assert.deepEqual(splitLocalePath('/hi'), { locale: 'hi', path: '/' });
    assert.deepEqual(splitLocalePath('/hi/'), { locale: 'hi', path: '/' });
    assert.deepEqual(splitLocalePath('/events'), { locale: 'en', path: '/events' });
    assert.deepEqual(splitLocalePath('/'), { locale: 'en', path: '/' });
    // Only the whole segment is a language: /hide and /history are English pages.
    assert.deepEqual(splitLocalePath('/hide'), { locale: 'en', path: '/hide' });
  });

  it('builds each language address and the two round-trip', () => {
    assert.equal(localePath('hi', '/'), '/hi');
    assert.equal(localePath('hi', '/event/42'), '/hi/event/42');
    assert.equal(localePath('en', '/event/42'), '/event/42');
    for (const path of ['/', '/events', '/event/1', '/seller/x']) {
      assert.equal(splitLocalePath(localePath('hi', path)).path, path);
    }
  });
});

describe('preferredLocale', () => {
  it('follows the highest weight among our languages', () => {
    assert.equal(preferredLocale('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7'), 'hi');
    assert.equal(preferredLocale('en-IN,en;q=0.9,hi;q=0.8'), 'en');
    assert.equal(preferredLocale('ta-IN,hi;q=0.5'), 'hi');
    assert.equal(preferredLocale('en;q=0.4,hi;q=0.6'), 'hi');
  });

  it('falls back to English for absent, foreign, refused or malformed headers', () => {
    assert.equal(preferredLocale(undefined), 'en');
    assert.equal(preferredLocale(''), 'en');
    assert.equal(preferredLocale('fr-FR,de;q=0.5'), 'en');
    assert.equal(preferredLocale('hi;q=0'), 'en');
    assert.equal(preferredLocale('hi;q=abc,,;;'), 'en');
    assert.equal(preferredLocale('*'), 'en');
  });
});

describe('the catalogues a page reads', () => {
  it('is the shell’s and the page’s area’s, whatever the query or trailing slash', () => {
    assert.deepEqual(cataloguesFor('/'), ['common', 'browse']);
    assert.deepEqual(cataloguesFor('/event/42?quantity=2'), ['common', 'browse']);
    assert.deepEqual(cataloguesFor('/checkout/7'), ['common', 'checkout']);
    assert.deepEqual(cataloguesFor('/tickets/'), ['common', 'selling', 'help', 'browse']);
    assert.deepEqual(cataloguesFor('/refund-policy#cancel'), ['common', 'content', 'refunds']);
    // The contact and complaint pages draw the content area's parts (its title band, the Grievance Officer, FAQ items).
    assert.deepEqual(cataloguesFor('/contact'), ['common', 'help', 'content', 'faq']);
    assert.deepEqual(cataloguesFor('/complaints/track'), ['common', 'help', 'content']);
  });

  it('gives the back office every area’s, and unknown addresses the shell’s alone, never an inherited name', () => {
    assert.deepEqual(cataloguesFor('/admin/users'), ['common', 'browse', 'account', 'checkout', 'selling', 'help']);
    assert.deepEqual(cataloguesFor('/constructor'), ['common']);
    assert.deepEqual(cataloguesFor('/nope'), ['common']);
  });
});

describe('the time of day', () => {
  const at = (iso: string, locale: 'en' | 'hi') =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...timeOfDayOptions(locale), timeZone: 'Asia/Kolkata' }).format(
      new Date(iso),
    );

  it('is said in Hindi by the part of the day, in words; in English with am/pm', () => {
    assert.equal(at('2026-12-02T14:30:00Z', 'hi'), 'रात 8:00');
    assert.equal(at('2026-12-02T12:30:00Z', 'hi'), 'शाम 6:00');
    assert.doesNotMatch(at('2026-12-02T14:30:00Z', 'hi'), /[ap]m/i);
    assert.equal(at('2026-12-02T14:30:00Z', 'en'), '8:00 pm');
  });
});
