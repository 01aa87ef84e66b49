import { foreignLatinWords } from './latin-script.js';

describe('Latin script in Hindi messages', () => {
  it('finds an English word, not the names, the values filled in or links', () => {
    expect(foreignLatinWords('TicketSetu पर UPI से भुगतान करें।')).toEqual([]);
    expect(foreignLatinWords('Please भुगतान करें')).toEqual(['Please']);
    expect(
      foreignLatinWords(
        'नमस्ते Priya, Sunburn Arena के टिकट: https://ticketsetu.in/checkout/1, 28 नवंबर 2026 को रात 8:00 बजे',
        ['Priya', 'Sunburn Arena'],
      ),
    ).toEqual([]);
  });
});
