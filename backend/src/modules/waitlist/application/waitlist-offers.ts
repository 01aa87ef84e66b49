import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { uuidArray } from '../../../shared/domain/ids.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { CatalogService, isOpenForSale } from '../../catalog/index.js';
import { type CheckoutListingView, InventoryService, ListingQueries } from '../../listings/index.js';
import { drawOrder, nextInDraw, type Release, type WantedType, type Waiting } from '../domain/draw.js';
import { openOfferStatuses, type OfferStatus } from '../domain/offer-status.js';
import { WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../domain/waitlist-offer.entity.js';

/** The advisory-lock key space of the waiting list (two-key locks do not collide with one-key ones). */
const WAITLIST_LOCKS = 20261126;

/** What a release was: a listing verified, or held seats given back. */
type DrawCause = 'verified' | 'returned';

/** A stored draw as offering needs it: the listing and the entries in drawn order. */
interface StoredDraw {
  id: string;
  listingId: string;
  entryIds: string[];
}

interface WaitingRow {
  id: string;
  user_id: string;
  quantity: number;
  ticket_type: WantedType;
  has_open_offer: boolean;
  offered_this_listing: boolean;
}

/**
 * The fair part of the waiting list (ADR 25): a random draw stored once per release of seats, offers
 * made down that draw, each holding its seats for 15 minutes through the inventory, and the end of
 * every offer (claimed, declined, expired) with the seats passed on to the next person.
 *
 * Every change to an event's waiting list runs under that event's advisory lock (`lock`), so draws,
 * offers, the expiry job, leaving and declining happen one at a time whatever replica runs them. The
 * stock itself is guarded by the inventory's conditional statements alone; orders never take this lock.
 */
@Injectable()
export class WaitlistOffers implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly inventory: InventoryService,
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // Transactional handlers: a draw, its offers and their holds commit with the delivery's done mark
    // or not at all, so a repeated delivery draws nothing new (the draw's cause is unique as well).
    this.outbox.subscribeTransactional('TicketVerified', 'waitlist.offer-seats', (event, em) =>
      this.listingVerified(event, em),
    );
    this.outbox.subscribeTransactional('SeatsReturned', 'waitlist.offer-seats', (event, em) =>
      this.seatsReturned(event, em),
    );
    this.outbox.subscribeTransactional('TicketSold', 'waitlist.claim-offer', (event, em) => this.ticketSold(event, em));
  }

  /** Serialises every change to one event's waiting list until the transaction ends. */
  async lock(em: EntityManager, eventId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [WAITLIST_LOCKS, eventId.toLowerCase()]);
  }

  /** A listing went on sale: its seats are drawn among the people waiting for its event. */
  async listingVerified(event: DomainEvent<'TicketVerified'>, em: EntityManager): Promise<void> {
    const listing = await this.listings.forCheckout(event.payload.listingId);
    if (!listing || !(await this.anyoneWaiting(em, listing.eventId))) return;
    await this.uow.run(async (tx) => {
      await this.lock(tx, listing.eventId);
      await this.drawAndOffer(tx, listing, 'verified', event.id);
    }, em);
  }

  /**
   * Held seats came back. Seats of an offer (its checkout failed, or its time ran out) go on down the
   * offer's own draw first; whatever that draw cannot place is drawn afresh among everyone waiting now.
   */
  async seatsReturned(event: DomainEvent<'SeatsReturned'>, em: EntityManager): Promise<void> {
    const { listingId, holdId } = event.payload;
    const listing = await this.listings.forCheckout(listingId);
    if (!listing) return;
    const [fromOffer] = await em.execute('select 1 from waitlist_offers where id = ?', [holdId]);
    if (!fromOffer && !(await this.anyoneWaiting(em, listing.eventId))) return;
    await this.uow.run(async (tx) => {
      await this.lock(tx, listing.eventId);
      const offer = fromOffer ? await tx.findOne(WaitlistOffer, { id: holdId }) : null;
      if (offer) {
        // Its hold ended without a sale: whoever noticed first (the job, leaving, declining) moved it already.
        if (offer.isOpen) offer.expire(this.clock.now());
        await this.offerNext(tx, await this.storedDraw(tx, offer.drawId), listing);
      }
      await this.drawAndOffer(tx, listing, 'returned', event.id);
    }, em);
  }

  /** A sale settled: an offer whose hold it confirmed is claimed, and its person served. */
  async ticketSold(event: DomainEvent<'TicketSold'>, em: EntityManager): Promise<void> {
    const { listingId, buyerId, eventId } = event.payload;
    const [candidate] = await em.execute(
      'select 1 from waitlist_offers where listing_id = ? and user_id = ? and status = any(?::text[])',
      [listingId, buyerId, `{${openOfferStatuses.join(',')}}`],
    );
    if (!candidate) return; // an ordinary sale
    await this.uow.run(async (tx) => {
      await this.lock(tx, eventId);
      const offers = await tx.find(WaitlistOffer, {
        listingId,
        userId: buyerId,
        status: { $in: [...openOfferStatuses] },
      });
      for (const offer of offers) {
        // The offer's id is its hold's: confirmed means this buyer's order paid for exactly those seats.
        if ((await this.inventory.outcome(tx, offer.id))?.status === 'confirmed') await this.claim(tx, offer);
      }
    }, em);
  }

  /**
   * The job: offers unclaimed after 15 minutes give their seats back and the next person of the draw
   * is offered them. An offer whose hold an order took over is left to that order. Safe on every
   * replica (each offer is re-read under its event's lock). Returns how many due offers it settled.
   */
  async expireDue(limit = 50): Promise<number> {
    const due = await this.em
      .fork()
      .find(
        WaitlistOffer,
        { status: 'offered', expiresAt: { $lte: this.clock.now() } },
        { orderBy: { expiresAt: 'asc' }, limit },
      );
    let ended = 0;
    for (const { id, eventId } of due) {
      await this.uow.run(async (tx) => {
        await this.lock(tx, eventId);
        const offer = await tx.findOne(WaitlistOffer, { id });
        if (!offer?.isDue(this.clock.now())) return; // another replica, or the offer's own end, came first
        await this.giveBack(tx, offer, 'expire');
        ended++;
      });
    }
    return ended;
  }

  /**
   * Ends an offer its person did not take up (15 minutes passed, or they declined or left): its seats go
   * back unless their order took the hold over, and the draw moves on. Call under the event's lock.
   * Answers the offer's status afterwards: `in_checkout` or `claimed` when an order had taken it over.
   */
  async giveBack(tx: EntityManager, offer: WaitlistOffer, why: 'expire' | 'decline'): Promise<OfferStatus> {
    const now = this.clock.now();
    const hold = await this.inventory.releaseReservation(offer.id, why === 'expire' ? 'expired' : 'released', tx);
    if (hold?.status === 'held') {
      if (offer.status === 'offered') offer.checkingOut();
      return offer.status;
    }
    if (hold?.status === 'confirmed') {
      await this.claim(tx, offer);
      return offer.status;
    }
    if (why === 'expire') offer.expire(now);
    else offer.decline(now);
    const listing = await this.listings.forCheckout(offer.listingId);
    if (listing) await this.offerNext(tx, await this.storedDraw(tx, offer.drawId), listing);
    return offer.status;
  }

  private async claim(tx: EntityManager, offer: WaitlistOffer): Promise<void> {
    const now = this.clock.now();
    offer.claim(now);
    (await tx.findOne(WaitlistEntry, { id: offer.entryId }))?.fulfil(now);
  }

  /**
   * A new draw for a release, stored before anyone is offered anything: everyone waiting who fits the
   * listing now, in a cryptographically random order. One per release (its outbox event id).
   */
  private async drawAndOffer(
    tx: EntityManager,
    listing: CheckoutListingView,
    cause: DrawCause,
    causeEventId: string,
  ): Promise<void> {
    const [drawnBefore] = await tx.execute('select 1 from waitlist_draws where cause_event_id = ?', [causeEventId]);
    if (drawnBefore) return;
    const now = this.clock.now();
    if (!isOpenForSale(await this.catalog.getEvent(listing.eventId), now)) return;
    const release = await this.release(tx, listing);
    if (release.seatsLeft === 0) return;
    const drawn = drawOrder([...(await this.waiting(tx, listing)).values()], release);
    if (drawn.length === 0) return;
    const draw: StoredDraw = { id: randomUUID(), listingId: listing.id, entryIds: drawn.map((w) => w.entryId) };
    await tx.execute(
      `insert into waitlist_draws
         (id, event_id, listing_id, cause, cause_event_id, seats_left, entry_ids, user_ids, drawn_at)
       values (?, ?, ?, ?, ?, ?, ?::uuid[], ?::uuid[], ?)`,
      [
        draw.id,
        listing.eventId,
        listing.id,
        cause,
        causeEventId,
        release.seatsLeft,
        uuidArray(draw.entryIds),
        uuidArray(drawn.map((w) => w.userId)),
        now,
      ],
    );
    await this.offerNext(tx, draw, listing);
  }

  /**
   * Offers the listing down a stored draw while seats remain: the first person who fits what is left
   * gets their quantity held for 15 minutes (the hold's id is the offer's, reserved for them). The
   * inventory's hold decides: a refusal (bought by someone meanwhile) stops the walk.
   */
  private async offerNext(tx: EntityManager, draw: StoredDraw | null, listing: CheckoutListingView): Promise<void> {
    if (!draw) return;
    const now = this.clock.now();
    if (!isOpenForSale(await this.catalog.getEvent(listing.eventId), now)) return;
    for (;;) {
      const release = await this.release(tx, listing);
      if (release.seatsLeft === 0) return;
      const next = nextInDraw(draw.entryIds, await this.waiting(tx, listing), release);
      if (!next) return;
      const offer = new WaitlistOffer({
        id: randomUUID(),
        drawId: draw.id,
        position: draw.entryIds.indexOf(next.entryId) + 1,
        entryId: next.entryId,
        userId: next.userId,
        eventId: listing.eventId,
        listingId: listing.id,
        quantity: next.quantity,
        offeredAt: now,
      });
      const hold = await this.inventory.hold(
        {
          orderId: offer.id,
          listingId: listing.id,
          quantity: offer.quantity,
          expiresAt: offer.expiresAt,
          reservedFor: offer.userId,
        },
        tx,
      );
      if (hold.status !== 'held') return;
      tx.persist(offer);
      await tx.flush(); // the next person is chosen knowing this offer is open
    }
  }

  /** The listing as the draw sees it, with the seats it has left in this transaction. */
  private async release(tx: EntityManager, listing: CheckoutListingView): Promise<Release> {
    return {
      sellerId: listing.sellerId,
      ticketType: listing.ticketType,
      seatsLeft: await this.inventory.availableNow(listing.id, tx),
    };
  }

  /** Everyone waiting for the listing's event, keyed by entry id, with what decides whether they fit. */
  private async waiting(tx: EntityManager, listing: CheckoutListingView): Promise<Map<string, Waiting>> {
    await tx.flush(); // offers and entries changed in this transaction count
    const rows = await tx.execute<WaitingRow[]>(
      `select e.id, e.user_id, e.quantity, e.ticket_type,
              exists (select 1 from waitlist_offers o
                       where o.entry_id = e.id and o.status = any(?::text[])) as has_open_offer,
              exists (select 1 from waitlist_offers o
                       where o.user_id = e.user_id and o.listing_id = ?) as offered_this_listing
         from waitlist_entries e
        where e.event_id = ? and e.status = 'waiting'
        order by e.joined_at, e.id`,
      [`{${openOfferStatuses.join(',')}}`, listing.id, listing.eventId],
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          entryId: r.id,
          userId: r.user_id,
          quantity: r.quantity,
          ticketType: r.ticket_type,
          isWaiting: true,
          hasOpenOffer: r.has_open_offer,
          offeredThisListing: r.offered_this_listing,
        },
      ]),
    );
  }

  private async storedDraw(tx: EntityManager, drawId: string): Promise<StoredDraw | null> {
    const [row] = await tx.execute<{ id: string; listing_id: string; entry_ids: string[] }[]>(
      'select id, listing_id, entry_ids from waitlist_draws where id = ?',
      [drawId],
    );
    return row ? { id: row.id, listingId: row.listing_id, entryIds: row.entry_ids } : null;
  }

  private async anyoneWaiting(em: EntityManager, eventId: string): Promise<boolean> {
    const [row] = await em.execute(`select 1 from waitlist_entries where event_id = ? and status = 'waiting' limit 1`, [
      eventId,
    ]);
    return Boolean(row);
  }
}
