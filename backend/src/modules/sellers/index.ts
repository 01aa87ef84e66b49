/**
 * The sellers module's public entry: sellers' public profiles and buyers' ratings (ADR 65). Only the back
 * office (Admin > Ratings' list, ADR 71) imports it; the composition root mounts SellersModule and takes
 * the seller pages' heads and data for the server-rendered pages.
 */
export { SellersModule } from './sellers.module.js';
export { SellerPageHeads } from './application/seller-page-heads.js';
export { SellerPageData } from './http/page-data.js';
// Admin > Ratings' read model and answers; the back office mounts the list (ADR 71).
export { StaffRatingList } from './application/staff-rating-list.js';
export type { StaffRating } from './application/views.js';
export { AdminRatingDto, AdminRatingsQueryDto } from './http/seller.dto.js';
export { toAdminRatingDto } from './http/seller-views.js';
