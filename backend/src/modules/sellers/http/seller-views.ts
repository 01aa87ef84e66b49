import type { GivenRating, PublicRating, ReceivedRating, SellerProfile, StaffRating } from '../application/views.js';
import type {
  AdminRatingDto,
  GivenRatingDto,
  PublicRatingDto,
  ReceivedRatingDto,
  SellerProfileDto,
} from './seller.dto.js';

/** The API's snake_case shapes of the sellers module's read models (the only place they are written). */
export function toSellerProfileDto(p: SellerProfile): SellerProfileDto {
  return {
    id: p.id,
    display_name: p.displayName,
    city: p.city,
    state: p.state,
    member_since: p.memberSince,
    completed_sales: p.completedSales,
    clean_sale_share: p.cleanSaleShare,
    rating_average: p.ratingAverage,
    rating_count: p.ratingCount,
    badges: p.badges,
  };
}

export function toPublicRatingDto(r: PublicRating): PublicRatingDto {
  return {
    id: r.id,
    stars: r.stars,
    comment: r.comment,
    comment_hidden: r.commentHidden,
    reply: r.reply,
    replied_at: r.repliedAt,
    created_at: r.createdAt,
    event_title: r.eventTitle,
  };
}

export function toReceivedRatingDto(r: ReceivedRating): ReceivedRatingDto {
  return { ...toPublicRatingDto(r), counts: r.counts };
}

export function toGivenRatingDto(r: GivenRating): GivenRatingDto {
  return {
    id: r.id,
    purchase_id: r.purchaseId,
    seller_id: r.sellerId,
    stars: r.stars,
    comment: r.comment,
    comment_hidden: r.commentHidden,
    reply: r.reply,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    editable_until: r.editableUntil,
  };
}

export function toAdminRatingDto(r: StaffRating): AdminRatingDto {
  const person = (p: StaffRating['buyer']) => p && { id: p.id, full_name: p.fullName, email: p.email };
  return {
    id: r.id,
    purchase_id: r.purchaseId,
    transaction_id: r.orderId,
    stars: r.stars,
    comment: r.comment,
    comment_hidden_at: r.commentHiddenAt,
    comment_hidden_reason: r.commentHiddenReason,
    reply: r.reply,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    event: r.event,
    buyer: person(r.buyer),
    seller: person(r.seller),
  };
}
