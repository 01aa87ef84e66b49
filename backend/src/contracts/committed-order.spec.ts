import { inCommittedOrder } from './committed-order.js';

describe("the contract's committed order", () => {
  it("keeps the committed file's key order at every depth, new keys after", () => {
    const built = { paths: { '/b': { get: 1, post: 2 }, '/new': { get: 3 }, '/a': { get: 4 } }, info: {} };
    const committed = { info: {}, paths: { '/a': { get: 0 }, '/b': { post: 0, get: 0 }, '/gone': {} } };
    const ordered = inCommittedOrder(built, committed) as typeof built;
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({ info: {}, paths: { '/a': { get: 4 }, '/b': { post: 2, get: 1 }, '/new': { get: 3 } } }),
    );
  });

  it('never reorders an array, and changes no value', () => {
    const built = { enum: ['b', 'a'], required: ['y', 'x'], n: 1 };
    expect(inCommittedOrder(built, { enum: ['a', 'b'], n: 2 })).toEqual(built);
    expect(JSON.stringify((inCommittedOrder(built, { enum: ['a', 'b'] }) as typeof built).enum)).toBe('["b","a"]');
  });

  it('without a committed file, is the document as built', () => {
    const built = { z: { b: 1, a: 2 }, a: [{ d: 1, c: 2 }] };
    expect(JSON.stringify(inCommittedOrder(built, undefined))).toBe(JSON.stringify(built));
  });
});
