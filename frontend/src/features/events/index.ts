// The events feature's one entry: what other features may use of it (ADR 68).
export { EventCard } from './EventCard';
export { EventCardSkeleton } from './EventCardSkeleton';
export { EventImage } from './EventImage';
export { EventMeta } from './EventMeta';
export { MAX_TICKETS_PER_ORDER, seatLabel, ticketTypeLabel, wantedTypeLabel, wantedTypeOptions } from './listing';
export {
  eventKeys,
  eventPageQuery,
  eventsListQuery,
  isSoldOut,
  type EventPage,
  type EventSummary,
  type Listing,
  type ListingFilters,
  type ListingSort,
  type TicketTypeFilter,
} from './queries';
export { useLiveAvailability } from './useLiveAvailability';
export { capLabel } from './resale-cap';
