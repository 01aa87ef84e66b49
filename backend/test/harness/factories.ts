import { randomBytes, randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { paise } from '@ticketsetu/contracts/money';
import { CatalogService, type EventDetails, type EventView } from '../../src/modules/catalog/index.js';
import { IdentityService, type UserSummary } from '../../src/modules/identity/index.js';
import { InventoryService } from '../../src/modules/listings/index.js';
import { ReviewService } from '../../src/modules/listings/application/review.service.js';
import { SellingService } from '../../src/modules/listings/application/selling.service.js';
import { Listing, type NewListing } from '../../src/modules/listings/domain/listing.entity.js';
import { individualPan } from './auth.js';
import type { TestApp } from './test-app.js';

type ListingOptions = Partial<Omit<NewListing, 'price' | 'listedAt'>> & {
  price?: number;
  /** 'pending' (as listed), 'verified' (the default) or 'rejected'. */
  state?: 'pending' | 'verified' | 'rejected';
  /** Tickets sold through the inventory (a hold confirmed), after verification. */
  sold?: number;
  /** Tickets held for a buyer paying now, after verification. */
  held?: number;
};

/** Test data made through the modules' own services, so every rule holds. */
export function factories(t: TestApp) {
  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(t.app.get(MikroORM).em, work);
  const unique = () => randomBytes(4).toString('hex');
  const daysFromNow = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000);

  return {
    daysFromNow,

    /** A person with a PAN on record, as newSignedInUser makes them (ADR 49). */
    user: async (overrides: { email?: string; isAdmin?: boolean } = {}): Promise<UserSummary> => {
      const user = await inContext(() =>
        t.app.get(IdentityService).createAccount({
          email: overrides.email ?? `user-${unique()}@example.in`,
          password: 'correct horse battery',
          fullName: 'Test Person',
          isAdmin: overrides.isAdmin,
        }),
      );
      await t.sql("update users set pan = ?, pan_name = 'TEST PERSON' where id = ?", [individualPan(), user.id]);
      return user;
    },

    category: (name = `Category ${unique()}`) => inContext(() => t.app.get(CatalogService).createCategory(name)),

    event: (
      overrides: Partial<Omit<EventDetails, 'category'>> & { category?: { id: string }; isActive?: boolean } = {},
    ): Promise<EventView> =>
      inContext(async () => {
        const { isActive, category, ...details } = overrides;
        const event = await t.app.get(CatalogService).createEvent({
          title: `Event ${unique()}`,
          venue: 'Test Venue',
          city: 'Mumbai',
          eventDate: daysFromNow(10),
          categoryId: category?.id ?? null,
          ...details,
        });
        if (isActive === false) await t.sql('update events set is_active = false where id = ?', [event.id]);
        return { ...event, isActive: isActive ?? event.isActive };
      }),

    /** A listing of `event` by `seller`, in the state asked for. */
    listing: (event: { id: string }, seller: { id: string }, options: ListingOptions = {}): Promise<Listing> =>
      inContext(async () => {
        const { state = 'verified', sold = 0, held = 0, price = 100_000, ...input } = options;
        let listing = await t.app.get(SellingService).create({
          eventId: event.id,
          sellerId: seller.id,
          price: paise(price),
          quantity: 2,
          ticketType: 'mobile',
          mobileTicketType: 'bookmyshow',
          upiId: 'seller@okaxis',
          listedAt: t.clock.now(),
          ...input,
        });
        const review = t.app.get(ReviewService);
        if (state === 'verified') await review.verify(listing.id, seller.id, null);
        if (state === 'rejected') await review.reject(listing.id, seller.id, 'Blurry proof');
        const inventory = t.app.get(InventoryService);
        const hold = (quantity: number) =>
          inventory.hold({ orderId: randomUUID(), listingId: listing.id, quantity, expiresAt: daysFromNow(1) });
        if (sold > 0) await inventory.confirm((await hold(sold)).orderId);
        if (held > 0) await hold(held);
        listing = await t.em().findOneOrFail(Listing, { id: listing.id });
        return listing;
      }),

    inContext,
  };
}
