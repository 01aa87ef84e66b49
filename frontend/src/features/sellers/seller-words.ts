import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { type Locale, LOCALE_TAGS } from '@ticketsetu/contracts/locales';
import { memberSinceText, type SellerBadge } from '@ticketsetu/contracts/sellers';
import type { SellerProfile } from './queries';

/*
 * A seller's facts in the reader's language. The English words are contracts/sellers' (ratingSummary,
 * completedSalesText, SELLER_BADGES), which the server's page heads use too; these say the same through
 * the catalogue, with each language's plural rules.
 */

/** Where a seller's public page is. */
export function sellerPath(id: string): string {
  return `/seller/${encodeURIComponent(id)}`;
}

/** 'Bengaluru, Karnataka', one of them, or null when the seller saved no address. */
export function placeText(profile: Pick<SellerProfile, 'city' | 'state'>): string | null {
  return [profile.city, profile.state].filter(Boolean).join(', ') || null;
}

/** 'Member since November 2026'. */
export function memberSince(i18n: I18n, locale: Locale, profile: Pick<SellerProfile, 'member_since'>): string {
  const month = memberSinceText(profile.member_since, LOCALE_TAGS[locale]);
  return i18n._(msg`Member since ${month}`);
}

/** The share of the last 12 months' sales completed without a refund, in words. */
export function cleanShareText(i18n: I18n, share: number | null): string {
  return share === null
    ? i18n._(msg`No sales ended in the last 12 months`)
    : i18n._(msg`${share}% of sales in the last 12 months completed without a refund`);
}

/** '4.6 ★ from 12 ratings', '5.0 ★ from 1 rating', or 'No ratings yet'. */
export function ratingText(i18n: I18n, average: number | null, count: number): string {
  if (!count || average === null) return i18n._(msg`No ratings yet`);
  const stars = average.toFixed(1);
  return i18n._(msg`${stars} ★ from ${plural(count, { one: '# rating', other: '# ratings' })}`);
}

/** '23 completed sales', '1 completed sale', 'No completed sales yet'. */
export function salesText(i18n: I18n, count: number): string {
  if (!count) return i18n._(msg`No completed sales yet`);
  return i18n._(msg`${plural(count, { one: '# completed sale', other: '# completed sales' })}`);
}

const BADGE_NAMES: Record<SellerBadge, MessageDescriptor> = {
  phone_verified: msg`Phone verified`,
  upi_name_checked: msg`UPI name checked`,
  pan_on_file: msg`PAN on file`,
  proof_code_checked: msg`Proof code checked`,
};

/** A badge's name; a badge this page does not know yet keeps its code. */
export function badgeName(i18n: I18n, badge: string): string {
  return Object.hasOwn(BADGE_NAMES, badge) ? i18n._(BADGE_NAMES[badge as SellerBadge]) : badge;
}
