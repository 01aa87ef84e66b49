/** A timer the pacing can be driven by (real timers in the app, jest's fake ones in its test). */
export interface PacingTimer {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
}

const realTimer: PacingTimer = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
};

interface Deferred<V> {
  promise: Promise<V>;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

interface KeyState<V> {
  /** Callers waiting for the next read (one read answers them all). */
  waiting: Deferred<V> | null;
  running: boolean;
  timerSet: boolean;
  lastStart: number;
}

/**
 * Reads of one key started at most once per `intervalMs`, however many ask. Every answer comes from a
 * read that STARTED AFTER it was asked for (so it sees the change that made the caller ask); asks that
 * arrive in the same turn of the event loop, while a read runs, or within the interval of the last start,
 * share the next one. A key's state is dropped once it has been idle for an interval.
 */
export class PacedReads<K, V> {
  private readonly keys = new Map<K, KeyState<V>>();

  constructor(
    private readonly read: (key: K) => Promise<V>,
    private readonly intervalMs: number,
    private readonly timer: PacingTimer = realTimer,
  ) {}

  next(key: K): Promise<V> {
    let state = this.keys.get(key);
    if (!state) {
      state = { waiting: null, running: false, timerSet: false, lastStart: -Infinity };
      this.keys.set(key, state);
    }
    state.waiting ??= deferred<V>();
    const { promise } = state.waiting;
    this.pump(key, state);
    return promise;
  }

  /** Keys with state now (waiting, reading, or within an interval of their last read). */
  get size(): number {
    return this.keys.size;
  }

  private pump(key: K, state: KeyState<V>): void {
    if (state.running || state.timerSet) return;
    const wait = state.lastStart + this.intervalMs - this.timer.now();
    if (wait > 0 || !state.waiting) {
      // Wait out the interval: for the next read, or (nobody waiting) to drop the idle key.
      state.timerSet = true;
      this.timer.setTimeout(
        () => {
          state.timerSet = false;
          if (state.waiting) this.pump(key, state);
          else if (!state.running) this.keys.delete(key);
        },
        Math.max(wait, 0),
      );
      return;
    }
    state.running = true;
    // Start on the next microtask, so every ask of this turn of the event loop shares the read.
    queueMicrotask(() => {
      const waiting = state.waiting!;
      state.waiting = null;
      state.lastStart = this.timer.now();
      void this.read(key)
        .then(waiting.resolve, waiting.reject)
        .finally(() => {
          state.running = false;
          this.pump(key, state);
        });
    });
  }
}

function deferred<V>(): Deferred<V> {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
