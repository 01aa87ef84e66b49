import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HEAD_WORDS, STATIC_PAGES_HI, staticPageHead } from './page-heads.ts';
import { STATIC_PAGES } from './pages.ts';

describe('the page heads in Hindi', () => {
  it('has a Hindi head for every static page and no other, a title where English has one', () => {
    assert.deepEqual(Object.keys(STATIC_PAGES_HI).sort(), Object.keys(STATIC_PAGES).sort());
    for (const [path, page] of Object.entries(STATIC_PAGES)) {
      const hindi = STATIC_PAGES_HI[path]!;
      assert.equal(hindi.title === null, page.title === null, path);
      assert.match(`${hindi.title ?? ''} ${hindi.description}`, /[\u0900-\u097F]/, path);
    }
  });

  it('gives English as STATIC_PAGES has it', () => {
    assert.equal(staticPageHead('/faq'), STATIC_PAGES['/faq']);
    assert.equal(staticPageHead('/faq', 'hi')?.title, 'अक्सर पूछे जाने वाले सवाल');
    assert.equal(staticPageHead('/nope', 'hi'), undefined);
  });

  it('words the worked-out heads in each language, English as before', () => {
    assert.equal(HEAD_WORDS.en.fromPrice('₹1,500.00'), 'From ₹1,500.00');
    assert.equal(HEAD_WORDS.hi.fromPrice('₹1,500.00'), '₹1,500.00 से');
    assert.equal(HEAD_WORDS.en.memberSince('2026-11'), 'Member since November 2026');
    assert.equal(HEAD_WORDS.hi.memberSince('2026-11'), 'नवंबर 2026 से सदस्य');
    assert.equal(HEAD_WORDS.en.ratings(4.75, 12), '4.8 ★ from 12 ratings');
    assert.equal(HEAD_WORDS.hi.ratings(4.75, 12), '4.8 ★, 12 रेटिंग');
    assert.equal(HEAD_WORDS.hi.completedSales(0), 'अभी कोई पूरी हुई बिक्री नहीं');
  });
});
