/** At most this many listings are remembered per process (a rush has one event's few dozen). */
const MAX_REMEMBERED = 10_000;

/**
 * Listings whose last seat a hold in this process just took (ADR 31, amended by ADR 33), so that the
 * Pays queued behind that hold for the listing's turn need not each run a transaction to be refused.
 *
 * A hint, never an answer: a Pay it stops is refused only when a read of the listing made after it
 * agrees (one statement for all the Pays of the moment), so seats given back since — a failed
 * payment, an expired hold, a refused payment start, in this process or another — are bought at
 * once. Forgotten after `ttlMs` (the public cache's TTL, at most 2 s), and by `forget` when a read
 * found seats again. A waiting-list offer (its seats held for that buyer) never consults it.
 */
export class SoldOutListings {
  /** Listing id → when its last seat went (epoch ms); Map order is oldest first. */
  private readonly seen = new Map<string, number>();

  /** `ttlMs` 0 remembers nothing. */
  constructor(private readonly ttlMs: number) {}

  /** Whether a hold here took the listing's last seat less than `ttlMs` before `now`. */
  recent(listingId: string, now: Date): boolean {
    const at = this.seen.get(listingId);
    if (at === undefined) return false;
    if (now.getTime() - at >= this.ttlMs || now.getTime() < at) {
      this.seen.delete(listingId);
      return false;
    }
    return true;
  }

  /** A hold saw no seat left after it at `at`. */
  remember(listingId: string, at: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.seen.size >= MAX_REMEMBERED) this.forgetExpired(at);
    if (this.seen.size >= MAX_REMEMBERED) this.seen.delete(this.seen.keys().next().value!); // the oldest
    this.seen.delete(listingId); // re-inserted last: Map order stays oldest first
    this.seen.set(listingId, at.getTime());
  }

  /** A read found seats again: the Pays behind try their holds. */
  forget(listingId: string): void {
    this.seen.delete(listingId);
  }

  private forgetExpired(now: Date): void {
    for (const [id, at] of this.seen) {
      if (now.getTime() - at >= this.ttlMs) this.seen.delete(id);
    }
  }
}
