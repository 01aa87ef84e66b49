import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foreignLatinWords, LATIN_ALLOWED } from './latin-script.js';

describe('Latin script in Hindi messages', () => {
  it("allows the site's list of names, no more and no fewer", () => {
    const site = readFileSync(
      fileURLToPath(new URL('../../../../frontend/src/test/latin-script.ts', import.meta.url)),
      'utf8',
    );
    const list = /new Set\(\[([\s\S]*?)\]\)/.exec(site)?.[1] ?? '';
    expect([...list.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...LATIN_ALLOWED]);
  });

  it('finds an English word, not the names, the values filled in, links or the time of day', () => {
    expect(foreignLatinWords('TicketSetu पर UPI से भुगतान करें।')).toEqual([]);
    expect(foreignLatinWords('Please भुगतान करें')).toEqual(['Please']);
    expect(
      foreignLatinWords(
        'नमस्ते Priya, Sunburn Arena के टिकट: https://ticketsetu.in/checkout/1, 28 नवंबर 2026 को 8:00 pm बजे',
        ['Priya', 'Sunburn Arena'],
      ),
    ).toEqual([]);
  });
});
