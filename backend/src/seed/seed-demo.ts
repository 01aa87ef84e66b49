import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { paise } from '@ticketsetu/contracts/money';
import { CatalogService } from '../modules/catalog/index.js';
import { IdentityService } from '../modules/identity/index.js';
import { ProfileService } from '../modules/identity/application/profile.service.js';
import { InventoryService } from '../modules/listings/index.js';
import { ReviewService } from '../modules/listings/application/review.service.js';
import { SellingService } from '../modules/listings/application/selling.service.js';
import { CLOCK, type Clock } from '../shared/domain/clock.js';
import { UpiIdConfirmations } from '../shared/infrastructure/upi-id-confirmations.js';
import { demoCategories, demoEvents } from './demo-data.js';

export interface DemoLogin {
  role: 'admin' | 'seller' | 'buyer';
  email: string;
  password: string;
}

const demoPeople = [
  { role: 'admin', email: 'admin@ticketsetu.demo', fullName: 'Meera Iyer', phone: '+919800000001', isAdmin: true },
  { role: 'seller', email: 'seller@ticketsetu.demo', fullName: 'Priya Sharma', phone: '+919800000002' },
  { role: 'buyer', email: 'buyer@ticketsetu.demo', fullName: 'Rohan Mehta', phone: '+919800000003' },
] as const;

/** IST wall-clock time `daysFromNow` days ahead, as an instant. */
function istDate(daysFromNow: number, timeIst: string, now: Date): Date {
  const day = new Date(now.getTime() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${timeIst}:00+05:30`);
}

/**
 * Seeds the demo catalogue and people once, through the modules' own services so every rule
 * holds for demo data too (sold tickets are sold through the inventory, as a payment would). Passwords are generated on the
 * first run and kept in DATA_DIR/demo-logins.json (git-ignored) so later starts can print them.
 */
export async function seedDemoData(app: INestApplicationContext, dataDir: string): Promise<DemoLogin[] | null> {
  const loginsFile = join(dataDir, 'demo-logins.json');
  const orm = app.get(MikroORM);
  return RequestContext.create(orm.em, async () => {
    const identity = app.get(IdentityService);
    if (await identity.findByEmail(demoPeople[0].email)) {
      return existsSync(loginsFile) ? (JSON.parse(await readFile(loginsFile, 'utf8')) as DemoLogin[]) : null;
    }
    const catalog = app.get(CatalogService);
    const selling = app.get(SellingService);
    const review = app.get(ReviewService);
    const inventory = app.get(InventoryService);
    const now = app.get<Clock>(CLOCK).now();

    const logins: DemoLogin[] = [];
    const ids: Record<string, string> = {};
    for (const person of demoPeople) {
      const password = randomBytes(9).toString('base64url');
      const user = await identity.createAccount({ ...person, password });
      ids[person.role] = user.id;
      logins.push({ role: person.role, email: person.email, password });
    }
    const sellerId = ids.seller as string;
    const adminId = ids.admin as string;
    const profiles = app.get(ProfileService);
    // The demo seller confirmed her UPI id's registered name (ADR 45), as a seller does on the profile.
    const upiId = 'priya.sharma@okhdfcbank';
    const confirmations = app.get(UpiIdConfirmations);
    const upiName = confirmations.required ? 'Priya Sharma' : null;
    const upiIdConfirmation = confirmations.issue({ userId: sellerId, upiId, registeredName: upiName }).token;
    // And gave her PAN, so her sales within ₹5 lakh a year have no income tax withheld (ADR 49).
    await profiles.updateProfile(sellerId, { upiId, upiIdConfirmation, pan: 'ABCPS1234K', panName: 'PRIYA SHARMA' });
    const pickup = await profiles.addAddress(sellerId, {
      addressLine1: '12 Residency Road',
      addressLine2: null,
      area: 'Richmond Town',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    });
    const pickupText = await identity.addressText(sellerId, pickup.id);
    await profiles.addAddress(ids.buyer as string, {
      addressLine1: '4B Sea Breeze Apartments, Carter Road',
      addressLine2: 'Near Otters Club',
      area: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
    });

    const categories = new Map<string, Awaited<ReturnType<CatalogService['createCategory']>>>();
    for (const name of demoCategories) categories.set(name, await catalog.createCategory(name));

    for (const demo of demoEvents) {
      const event = await catalog.createEvent({
        title: demo.title,
        description: demo.description,
        venue: demo.venue,
        city: demo.city,
        eventDate: istDate(demo.daysFromNow, demo.timeIst, now),
        categoryId: categories.get(demo.category)?.id ?? null,
        imageUrl: demo.image,
        buyerFeePercent: demo.buyerFeePercent,
        sellerFeePercent: demo.sellerFeePercent,
        transferInstructions: demo.transferInstructions,
        resaleCapPercent: demo.resaleCapPercent ?? null,
        resaleCapPrice: demo.resaleCapPrice === undefined ? null : paise(demo.resaleCapPrice),
      });
      for (const l of demo.listings) {
        const listing = await selling.create({
          eventId: event.id,
          sellerId,
          price: paise(l.price),
          faceValue: l.faceValue === undefined ? null : paise(l.faceValue),
          quantity: l.quantity,
          ticketType: l.type,
          mobileTicketType: l.provider,
          section: l.section,
          row: l.row,
          seatNumber: l.seat,
          pickupAddress: l.type === 'physical' ? pickupText : null,
          upiId,
          upiName,
          listedAt: now,
        });
        if (l.state === 'pending') continue;
        await review.verify(listing.id, adminId, null);
        if (l.state === 'sold') {
          const held = await inventory.hold({
            orderId: randomUUID(),
            listingId: listing.id,
            quantity: l.quantity,
            expiresAt: new Date(now.getTime() + 60_000),
          });
          await inventory.confirm(held.orderId);
        }
      }
    }

    await mkdir(dataDir, { recursive: true });
    await writeFile(loginsFile, JSON.stringify(logins, null, 2), { mode: 0o600 });
    return logins;
  });
}
