import type { ListingStatus } from './listing-status.js';

/** A listing's stock: how many tickets, how many sold, how many held for buyers paying now. */
export interface Stock {
  status: ListingStatus;
  quantity: number;
  soldQuantity: number;
  heldQuantity: number;
}

/** The status under which a listing can be bought (spec 4: 'available', shown once staff verified it). */
export const ON_SALE_STATUS = 'available' satisfies ListingStatus;

/** Tickets a buyer can still take: neither sold nor held for someone paying. */
export function remainingOf(stock: Stock): number {
  return stock.quantity - stock.soldQuantity - stock.heldQuantity;
}

/** The one on-sale rule (spec 4, with holds): status available and at least one ticket remaining. */
export function isOnSale(stock: Stock): boolean {
  return stock.status === ON_SALE_STATUS && remainingOf(stock) > 0;
}

/** `remainingOf` for a `tickets` row in SQL. */
export function remainingSql(alias: string): string {
  return `(${alias}.quantity - ${alias}.sold_quantity - ${alias}.held_quantity)`;
}

/** `isOnSale` for a `tickets` row in SQL; a test checks the two agree on every status and stock. */
export function onSaleSql(alias: string): string {
  return `(${alias}.status = '${ON_SALE_STATUS}' and ${remainingSql(alias)} > 0)`;
}
