import { randomBytes } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { CatalogService } from '../../src/modules/catalog/application/catalog.service.js';
import type { Event } from '../../src/modules/catalog/domain/event.entity.js';
import { IdentityService } from '../../src/modules/identity/application/identity.service.js';
import type { User } from '../../src/modules/identity/domain/user.entity.js';
import { ListingsService } from '../../src/modules/listings/application/listings.service.js';
import type { Listing, NewListing } from '../../src/modules/listings/domain/listing.entity.js';
import type { TestApp } from './test-app.js';

/** Test data made through the modules' own services, so every rule and projection holds. */
export function factories(t: TestApp) {
  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(t.app.get(MikroORM).em, work);
  const unique = () => randomBytes(4).toString('hex');
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

  return {
    daysFromNow,

    user: (overrides: { email?: string; isAdmin?: boolean } = {}): Promise<User> =>
      inContext(() =>
        t.app.get(IdentityService).createAccount({
          email: overrides.email ?? `user-${unique()}@example.in`,
          password: 'correct horse battery',
          fullName: 'Test Person',
          isAdmin: overrides.isAdmin,
        }),
      ),

    category: (name = `Category ${unique()}`) => inContext(() => t.app.get(CatalogService).createCategory(name)),

    event: (
      overrides: Partial<Parameters<CatalogService['createEvent']>[0]> & { isActive?: boolean } = {},
    ): Promise<Event> =>
      inContext(async () => {
        const { isActive, ...details } = overrides;
        const event = await t.app.get(CatalogService).createEvent({
          title: `Event ${unique()}`,
          venue: 'Test Venue',
          city: 'Mumbai',
          eventDate: daysFromNow(10),
          ...details,
        });
        if (isActive === false) await t.sql('update events set is_active = false where id = ?', [event.id]);
        return event;
      }),

    /** A listing in the given state: 'pending' (as listed), 'verified', 'rejected' or sold down by `sold`. */
    listing: (
      event: Event,
      seller: User,
      options: Partial<NewListing> & { state?: 'pending' | 'verified' | 'rejected'; sold?: number } = {},
    ): Promise<Listing> =>
      inContext(async () => {
        const { state = 'verified', sold = 0, ...input } = options;
        const listings = t.app.get(ListingsService);
        const admin = await t.app.get(IdentityService).findByEmail(seller.email);
        let listing = await listings.create({
          eventId: event.id,
          sellerId: seller.id,
          price: 100_000,
          quantity: 2,
          ticketType: 'mobile',
          mobileTicketType: 'bookmyshow',
          upiId: 'seller@okaxis',
          ...input,
        });
        if (state === 'verified') listing = await listings.verify(listing.id, admin!.id, null);
        if (state === 'rejected') listing = await listings.reject(listing.id, admin!.id, 'Blurry proof');
        if (sold > 0) listing = await listings.recordSale(listing.id, sold);
        return listing;
      }),

    inContext,
  };
}
