import type { CheckoutListingView } from '../../listings/index.js';

/** At most this many listings are remembered per process (a rush has one event's few dozen). */
const MAX_REMEMBERED = 10_000;

/**
 * Listings this process just read as not on sale (sold out, held by people paying, withdrawn...),
 * so that the rest of a rush for them is refused without reading them again (docs/performance.md,
 * flash sale; ADR 21).
 *
 * The rule that keeps it harmless: a remembered read is used only to REFUSE, only while it is
 * younger than `ttlMs` (the public cache's TTL, at most 2 s: ADR 6), and Pay runs the very checks a
 * fresh read would (own listing, the form, the stock) on it. So it can only give an answer a read of
 * the listing within the last `ttlMs` gave, never a sale: a listing on sale is never remembered, and
 * seats given back are offered to the next buyer at most `ttlMs` later, as the public pages show
 * them. A waiting-list offer (its seats held for that buyer) never consults it.
 */
export class SoldOutListings {
  private readonly seen = new Map<string, { listing: CheckoutListingView; at: number }>();

  /** `ttlMs` 0 remembers nothing. */
  constructor(private readonly ttlMs: number) {}

  /** The listing as read at most `ttlMs` before `now`, when it was not on sale then; otherwise null. */
  recent(listingId: string, now: Date): CheckoutListingView | null {
    const entry = this.seen.get(listingId);
    if (!entry) return null;
    if (now.getTime() - entry.at >= this.ttlMs || now.getTime() < entry.at) {
      this.seen.delete(listingId);
      return null;
    }
    return entry.listing;
  }

  /** Remembers a listing read at `readAt`, only if it was not on sale. */
  remember(listing: CheckoutListingView, readAt: Date): void {
    if (this.ttlMs <= 0 || listing.isOnSale) return;
    if (this.seen.size >= MAX_REMEMBERED) this.forgetExpired(readAt);
    if (this.seen.size >= MAX_REMEMBERED) this.seen.delete(this.seen.keys().next().value!); // the oldest
    this.seen.delete(listing.id); // re-inserted last: Map order stays oldest first
    this.seen.set(listing.id, { listing, at: readAt.getTime() });
  }

  private forgetExpired(now: Date): void {
    for (const [id, entry] of this.seen) {
      if (now.getTime() - entry.at >= this.ttlMs) this.seen.delete(id);
    }
  }
}
