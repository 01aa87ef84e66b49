import { Coalescer } from './coalescer.js';

/** A load the test finishes by hand, recording the keys of each statement. */
function manualLoads() {
  const statements: { keys: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const loadMany = (keys: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      statements.push({ keys, finish: () => resolve(keys.map((k) => `row ${k}`)), fail: reject });
    });
  return { statements, loadMany };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced reads', () => {
  it('sends keys asked together in one statement and answers each its own row', async () => {
    const { statements, loadMany } = manualLoads();
    const reads = new Coalescer(loadMany, { concurrency: 1 });
    const answers = Promise.all([reads.load(1), reads.load(2), reads.load(3)]);
    await settle();
    expect(statements.map((s) => s.keys)).toEqual([[1, 2, 3]]);
    statements[0]!.finish();
    expect(await answers).toEqual(['row 1', 'row 2', 'row 3']);
  });

  it('never answers a key from a statement that started before it was asked', async () => {
    const { statements, loadMany } = manualLoads();
    const reads = new Coalescer(loadMany, { concurrency: 1 });
    const first = reads.load(1);
    await settle();
    const second = reads.load(2); // asked while the statement for 1 runs
    const third = reads.load(3);
    await settle();
    expect(statements.map((s) => s.keys)).toEqual([[1]]);
    statements[0]!.finish();
    expect(await first).toBe('row 1');
    await settle();
    expect(statements.map((s) => s.keys)).toEqual([[1], [2, 3]]); // a statement of their own, sent after
    statements[1]!.finish();
    expect(await Promise.all([second, third])).toEqual(['row 2', 'row 3']);
  });

  it('runs up to `concurrency` statements at once, at most `maxBatch` keys each', async () => {
    const { statements, loadMany } = manualLoads();
    const reads = new Coalescer(loadMany, { concurrency: 2, maxBatch: 2 });
    const all = Promise.all([1, 2, 3, 4, 5].map((k) => reads.load(k)));
    await settle();
    expect(statements.map((s) => s.keys)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    statements[1]!.finish();
    await settle();
    expect(statements.map((s) => s.keys)).toEqual([[1, 2], [3, 4], [5]]);
    statements[0]!.finish();
    statements[2]!.finish();
    expect(await all).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
  });

  it("fails every key of a failed statement with its error, and the next statement's keys not at all", async () => {
    const { statements, loadMany } = manualLoads();
    const reads = new Coalescer(loadMany, { concurrency: 1 });
    const failed = [reads.load(1), reads.load(2)];
    await settle();
    const later = reads.load(3);
    statements[0]!.fail(new Error('database unavailable'));
    for (const read of failed) await expect(read).rejects.toThrow('database unavailable');
    await settle();
    statements[1]!.finish();
    expect(await later).toBe('row 3');
  });
});
