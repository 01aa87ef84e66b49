import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { CatalogService, type EventView, isOpenForSale } from '../../catalog/index.js';
import { ListingQueries } from '../../listings/index.js';
import type { WantedType } from '../domain/draw.js';
import { isOpen } from '../domain/offer-status.js';
import { WAITLIST_MESSAGES as m, WaitlistError } from '../domain/waitlist-errors.js';
import { WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../domain/waitlist-offer.entity.js';
import type { WaitlistEntryView, WaitlistOfferView } from './views.js';
import { WaitlistOffers } from './waitlist-offers.js';

/** What a person does with their waiting lists: join (or change), see, leave, and decline an offer. */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly offers: WaitlistOffers,
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Joins the event's waiting list for `quantity` tickets of a type, or changes what the person's
   * waiting entry asks for. Only for an event open for sale where no listing they could buy has that
   * many tickets left (then they can buy now).
   */
  async join(userId: string, eventId: string, quantity: number, ticketType: WantedType): Promise<WaitlistEntryView> {
    const event = await this.catalog.getEvent(eventId);
    if (!isOpenForSale(event, this.clock.now())) throw new WaitlistError('EVENT_NOT_OPEN', m.eventNotOpen);
    if (await this.canBuyNow(userId, event.id, quantity, ticketType)) {
      throw new WaitlistError('TICKETS_AVAILABLE', m.ticketsAvailable);
    }
    const entry = await this.uow.run(async (em) => {
      await this.offers.lock(em, event.id);
      const now = this.clock.now();
      const waiting = await em.findOne(WaitlistEntry, { eventId: event.id, userId, status: 'waiting' });
      if (waiting) {
        waiting.change(quantity, ticketType, now);
        return waiting;
      }
      const created = new WaitlistEntry({ eventId: event.id, userId, quantity, ticketType, at: now });
      em.persist(created);
      return created;
    });
    return (await this.describe([entry]))[0]!;
  }

  /** The person's waiting lists (soonest event first), each with the offer holding seats for them, if any. */
  async mine(userId: string): Promise<WaitlistEntryView[]> {
    const entries = await this.em.fork().find(WaitlistEntry, { userId, status: 'waiting' });
    const views = await this.describe(entries);
    return views.sort((a, b) => a.event.eventDate.getTime() - b.event.eventDate.getTime());
  }

  /** Leaves a waiting list: an offer not yet checked out is declined and its seats go to the next person. */
  async leave(userId: string, entryId: string): Promise<void> {
    const found = isUuid(entryId) ? await this.em.fork().findOne(WaitlistEntry, { id: entryId, userId }) : null;
    if (!found?.isWaiting) throw new WaitlistError('ENTRY_NOT_FOUND', m.entryNotFound);
    await this.uow.run(async (em) => {
      await this.offers.lock(em, found.eventId);
      const entry = await em.findOne(WaitlistEntry, { id: entryId, userId, status: 'waiting' });
      if (!entry) throw new WaitlistError('ENTRY_NOT_FOUND', m.entryNotFound);
      entry.leave(this.clock.now());
      const offer = await em.findOne(WaitlistOffer, { entryId: entry.id, status: 'offered' });
      // An offer in checkout stays with its order: paid, it is claimed; failed, its seats go on.
      if (offer) await this.offers.giveBack(em, offer, 'decline');
    });
  }

  /** The person says no to an offer: its seats go to the next person in the draw; they stay on the list. */
  async decline(userId: string, offerId: string): Promise<WaitlistOfferView> {
    const found = await this.findOffer(userId, offerId);
    await this.uow.run(async (em) => {
      await this.offers.lock(em, found.eventId);
      const offer = await em.findOneOrFail(WaitlistOffer, { id: found.id });
      if (offer.status === 'in_checkout') throw new WaitlistError('OFFER_IN_CHECKOUT', m.offerInCheckout);
      if (offer.status !== 'offered') throw new WaitlistError('OFFER_ENDED', m.offerEnded);
      const status = await this.offers.giveBack(em, offer, 'decline');
      // Their order took the hold over meanwhile: that checkout decides (the change is rolled back).
      if (status !== 'declined') throw new WaitlistError('OFFER_IN_CHECKOUT', m.offerInCheckout);
    });
    return this.offerFor(userId, offerId);
  }

  /** One of the person's offers with its listing and event (the checkout page of an offer link). */
  async offerFor(userId: string, offerId: string): Promise<WaitlistOfferView> {
    const offer = await this.findOffer(userId, offerId);
    const [view] = await this.describeOffers([offer]);
    return view!;
  }

  private async findOffer(userId: string, offerId: string): Promise<WaitlistOffer> {
    const offer = isUuid(offerId) ? await this.em.fork().findOne(WaitlistOffer, { id: offerId, userId }) : null;
    if (!offer) throw new WaitlistError('OFFER_NOT_FOUND', m.offerNotFound);
    return offer;
  }

  /** Whether a listing on sale that the person could buy (not their own, of the type) has `quantity` left. */
  private async canBuyNow(userId: string, eventId: string, quantity: number, type: WantedType): Promise<boolean> {
    const { listings } = await this.listings.eventPage(eventId, {
      quantity,
      type: type === 'any' ? undefined : type,
      sort: 'price_asc',
    });
    for (const listing of listings) {
      if ((await this.listings.forCheckout(listing.id))?.sellerId !== userId) return true;
    }
    return false;
  }

  private async describe(entries: WaitlistEntry[]): Promise<WaitlistEntryView[]> {
    if (entries.length === 0) return [];
    const em = this.em.fork();
    // Each entry's latest offer: open (it holds seats now) or lapsed (the person is to be told), as an
    // entry has at most one open offer and a new one only after the last ended.
    const latest = await em.execute<{ id: string }[]>(
      `select distinct on (entry_id) id from waitlist_offers
        where entry_id = any(?::uuid[]) order by entry_id, offered_at desc, id`,
      [uuidArray(entries.map((e) => e.id))],
    );
    const [events, offers] = await Promise.all([
      this.catalog.eventsByIds(entries.map((e) => e.eventId)),
      latest.length ? em.find(WaitlistOffer, { id: { $in: latest.map((o) => o.id) } }) : [],
    ]);
    const shown = offers.filter((o) => o.isOpen || o.status === 'expired');
    const offerViews = new Map((await this.describeOffers(shown)).map((o) => [o.entryId, o]));
    return entries.map((entry) => {
      const offer = offerViews.get(entry.id) ?? null;
      const open = offer !== null && isOpen(offer.status);
      return {
        id: entry.id,
        event: events.get(entry.eventId)!,
        quantity: entry.quantity,
        ticketType: entry.ticketType,
        status: entry.status,
        joinedAt: entry.joinedAt,
        offer: open ? offer : null,
        lapsedOffer: open ? null : offer,
      };
    });
  }

  private async describeOffers(offers: WaitlistOffer[]): Promise<WaitlistOfferView[]> {
    const events = await this.catalog.eventsByIds(offers.map((o) => o.eventId));
    return Promise.all(
      offers.map(async (offer) => {
        const listing = await this.listings.forCheckout(offer.listingId);
        return {
          id: offer.id,
          entryId: offer.entryId,
          event: events.get(offer.eventId) as EventView,
          listing: listing && {
            id: listing.id,
            price: listing.price,
            ticketType: listing.ticketType,
            mobileTicketType: listing.mobileTicketType,
            section: listing.section,
            row: listing.row,
            seatNumber: listing.seatNumber,
          },
          quantity: offer.quantity,
          status: offer.status,
          position: offer.position,
          offeredAt: offer.offeredAt,
          expiresAt: offer.expiresAt,
          checkoutPath: offer.checkoutPath,
        };
      }),
    );
  }
}
