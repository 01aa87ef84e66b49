import { toEventDto } from '../../catalog/index.js';
import type {
  EventOnSale,
  EventPageView,
  OwnListingView,
  PublicListingView,
  ReviewListingView,
} from '../application/views.js';
import type { EventPageDto, PublicListingDto } from './event-page.dto.js';
import type { OwnListingDto, ReviewListingDto } from './listing.dto.js';

/** The API's snake_case shapes of the listings module's read models (the only place they are written). */
export function toPublicListingDto(l: PublicListingView): PublicListingDto {
  return {
    id: l.id,
    event_id: l.eventId,
    seller_id: l.sellerId,
    price: l.price,
    quantity: l.quantity,
    sold_quantity: l.soldQuantity,
    available_quantity: l.availableQuantity,
    seat_number: l.seatNumber,
    section: l.section,
    row: l.row,
    ticket_type: l.ticketType,
    mobile_ticket_type: l.mobileTicketType,
    status: l.status,
    listed_at: l.listedAt,
  };
}

export function toEventOnSaleDto(e: EventOnSale) {
  return toEventDto(e.event, e);
}

export function toEventPageDto(page: EventPageView): EventPageDto {
  return { ...toEventOnSaleDto(page), listings: page.listings.map(toPublicListingDto), ever_listed: page.everListed };
}

export function toOwnListingDto(l: OwnListingView): OwnListingDto {
  return {
    ...toPublicListingDto(l),
    event_title: l.event?.title ?? null,
    event_venue: l.event ? `${l.event.venue}, ${l.event.city}` : null,
    event_date: l.event?.eventDate ?? null,
    held_quantity: l.heldQuantity,
    failed_quantity: l.failedQuantity,
    refunded_quantity: l.refundedQuantity,
    face_value: l.faceValue,
    pickup_address: l.pickupAddress,
    upi_id: l.upiId,
    upi_name: l.upiName,
    file_urls: l.fileUrls,
    files: l.files.map((f) => ({ id: f.id, name: f.name, content_type: f.contentType, size: f.size, url: f.url })),
    remarks: l.remarks,
    decided_at: l.decidedAt,
    proofs_checked_at: l.proofsCheckedAt,
  };
}

export function toReviewListingDto(l: ReviewListingView): ReviewListingDto {
  return {
    ...toOwnListingDto(l),
    seller: { id: l.seller.id, full_name: l.seller.fullName, email: l.seller.email, phone: l.seller.phone },
    decided_by: l.decidedBy,
    possible_duplicate_of: l.possibleDuplicateOf,
    proof_flags: l.proofFlags.map((f) => ({
      kind: f.kind,
      detail: f.detail,
      distance: f.distance,
      file_id: f.fileId,
      other_listing: f.otherListing && {
        id: f.otherListing.id,
        status: f.otherListing.status,
        seller: {
          id: f.otherListing.seller.id,
          full_name: f.otherListing.seller.fullName,
          email: f.otherListing.seller.email,
        },
      },
      at: f.at,
    })),
  };
}
