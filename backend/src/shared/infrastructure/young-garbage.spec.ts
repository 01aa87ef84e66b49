import { jest } from '@jest/globals';
import { setFlagsFromString } from 'node:v8';
import { YoungGarbage } from './young-garbage.js';

const MiB = 1024 * 1024;

/** A process whose ArrayBuffer memory the test sets, and a collector that frees what it is told. */
function fakeProcess(garbageFreedByCollection: () => number) {
  const state = { arrayBuffers: 10 * MiB, collections: 0 };
  const collect = () => {
    state.collections += 1;
    state.arrayBuffers -= garbageFreedByCollection();
  };
  return { state, collect, arrayBuffers: () => state.arrayBuffers };
}

describe('young garbage of streamed uploads', () => {
  afterEach(() => jest.useRealTimers());

  it('collects once 16 MiB more ArrayBuffer memory than after the last collection is in use, not before', () => {
    const p = fakeProcess(() => 20 * MiB);
    const young = new YoungGarbage({ arrayBuffers: p.arrayBuffers, collect: p.collect, thresholdBytes: 16 * MiB });
    const done = young.watch(); // baseline 10 MiB
    p.state.arrayBuffers = 25 * MiB;
    young.check();
    expect(p.state.collections).toBe(0);
    p.state.arrayBuffers = 30 * MiB;
    young.check();
    expect(p.state.collections).toBe(1); // 30 - 20 freed = 10 MiB: the new baseline
    p.state.arrayBuffers = 20 * MiB;
    young.check();
    expect(p.state.collections).toBe(1);
    p.state.arrayBuffers = 26 * MiB;
    young.check();
    expect(p.state.collections).toBe(2);
    done();
  });

  it('counts from what V8 freed on its own meanwhile', () => {
    const p = fakeProcess(() => 0);
    const young = new YoungGarbage({ arrayBuffers: p.arrayBuffers, collect: p.collect, thresholdBytes: 16 * MiB });
    const done = young.watch(); // baseline 10 MiB
    p.state.arrayBuffers = 2 * MiB; // a collection V8 made itself
    young.check();
    p.state.arrayBuffers = 18 * MiB;
    young.check();
    expect(p.state.collections).toBe(1);
    done();
  });

  it('looks only while something is watched', () => {
    jest.useFakeTimers();
    const p = fakeProcess(() => 64 * MiB);
    const young = new YoungGarbage({
      arrayBuffers: p.arrayBuffers,
      collect: p.collect,
      thresholdBytes: 16 * MiB,
      intervalMs: 20,
    });
    p.state.arrayBuffers = 100 * MiB;
    jest.advanceTimersByTime(100);
    expect(p.state.collections).toBe(0); // nothing watched: no timer

    const first = young.watch(); // baseline 100 MiB
    const second = young.watch();
    p.state.arrayBuffers = 120 * MiB;
    jest.advanceTimersByTime(20);
    expect(p.state.collections).toBe(1);
    first();
    first(); // twice is once
    p.state.arrayBuffers += 40 * MiB;
    jest.advanceTimersByTime(20);
    expect(p.state.collections).toBe(2); // the second upload is still being received
    second();
    p.state.arrayBuffers += 40 * MiB;
    jest.advanceTimersByTime(200);
    expect(p.state.collections).toBe(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does nothing where the runtime offers no collector', () => {
    jest.useFakeTimers();
    const young = new YoungGarbage({ arrayBuffers: () => 1_000 * MiB, collect: null });
    const done = young.watch();
    expect(jest.getTimerCount()).toBe(0);
    young.check();
    done();
  });

  it("finds V8's collector of the young generation in this runtime and frees dead Buffers with it", () => {
    // V8 frees collected ArrayBuffers on a background thread, so the count would lag the collection by
    // a few milliseconds (and by more on a busy machine); for this test it frees them at once.
    setFlagsFromString('--no-concurrent-array-buffer-sweeping');
    try {
      const young = new YoungGarbage({ thresholdBytes: 8 * MiB });
      const done = young.watch();
      const before = process.memoryUsage().arrayBuffers;
      // 16 MiB of chunks as an upload streams them: each one written to disk and dead before the next
      // arrives, so none can survive a collection into the old generation (a scavenge would not free it).
      for (let i = 0; i < 64; i += 1) {
        Buffer.allocUnsafeSlow(256 * 1024).fill(i);
        young.check();
      }
      done();
      // Left to itself V8 would still hold all 16 MiB here.
      expect(process.memoryUsage().arrayBuffers).toBeLessThan(before + 8 * MiB);
    } finally {
      setFlagsFromString('--concurrent-array-buffer-sweeping');
    }
  });
});
