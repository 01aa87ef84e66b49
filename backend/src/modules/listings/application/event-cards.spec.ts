import { CARD_HEIGHT, CARD_WIDTH, type EventCard, eventCardSvg, wrapText } from './event-cards.js';
import { pngFromSvg } from '../../../shared/infrastructure/images/png-from-svg.js';

const card: EventCard = {
  title: 'Coldplay: Music of the Spheres World Tour, Mumbai',
  when: 'Tue, 19 Jan 2027, 8:00 pm IST',
  place: 'DY Patil Stadium, Navi Mumbai',
  price: 'From ₹4,500.00',
};

describe('wrapText', () => {
  it('breaks between words, at most the lines asked for', () => {
    expect(wrapText('Coldplay: Music of the Spheres World Tour, Mumbai', 28, 2)).toEqual([
      'Coldplay: Music of the',
      'Spheres World Tour, Mumbai',
    ]);
    expect(wrapText('  Short   title ', 28, 2)).toEqual(['Short title']);
  });

  it('cuts what does not fit with an ellipsis: too many lines, or one word longer than a line', () => {
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilisticexpialidocious', 10, 2)).toEqual(['Supercali…']);
    expect(wrapText('', 10, 2)).toEqual([]);
  });
});

describe('eventCardSvg', () => {
  it('writes the title, when, where and the price', () => {
    const svg = eventCardSvg(card);
    for (const text of ['Coldplay: Music of the', 'Spheres World Tour, Mumbai', card.when, card.place, card.price]) {
      expect(svg).toContain(`>${text}</text>`);
    }
  });

  it('escapes text, so a title cannot add markup to the image', () => {
    const svg = eventCardSvg({ ...card, title: '<script>x</script> & "Friends"', place: "Rock 'n' Roll <Hall>" });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt; &amp;');
    expect(svg).toContain('&quot;Friends&quot;');
    expect(svg).toContain('Rock &apos;n&apos; Roll &lt;Hall&gt;');
  });
});

describe('pngFromSvg', () => {
  it('draws the card as a PNG of 1200 x 630, with its text in the bundled font', async () => {
    const png = await pngFromSvg(eventCardSvg(card), CARD_WIDTH);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height, big-endian, right after the signature and the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    // The same card without any text is smaller: the text was drawn (no font would leave it out).
    const blank = await pngFromSvg(eventCardSvg({ title: '', when: '', place: '', price: '' }), CARD_WIDTH);
    expect(png.length).toBeGreaterThan(blank.length + 5_000);
  });
});
