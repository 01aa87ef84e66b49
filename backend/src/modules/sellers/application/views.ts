import type { SellerBadge } from '@ticketsetu/contracts/sellers';

/** A seller's public profile (ADR 65): what a buyer sees before buying, nothing more. */
export interface SellerProfile {
  id: string;
  /** 'Priya S.', or the full name when the seller chose to show it. */
  displayName: string;
  /** Of the default saved address; null without one. */
  city: string | null;
  state: string | null;
  /** 'YYYY-MM': the month the account was made, in IST. */
  memberSince: string;
  /** Sales whose tickets reached the buyer with nothing refunded, ever. */
  completedSales: number;
  /** Of the last 12 months' sales that ended, the share completed without a refund (whole percent); null when none ended. */
  cleanSaleShare: number | null;
  /** The ratings that count: their mean to one decimal (null with none) and how many. */
  ratingAverage: number | null;
  ratingCount: number;
  badges: SellerBadge[];
}

/** A rating as the public reads it: no buyer named; a hidden comment is only said to be hidden. */
export interface PublicRating {
  id: string;
  stars: number;
  comment: string | null;
  commentHidden: boolean;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  eventTitle: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A rating as its buyer sees it, on Your Purchases: what they gave and until when they may change it. */
export interface GivenRating {
  id: string;
  /** The purchase (its transfer's id, as Your Purchases names it). */
  purchaseId: string;
  sellerId: string;
  stars: number;
  comment: string | null;
  commentHidden: boolean;
  reply: string | null;
  createdAt: Date;
  updatedAt: Date;
  editableUntil: Date;
}

/** A rating as the seller rated sees it: hidden words stay hidden, and whether it counts in their average. */
export interface ReceivedRating extends PublicRating {
  counts: boolean;
}

/** A rating as staff see it in Admin > Ratings: everything, the hidden words and who wrote them too. */
export interface StaffRating {
  id: string;
  purchaseId: string;
  orderId: string;
  stars: number;
  comment: string | null;
  commentHiddenAt: Date | null;
  commentHiddenReason: string | null;
  reply: string | null;
  createdAt: Date;
  updatedAt: Date;
  event: { id: string; title: string } | null;
  buyer: { id: string; fullName: string | null; email: string } | null;
  seller: { id: string; fullName: string | null; email: string } | null;
}
