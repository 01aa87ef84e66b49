import type { Paise } from '@ticketsetu/contracts/money';
import type { EventView } from '../../catalog/index.js';
import type { ListingStatus } from '../domain/listing-status.js';
import type { ProofFlagView } from './proof-flags.js';
import type { MobileProvider, TicketType } from '../domain/ticket-kinds.js';

/**
 * What anyone may see of a listing: who sells it only as the id of their public profile (ADR 65), never
 * their name, UPI id, address or files.
 */
export interface PublicListingView {
  id: string;
  eventId: string;
  sellerId: string;
  price: Paise;
  quantity: number;
  soldQuantity: number;
  /** Neither sold nor held for a buyer paying now. */
  availableQuantity: number;
  seatNumber: string | null;
  section: string | null;
  row: string | null;
  ticketType: TicketType;
  mobileTicketType: MobileProvider | null;
  status: ListingStatus;
  listedAt: Date;
}

/** An event with what is on sale for it (the event list, home cards, the event page header). */
export interface EventOnSale {
  event: EventView;
  availableTickets: number;
  minPrice: Paise | null;
}

/** The public event page: the event, its figures, its on-sale listings after the filters. */
export interface EventPageView extends EventOnSale {
  listings: PublicListingView[];
  /** A listing was verified and stays up (on sale or sold out): nothing on sale then means sold out. */
  everListed: boolean;
}

export interface ListingFileView {
  id: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

/** A listing as its seller or staff see it: with payment and pickup details, its event and proof files. */
export interface OwnListingView extends PublicListingView {
  event: EventView | null;
  /** Of the seats sold, those whose transfer failed, and those whose sale was refunded in full: not returned to sale. */
  failedQuantity: number;
  refundedQuantity: number;
  heldQuantity: number;
  /** As the seller stated it, where the event caps resale. */
  faceValue: Paise | null;
  pickupAddress: string | null;
  upiId: string;
  /** The name upiId is registered to, as the seller confirmed it; null when not checked. */
  upiName: string | null;
  fileUrls: string[];
  files: ListingFileView[];
  remarks: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  /** When the codes and pictures of its proofs were read (ADR 62): until then staff cannot verify it. */
  proofsCheckedAt: Date | null;
}

/** A listing in the staff review queue: with its seller and any listing that reuses one of its files. */
export interface ReviewListingView extends OwnListingView {
  seller: { id: string; fullName: string | null; email: string; phone: string | null };
  possibleDuplicateOf: string[];
  /** What its proofs' codes and pictures meet (ADR 62). */
  proofFlags: ProofFlagView[];
}

/** A listing as checkout needs it: what it sells, to whom it belongs, what remains. */
export interface CheckoutListingView extends PublicListingView {
  heldQuantity: number;
  isOnSale: boolean;
}
