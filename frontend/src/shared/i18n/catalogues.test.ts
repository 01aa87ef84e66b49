import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { CATALOGUES, type Catalogue } from '@ticketsetu/contracts/locales';
import { describe, expect, it } from 'vitest';
import { foreignLatinWords } from '../../test/latin-script';

// Every message in both catalogues (issue 37 item 7): `npm run lint` checks that the catalogues are what
// `lingui extract` would write and that Hindi misses none; this test reads what each translation says.
const po = formatter();
async function read(catalogue: Catalogue, locale: 'en' | 'hi') {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'locales', catalogue, `${locale}.po`), 'utf8');
  return po.parse(text, { locale, sourceLocale: 'en', filename: `${locale}.po` });
}

/** A message's arguments ('{count', '{name') and tags ('<0>'): a translation keeps each, whatever its words. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\w+(?=[,}])|<\/?\d+>/g)].map((m) => m[0]))].sort();

/** The words a reader sees: without ICU's own (`{count, plural, one {...} other {...}}`). */
const wordsOf = (text: string) =>
  text
    .replace(/\{\w+, (?:plural|select|selectordinal),/g, '')
    .replace(/\b(?:zero|one|two|few|many|other)\s*\{|=\d+\s*\{/g, '');

describe('the catalogues', () => {
  it.each(CATALOGUES)(
    '%s: translates every English message into Hindi, keeping its placeholders',
    async (catalogue) => {
      const [en, hi] = await Promise.all([read(catalogue, 'en'), read(catalogue, 'hi')]);
      for (const [id, message] of Object.entries(en)) {
        const source = message.message ?? id;
        const translation = hi[id]?.translation;
        expect(translation, source).toBeTruthy();
        expect(placeholders(translation!), source).toEqual(placeholders(source));
      }
    },
  );

  it.each(CATALOGUES)('%s: writes Hindi in Devanagari, Latin letters only for the allowed names', async (catalogue) => {
    const hi = await read(catalogue, 'hi');
    const foreign = Object.values(hi).flatMap((message) =>
      foreignLatinWords(wordsOf(message.translation ?? '')).map((word) => `${word} in "${message.translation}"`),
    );
    expect(foreign).toEqual([]);
  });

  it('says a message the same way in every catalogue that holds it (tests and pages read them merged)', async () => {
    const seen = new Map<string, { catalogue: Catalogue; translation: string }>();
    const differ: string[] = [];
    for (const catalogue of CATALOGUES) {
      for (const [id, message] of Object.entries(await read(catalogue, 'hi'))) {
        const translation = message.translation ?? '';
        const first = seen.get(id);
        if (!first) seen.set(id, { catalogue, translation });
        else if (first.translation !== translation) {
          differ.push(
            `${message.message ?? id}: ${first.catalogue} "${first.translation}", ${catalogue} "${translation}"`,
          );
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it("keeps a control's visible words inside its longer name (WCAG 2.5.3: 'Report a problem: {title}')", async () => {
    const hindi = new Map<string, string>();
    for (const catalogue of CATALOGUES) {
      for (const [id, message] of Object.entries(await read(catalogue, 'hi'))) {
        hindi.set(message.message ?? id, message.translation ?? '');
      }
    }
    const pairs = [...hindi.keys()].flatMap((name) => {
      const shown = /^(.+?):? \{\w+\}$/.exec(name)?.[1];
      return shown && hindi.has(shown) ? [{ name, shown }] : [];
    });
    expect(pairs.length).toBeGreaterThan(3);
    const lost = pairs
      .filter(({ name, shown }) => !hindi.get(name)!.includes(hindi.get(shown)!))
      .map(({ name, shown }) => `"${hindi.get(name)}" lacks "${hindi.get(shown)}" (${name})`);
    expect(lost).toEqual([]);
  });

  it('the Latin-word check bites', () => {
    expect(foreignLatinWords('TicketSetu पर टिकट खरीदें')).toEqual([]);
    expect(foreignLatinWords('{gateway} से Pay करें, <0>support@ticketsetu.in</0>')).toEqual(['Pay']);
  });
});
