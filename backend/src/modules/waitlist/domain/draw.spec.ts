import { drawOrder, fits, nextInDraw, type RandomInt, type Release, shuffle, type Waiting } from './draw.js';

/** A seeded, replayable uniform source (mulberry32), standing in for the CSPRNG. */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return (maxExclusive) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * maxExclusive);
  };
}

const person = (n: number, overrides: Partial<Waiting> = {}): Waiting => ({
  entryId: `entry-${n}`,
  userId: `user-${n}`,
  quantity: 2,
  ticketType: 'any',
  isWaiting: true,
  hasOpenOffer: false,
  offeredThisListing: false,
  ...overrides,
});

const release: Release = { sellerId: 'seller', ticketType: 'mobile', seatsLeft: 2 };

describe('the draw: a Fisher-Yates shuffle', () => {
  it('is a permutation of the people waiting, for every size up to 50, with the crypto source', () => {
    for (let n = 0; n <= 50; n++) {
      const items = Array.from({ length: n }, (_, i) => i);
      const drawn = shuffle(items);
      expect(drawn).toHaveLength(n);
      expect([...drawn].sort((a, b) => a - b)).toEqual(items);
      expect(items).toEqual(Array.from({ length: n }, (_, i) => i)); // the input is untouched
    }
  });

  it('can produce every order, about equally often, over many draws (seeded source)', () => {
    const random = seeded(20261126);
    const counts = new Map<string, number>();
    const runs = 24_000;
    for (let i = 0; i < runs; i++) {
      const key = shuffle(['a', 'b', 'c', 'd'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24); // all 4! orders
    // Fair: each order near 1/24 of the runs (1000 expected; a biased shuffle misses by far more).
    for (const count of counts.values()) expect(Math.abs(count - runs / 24)).toBeLessThan(150);
  });

  it('puts each person first equally often: no position favours whoever joined first', () => {
    const random = seeded(7);
    const firsts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) firsts[shuffle([0, 1, 2, 3, 4], random)[0]!]! += 1;
    for (const count of firsts) expect(Math.abs(count - 2000)).toBeLessThan(150);
  });

  it('replays exactly with the same seed, and refuses a source that answers out of range', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, seeded(42))).toEqual(shuffle(items, seeded(42)));
    expect(shuffle(items, seeded(42))).not.toEqual(shuffle(items, seeded(43)));
    expect(() => shuffle([1, 2, 3], (max) => max)).toThrow(RangeError);
    expect(() => shuffle([1, 2, 3], () => -1)).toThrow(RangeError);
    expect(() => shuffle([1, 2, 3], () => 0.5)).toThrow(RangeError);
  });
});

describe('who fits a release', () => {
  it('needs a waiting person without an open offer, not offered this listing, not its seller, wanting what is left of its type', () => {
    expect(fits(person(1), release)).toBe(true);
    expect(fits(person(1, { quantity: 3 }), release)).toBe(false); // more than is left
    expect(fits(person(1, { quantity: 1 }), release)).toBe(true);
    expect(fits(person(1, { ticketType: 'mobile' }), release)).toBe(true);
    expect(fits(person(1, { ticketType: 'physical' }), release)).toBe(false);
    expect(fits(person(1, { userId: 'seller' }), release)).toBe(false); // never one's own listing
    expect(fits(person(1, { isWaiting: false }), release)).toBe(false);
    expect(fits(person(1, { hasOpenOffer: true }), release)).toBe(false);
    expect(fits(person(1, { offeredThisListing: true }), release)).toBe(false);
  });

  it('draws only those who fit', () => {
    const waiting = [person(1), person(2, { quantity: 5 }), person(3, { userId: 'seller' }), person(4)];
    const drawn = drawOrder(waiting, release, seeded(1)).map((p) => p.entryId);
    expect([...drawn].sort()).toEqual(['entry-1', 'entry-4']);
  });
});

describe('a stored draw', () => {
  const stored = ['entry-3', 'entry-1', 'entry-2'];
  const waiting = (overrides: Record<string, Partial<Waiting>> = {}) =>
    new Map([1, 2, 3].map((n) => [`entry-${n}`, person(n, { quantity: n === 2 ? 1 : 2, ...overrides[`entry-${n}`] })]));

  it('offers in its stored order, whatever the random source does afterwards', () => {
    for (let i = 0; i < 5; i++) expect(nextInDraw(stored, waiting(), release)?.entryId).toBe('entry-3');
  });

  it('moves on to the next person once someone was offered, left or has an offer elsewhere', () => {
    expect(nextInDraw(stored, waiting({ 'entry-3': { offeredThisListing: true } }), release)?.entryId).toBe('entry-1');
    expect(nextInDraw(stored, waiting({ 'entry-3': { isWaiting: false } }), release)?.entryId).toBe('entry-1');
    expect(
      nextInDraw(stored, waiting({ 'entry-3': { hasOpenOffer: true }, 'entry-1': { hasOpenOffer: true } }), release)
        ?.entryId,
    ).toBe('entry-2');
  });

  it('passes over someone who wants more than is left, who keeps their place when more comes back', () => {
    const oneLeft = { ...release, seatsLeft: 1 };
    expect(nextInDraw(stored, waiting(), oneLeft)?.entryId).toBe('entry-2');
    expect(nextInDraw(stored, waiting(), release)?.entryId).toBe('entry-3');
  });

  it('ends when nobody fits', () => {
    const everyoneOffered = { offeredThisListing: true };
    expect(
      nextInDraw(
        stored,
        waiting({ 'entry-1': everyoneOffered, 'entry-2': everyoneOffered, 'entry-3': everyoneOffered }),
        release,
      ),
    ).toBeNull();
    expect(nextInDraw([], waiting(), release)).toBeNull();
  });
});
