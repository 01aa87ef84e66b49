import type { Paise } from '@ticketsetu/contracts/money';
import type { EventView } from '../../catalog/index.js';
import type { MobileProvider, TicketType } from '../../listings/index.js';
import type { WantedType } from '../domain/draw.js';
import type { EntryStatus } from '../domain/waitlist-entry.entity.js';
import type { OfferStatus } from '../domain/offer-status.js';

/** An offer as its person sees it: the seats held for them, until when, and the link to checkout. */
export interface WaitlistOfferView {
  id: string;
  entryId: string;
  event: EventView;
  /** What is offered (null only if the listing vanished). */
  listing: {
    id: string;
    price: Paise;
    ticketType: TicketType;
    mobileTicketType: MobileProvider | null;
    section: string | null;
    row: string | null;
    seatNumber: string | null;
  } | null;
  quantity: number;
  status: OfferStatus;
  /** Their place in the release's draw (1 = drawn first). */
  position: number;
  offeredAt: Date;
  expiresAt: Date;
  checkoutPath: string;
}

/**
 * One of a person's waiting lists, with the offer holding seats for them now, if any, or else their
 * latest offer when it lapsed (so they are told, until another offer comes).
 */
export interface WaitlistEntryView {
  id: string;
  event: EventView;
  quantity: number;
  ticketType: WantedType;
  status: EntryStatus;
  joinedAt: Date;
  offer: WaitlistOfferView | null;
  lapsedOffer: WaitlistOfferView | null;
}
