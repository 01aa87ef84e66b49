/**
 * One holder at a time per key, in the order they asked; different keys do not wait for each other.
 * Per process: it spares the database work it would refuse anyway (a rush's Pays for one listing
 * queue here instead of each holding a pool connection while it waits for the listing's row lock).
 * It never makes anything correct across processes: the database does that.
 */
export class KeyedMutex {
  /** Per busy key: settles when the last holder queued for it has released. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Waits for the key; the answer releases it (calling it again does nothing). */
  async acquire(key: string): Promise<() => void> {
    const before = this.tails.get(key);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const tail = before ? before.then(() => released) : released;
    this.tails.set(key, tail);
    await before;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key); // nobody queued behind: forget the key
    };
  }

  /** Keys held or waited for (for tests). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
