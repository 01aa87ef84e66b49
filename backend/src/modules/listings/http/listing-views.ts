import type { EventView } from '../../catalog/application/catalog.service.js';
import type { ListingFile } from '../domain/listing-file.entity.js';
import type { Listing } from '../domain/listing.entity.js';
import type { OwnListingDto } from './listing.dto.js';

/** The private view of a listing (seller or staff), with its event and files. */
export function toOwnListingDto(listing: Listing, events: Map<string, EventView>, files: ListingFile[]): OwnListingDto {
  const event = events.get(listing.eventId);
  return {
    id: listing.id,
    event_id: listing.eventId,
    event_title: event?.title ?? null,
    event_venue: event ? `${event.venue}, ${event.city}` : null,
    event_date: event?.event_date ?? null,
    price: listing.price,
    quantity: listing.quantity,
    sold_quantity: listing.soldQuantity,
    available_quantity: listing.remaining,
    seat_number: listing.seatNumber,
    section: listing.section,
    row: listing.row,
    ticket_type: listing.ticketType,
    mobile_ticket_type: listing.mobileTicketType,
    pickup_address: listing.pickupAddress,
    upi_id: listing.upiId,
    file_urls: listing.fileUrls,
    files: files
      .filter((f) => f.listingId === listing.id)
      .map((f) => ({
        id: f.id,
        name: f.originalName,
        content_type: f.contentType,
        size: f.size,
        url: `/api/v1/listings/${listing.id}/files/${f.id}`,
      })),
    status: listing.status,
    remarks: listing.remarks,
    listed_at: listing.listedAt,
    decided_at: listing.decidedAt,
  };
}
