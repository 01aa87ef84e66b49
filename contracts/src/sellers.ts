// A seller's public profile and buyers' ratings (ADR 65): the limits, words and badges both the
// browser and the server use, written once. The server's checks are the ones that count.

export const RATING_MIN_STARS = 1 as const;
export const RATING_MAX_STARS = 5 as const;
export const RATING_COMMENT_MAX_LENGTH: number = 500;
export const RATING_REPLY_MAX_LENGTH: number = 500;
/** A rating can be changed for this many days after it was given. */
export const RATING_EDIT_DAYS: number = 14;

export const RATING_MESSAGES = Object.freeze({
  invalidStars: 'Please choose from 1 to 5 stars',
  commentTooLong: `Please keep your comment to ${RATING_COMMENT_MAX_LENGTH} characters or fewer`,
  replyRequired: 'Please write your answer',
  replyTooLong: `Please keep your answer to ${RATING_REPLY_MAX_LENGTH} characters or fewer`,
  hideReasonRequired: 'Please give the reason for hiding this comment',
  purchaseNotFound: 'Purchase not found',
  ratingNotFound: 'Rating not found',
  sellerNotFound: 'Seller not found',
  notComplete: 'You can rate the seller once your tickets have arrived and the purchase is complete.',
  alreadyRated: 'You have already rated the seller for this purchase.',
  editClosed: `A rating can be changed for ${RATING_EDIT_DAYS} days after it is given.`,
  selfRating: "You can't rate this seller: your account shares a phone number or UPI ID with theirs.",
  alreadyAnswered: 'You have already answered this rating.',
  noComment: 'This rating has no comment to hide',
  alreadyHidden: 'This comment is already hidden',
  notHidden: 'This comment is not hidden',
  rated: 'Thank you for rating the seller!',
  changed: 'Your rating has been updated',
  answered: 'Your answer has been posted',
  hidden: 'Comment hidden',
  restored: 'Comment shown again',
  settingsSaved: 'Seller profile updated',
});

export type SellerBadge = 'phone_verified' | 'upi_name_checked' | 'pan_on_file' | 'proof_code_checked';

/** The badges a seller earns in code, in the order they are shown. */
export const SELLER_BADGES: Readonly<Record<SellerBadge, string>> = Object.freeze({
  phone_verified: 'Phone verified',
  upi_name_checked: 'UPI name checked',
  pan_on_file: 'PAN on file',
  proof_code_checked: 'Proof code checked',
});
export const SELLER_BADGE_KEYS: readonly SellerBadge[] = Object.freeze(Object.keys(SELLER_BADGES) as SellerBadge[]);

/**
 * The mean of `count` ratings adding up to `starsTotal`, to one decimal, halves rounded up (4.65 is
 * 4.7), in integers so no floating-point error decides a rounding; null with no ratings.
 */
export function ratingAverage(starsTotal: number, count: number): number | null {
  if (!count) return null;
  return Math.floor((starsTotal * 20 + count) / (2 * count)) / 10;
}

/** '4.6 ★ from 12 ratings', '5.0 ★ from 1 rating', or 'No ratings yet'. */
export function ratingSummary(average: number | null, count: number): string {
  if (!count || average === null) return 'No ratings yet';
  return `${average.toFixed(1)} ★ from ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}

/** '23 completed sales', '1 completed sale', 'No completed sales yet'. */
export function completedSalesText(count: number): string {
  if (!count) return 'No completed sales yet';
  return `${count} completed ${count === 1 ? 'sale' : 'sales'}`;
}

/**
 * 'November 2026' for '2026-11' (a profile's member_since, a month in IST), in the language of `tag`
 * (a locales.ts LOCALE_TAGS value: 'hi-IN' writes 'नवंबर 2026').
 */
export function memberSinceText(month: string, tag: string = 'en-IN'): string {
  const [year = Number.NaN, monthNumber = Number.NaN] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString(tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
