import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageHeadTags } from './app.page-languages.js';

describe('what a page preloads for its language (ADR 84)', () => {
  const manifest = join(mkdtempSync(join(tmpdir(), 'ticketsetu-manifest-')), 'manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      'src/locales/common/en.po': { file: 'assets/en-common.js' },
      'src/locales/common/hi.po': { file: 'assets/hi-common.js' },
      'src/locales/browse/en.po': { file: 'assets/en-browse.js' },
      'src/locales/checkout/hi.po': { file: 'assets/hi-checkout.js' },
      'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2': {
        file: 'assets/deva-400.woff2',
      },
    }),
  );
  const tags = languageHeadTags(manifest);

  it("names the shell's catalogue and the page's area's, in the page's language", () => {
    expect(tags('en', '/events')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/en-common.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/en-browse.js" />',
    );
    expect(tags('hi', '/checkout/42')).toContain('href="/assets/hi-common.js"');
    expect(tags('hi', '/checkout/42')).toContain('href="/assets/hi-checkout.js"');
  });

  it('preloads the Devanagari face for Hindi only', () => {
    expect(tags('hi', '/')).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/deva-400.woff2" />',
    );
    expect(tags('en', '/')).not.toContain('woff2');
  });

  it('gives an address of no area the shell alone, and nothing without a build', () => {
    expect(tags('en', '/no-such-page')).toBe('<link rel="modulepreload" crossorigin href="/assets/en-common.js" />');
    expect(languageHeadTags(join(tmpdir(), 'no-such-manifest.json'))('hi', '/')).toBe('');
  });
});
