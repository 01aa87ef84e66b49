/**
 * A per-process cache for public reads whose entries live at most `ttlMs`.
 * Each replica keeps its own, so with any number of replicas a reader sees data at most
 * `ttlMs` old; concurrent misses for one key share a single load (no stampede).
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > time) return hit.value;

    if (this.entries.size >= this.maxEntries) this.evictExpired(time);
    const value = load();
    this.entries.set(key, { value, expiresAt: time + this.ttlMs });
    // A failed load must not be served from the cache.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** The fresh value for `key`, if there is one; never loads. */
  peek(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit.value : undefined;
  }

  /** Drops every entry whose key starts with `prefix`: what they hold changed. */
  forgetStartingWith(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private evictExpired(time: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= time) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
