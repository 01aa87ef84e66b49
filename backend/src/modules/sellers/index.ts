/**
 * The sellers module's public entry: sellers' public profiles and buyers' ratings (ADR 65). The left-most
 * module of the map: nothing imports it; the composition root mounts SellersModule and takes the seller
 * pages' heads and data for the server-rendered pages.
 */
export { SellersModule } from './sellers.module.js';
export { SellerPageHeads } from './application/seller-page-heads.js';
export { SellerPageData } from './http/page-data.js';
