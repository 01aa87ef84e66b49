import { memberSinceText } from '@ticketsetu/contracts/sellers';
import type { SellerProfile } from './queries';

/** Where a seller's public page is. */
export function sellerPath(id: string): string {
  return `/seller/${encodeURIComponent(id)}`;
}

/** 'Bengaluru, Karnataka', one of them, or null when the seller saved no address. */
export function placeText(profile: Pick<SellerProfile, 'city' | 'state'>): string | null {
  return [profile.city, profile.state].filter(Boolean).join(', ') || null;
}

/** 'Member since November 2026'. */
export function memberSince(profile: Pick<SellerProfile, 'member_since'>): string {
  return `Member since ${memberSinceText(profile.member_since)}`;
}

/** The share of the last 12 months' sales completed without a refund, in words. */
export function cleanShareText(share: number | null): string {
  return share === null
    ? 'No sales ended in the last 12 months'
    : `${share}% of sales in the last 12 months completed without a refund`;
}
