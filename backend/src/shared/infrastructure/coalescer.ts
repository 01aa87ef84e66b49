/** Loads the answers for many keys at once; `answers[i]` belongs to `keys[i]`. */
export type LoadMany<K, V> = (keys: K[]) => Promise<V[]>;

export interface CoalescerOptions {
  /** Loads running at once (each holds a database connection for one statement). */
  concurrency?: number;
  /** Keys per load at most. */
  maxBatch?: number;
}

/**
 * One statement for many reads asked for at the same time (a rush: hundreds of session checks).
 * A key asked for while fewer than `concurrency` loads run goes out at once, with every other key
 * waiting; otherwise it waits for the next load, which starts as soon as one ends. So every answer
 * comes from a read that STARTED AFTER it was asked for: exactly as fresh as a statement of its own
 * (nothing is cached), at the cost of waiting for at most one load in flight. A failed load fails
 * each of its keys with the same error, as their own statements would have failed.
 */
export class Coalescer<K, V> {
  private readonly waiting: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  private running = 0;
  private scheduled = false;
  private readonly concurrency: number;
  private readonly maxBatch: number;

  constructor(
    private readonly loadMany: LoadMany<K, V>,
    options: CoalescerOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.maxBatch = Math.max(1, options.maxBatch ?? 100);
  }

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      // Keys asked for in the same turn of the event loop go out together.
      if (!this.scheduled) {
        this.scheduled = true;
        queueMicrotask(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.running += 1;
      void this.run(batch);
    }
  }

  private async run(batch: Coalescer<K, V>['waiting']): Promise<void> {
    try {
      const answers = await this.loadMany(batch.map((w) => w.key));
      batch.forEach((w, i) => w.resolve(answers[i] as V));
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      this.running -= 1;
      this.pump();
    }
  }
}
