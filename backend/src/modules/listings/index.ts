/**
 * The listings module's public entry: inventory (holds) and reads. Other modules import only this file,
 * and read no listings table in SQL: a hold's expiry time is published as the view `hold_expiries`
 * (hold_id, expires_at; ADR 83), which orders reads for its checkouts' one expiry time.
 */
export { ListingsModule } from './listings.module.js';
export {
  type AdoptRequest,
  InventoryService,
  type HoldRequest,
  type UndoneSale,
} from './application/inventory.service.js';
export { EventRemoval } from './application/event-removal.js';
export { EventCardImages } from './application/event-cards.js';
export { ListingQueries } from './application/listing-queries.js';
// Admin > Tickets' read model and answers; the back office mounts the queues (ADR 71).
export { ReviewList } from './application/review-list.js';
export { ReviewListingDto, ReviewQueryDto } from './http/listing.dto.js';
export { toReviewListingDto } from './http/listing-views.js';
export { PageHeads, type PageHead, type SitemapEntry } from './application/page-heads.js';
export { PublicPageData } from './http/page-data.js';
export { renderHead, robotsTxt, sitemapXml } from './http/page-html.js';
export type {
  CheckoutListingView,
  EventOnSale,
  OwnListingView,
  PublicListingView,
  ReviewListingView,
} from './application/views.js';
export type { HoldOutcome, HoldResult, HoldStatus } from './domain/listing-hold.js';
export { isOnSale, onSaleSql, remainingOf } from './domain/on-sale.js';
export type { MobileProvider, TicketType } from './domain/ticket-kinds.js';
