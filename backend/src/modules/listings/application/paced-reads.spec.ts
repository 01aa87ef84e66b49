import { PacedReads, type PacingTimer } from './paced-reads.js';

/** A clock and timers moved by hand. */
class ManualTimer implements PacingTimer {
  private time = 0;
  private timers: Array<{ at: number; run: () => void }> = [];

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): void {
    this.timers.push({ at: this.time + ms, run });
  }

  /** Moves time on, running each timer that falls due, in order. */
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      await flush();
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.run();
    }
    this.time = until;
    await flush();
  }
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('PacedReads: at most one read per key per interval, whoever asks', () => {
  let timer: ManualTimer;
  let reads: Array<{ key: string; at: number }>;
  let version: number;
  let paced: PacedReads<string, string>;

  beforeEach(() => {
    timer = new ManualTimer();
    reads = [];
    version = 0;
    paced = new PacedReads(
      async (key) => {
        reads.push({ key, at: timer.now() });
        return `${key}@${version}`;
      },
      1000,
      timer,
    );
  });

  it('answers a first ask at once, with one read for every caller asking together', async () => {
    const answers = Promise.all(Array.from({ length: 50 }, () => paced.next('e1')));
    await flush();
    expect(await answers).toEqual(Array(50).fill('e1@0'));
    expect(reads).toEqual([{ key: 'e1', at: 0 }]);
  });

  it('folds a burst of asks into one read a second, each answer from a read started after the ask', async () => {
    const answers: Array<Promise<string>> = [];
    for (let step = 0; step < 30; step++) {
      version = step;
      answers.push(paced.next('e1'));
      await timer.advance(100);
    }
    await timer.advance(1000);
    const settled = await Promise.all(answers);
    expect(reads.map((r) => r.at)).toEqual([0, 1000, 2000, 3000]);
    // The last ask (version 29) is answered by a read that saw it.
    expect(settled.at(-1)).toBe('e1@29');
  });

  it('paces each key on its own', async () => {
    await Promise.all([paced.next('e1'), paced.next('e2')]);
    const again = Promise.all([paced.next('e1'), paced.next('e2')]);
    await timer.advance(1000);
    await again;
    expect(reads.map((r) => `${r.key}@${r.at}`)).toEqual(['e1@0', 'e2@0', 'e1@1000', 'e2@1000']);
  });

  it('fails every caller of a failed read, and reads afresh for the next ask', async () => {
    let fail = true;
    const flaky = new PacedReads(
      async () => {
        if (fail) throw new Error('database gone');
        return 'ok';
      },
      1000,
      timer,
    );
    const both = [flaky.next('e1'), flaky.next('e1')];
    await expect(Promise.all(both)).rejects.toThrow('database gone');
    await expect(both[1]).rejects.toThrow('database gone');
    fail = false;
    const later = flaky.next('e1');
    await timer.advance(1000);
    await expect(later).resolves.toBe('ok');
  });

  it('forgets a key once it has been idle for an interval', async () => {
    await paced.next('e1');
    expect(paced.size).toBe(1);
    await timer.advance(1000);
    expect(paced.size).toBe(0);
  });
});
