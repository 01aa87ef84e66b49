import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MiB = 1024 * 1024;

export interface YoungGarbageOptions {
  /** Bytes of ArrayBuffer memory in use now (dead buffers not yet collected included). */
  arrayBuffers?: () => number;
  /** Collects the young generation; null when the runtime offers no way to ask. */
  collect?: (() => void) | null;
  /** How much more ArrayBuffer memory than after the last collection sets one off. */
  thresholdBytes?: number;
  /** How often to look while watched. */
  intervalMs?: number;
}

/**
 * Keeps the memory of streamed request bodies from piling up as garbage (docs/performance.md,
 * finding 12). Node copies every chunk of a request body into a fresh Buffer; a streamed upload's
 * chunks die as soon as they are written to disk, but V8 collects dead Buffers of its young
 * generation only once 64 MiB of them have accumulated (twice its default semi-space, whatever
 * --max-semi-space-size says). Eight concurrent 10 MiB uploads therefore grew the resident memory
 * by 56-104 MiB of chunks already on disk. While something is watched (uploads being received), this
 * looks every `intervalMs` and asks for a young-generation collection (a scavenge: a few ms, the
 * live objects only) whenever ArrayBuffer memory is `thresholdBytes` above what it was after the
 * last one. Nothing runs while nothing is watched.
 */
export class YoungGarbage {
  private readonly arrayBuffers: () => number;
  private readonly collect: (() => void) | null;
  private readonly thresholdBytes: number;
  private readonly intervalMs: number;
  private watchers = 0;
  private timer: NodeJS.Timeout | null = null;
  private baseline = 0;

  constructor(options: YoungGarbageOptions = {}) {
    this.arrayBuffers = options.arrayBuffers ?? (() => process.memoryUsage().arrayBuffers);
    this.collect = options.collect === undefined ? youngCollector() : options.collect;
    this.thresholdBytes = options.thresholdBytes ?? 16 * MiB;
    this.intervalMs = options.intervalMs ?? 20;
  }

  /** Starts watching (e.g. an upload being received); call the returned function once it is done. */
  watch(): () => void {
    if (!this.collect) return () => {};
    this.watchers += 1;
    if (this.watchers === 1) {
      this.baseline = this.arrayBuffers();
      this.timer = setInterval(() => this.check(), this.intervalMs);
      this.timer.unref();
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.watchers -= 1;
      if (this.watchers === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** One look: collect when enough new ArrayBuffer memory has appeared since the last collection. */
  check(): void {
    if (!this.collect) return;
    const now = this.arrayBuffers();
    if (now - this.baseline < this.thresholdBytes) {
      this.baseline = Math.min(this.baseline, now); // V8 collected on its own meanwhile
      return;
    }
    this.collect();
    this.baseline = this.arrayBuffers();
  }
}

/**
 * V8's collector of the young generation, or null. `gc` is there when the process was started with
 * --expose-gc; otherwise the flag is set for one moment, long enough for a new context to carry
 * `gc` (the way the `expose-gc` package does it), and unset again so no later context gets it.
 */
function youngCollector(): (() => void) | null {
  try {
    let gc = (globalThis as { gc?: unknown }).gc;
    if (typeof gc !== 'function') {
      setFlagsFromString('--expose-gc');
      try {
        gc = runInNewContext('gc');
      } finally {
        setFlagsFromString('--no-expose-gc');
      }
    }
    if (typeof gc !== 'function') return null;
    const collectGarbage = gc as (options: { type: 'minor' }) => void;
    return () => collectGarbage({ type: 'minor' });
  } catch {
    return null;
  }
}
