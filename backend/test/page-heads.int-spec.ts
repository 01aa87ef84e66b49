import { SITE_HEADS, STATIC_PAGES_HI } from '@ticketsetu/contracts/page-heads';
import { documentTitle, STATIC_PAGES } from '@ticketsetu/contracts/pages';
import { EventCardImages, PageHeads } from '../src/modules/listings/index.js';
import { SellerPageHeads } from '../src/modules/sellers/index.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/** What a shared link's card and a search engine read about each public page (ADR 35). */
describe('public page heads (real PostgreSQL)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let heads: PageHeads;
  const origin = 'https://tickets.example.in';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: origin });
    make = factories(t);
    heads = t.app.get(PageHeads);
  });
  afterAll(() => t.close());

  it("an event on sale: its title, date and time in IST, venue and city, 'From ₹X', and schema.org Event data", async () => {
    const seller = await make.user();
    const event = await make.event({
      title: 'Coldplay: Music of the Spheres',
      venue: 'DY Patil Stadium',
      city: 'Mumbai',
      eventDate: new Date('2027-01-19T14:30:00Z'), // 8:00 pm in India
      description: 'The world tour comes to Navi Mumbai.',
      imageUrl: 'https://images.example.in/coldplay.jpg',
    });
    await make.listing(event, seller, { price: 450_000, quantity: 2 });
    await make.listing(event, seller, { price: 600_050, quantity: 1 });
    await make.listing(event, seller, { price: 300_000, quantity: 2, sold: 2 }); // sold out: not the lowest

    const head = await heads.forPath(`/event/${event.id}`, undefined);

    const url = `${origin}/event/${event.id}`;
    expect(head).toMatchObject({
      status: 200,
      title: 'Coldplay: Music of the Spheres | TicketSetu',
      cardTitle: 'Coldplay: Music of the Spheres',
      description: 'Tue, 19 Jan 2027, 8:00 pm IST · DY Patil Stadium, Mumbai · From ₹4,500.00',
      canonicalUrl: url,
      imageUrl: 'https://images.example.in/coldplay.jpg',
      imageSize: null, // its own picture: size unknown
      indexable: true,
    });
    expect(head.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Coldplay: Music of the Spheres',
      description: 'The world tour comes to Navi Mumbai.',
      startDate: '2027-01-19T20:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'DY Patil Stadium',
        address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'IN' },
      },
      image: ['https://images.example.in/coldplay.jpg'],
      url,
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: '4500.00',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it('sold out, or not on sale yet, says so; an event with an SVG image gets its generated card image (link previews skip SVG)', async () => {
    const seller = await make.user();
    const soldOut = await make.event({ title: 'Sold Out Night', imageUrl: '/images/events/concert.svg' });
    await make.listing(soldOut, seller, { price: 100_000, quantity: 1, sold: 1 });
    const notYet = await make.event({ title: 'Not Yet Night' });

    const sold = await heads.forPath(`/event/${soldOut.id}`, undefined);
    expect(sold.description).toMatch(/ · Test Venue, Mumbai · Sold out$/);
    expect(sold.imageUrl).toBe(`${origin}/event/${soldOut.id}/card.png`);
    expect(sold.imageSize).toEqual({ width: 1200, height: 630 });
    expect(sold.structuredData).toMatchObject({
      offers: { offerCount: 0, availability: 'https://schema.org/SoldOut' },
    });
    expect(sold.structuredData?.offers).not.toHaveProperty('lowPrice');

    expect((await heads.forPath(`/event/${notYet.id}`, undefined)).description).toMatch(/ · Not on sale yet$/);
  });

  it('an event’s card image is a 1200 x 630 PNG, drawn once per card; none for an unknown, inactive or started event', async () => {
    const cards = t.app.get(EventCardImages);
    const seller = await make.user();
    const event = await make.event({ title: 'Card Night', imageUrl: '/images/events/concert.svg' });
    await make.listing(event, seller, { price: 250_000, quantity: 2 });

    const png = await cards.png(event.id);
    expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png!.readUInt32BE(16), png!.readUInt32BE(20)]).toEqual([1200, 630]);
    await expect(cards.png(event.id)).resolves.toBe(png); // the same bytes, not drawn again

    const inactive = await make.event({ title: 'Hidden Card', isActive: false });
    const started = await make.event({ title: 'Past Card', eventDate: make.daysFromNow(-1) });
    for (const id of [inactive.id, started.id, '7b0c2a8e-9d7f-4f49-9d0e-3d5f7c2b1a00', 'not-an-id', '../../etc']) {
      await expect(cards.png(id)).resolves.toBeNull();
    }
  });

  it('an unknown, inactive or started event is a 404 that search engines leave out; so is an id that is no id', async () => {
    const inactive = await make.event({ title: 'Hidden Night', isActive: false });
    const started = await make.event({ title: 'Last Night', eventDate: make.daysFromNow(-1) });

    for (const path of [
      `/event/${inactive.id}`,
      '/event/7b0c2a8e-9d7f-4f49-9d0e-3d5f7c2b1a00',
      '/event/not-an-id',
      "/event/'%20or%201=1--",
      '/event/%E0%A4', // not valid percent-encoding
    ]) {
      const head = await heads.forPath(path, undefined);
      expect({ path, status: head.status, title: head.title, indexable: head.indexable }).toEqual({
        path,
        status: 404,
        title: 'Event not found | TicketSetu',
        indexable: false,
      });
    }
    // A started event still shows to those holding its tickets, but is no longer a page to find.
    const last = await heads.forPath(`/event/${started.id}`, undefined);
    expect(last).toMatchObject({ status: 404, title: 'Last Night | TicketSetu', indexable: false });
  });

  it('the home page, the events list and a search have their own heads; a private page has the site’s, not indexed', async () => {
    expect(await heads.forPath('/', undefined)).toMatchObject({
      status: 200,
      title: 'TicketSetu — Buy & sell event tickets safely',
      canonicalUrl: `${origin}/`,
      indexable: true,
    });
    expect(await heads.forPath('/events', undefined)).toMatchObject({
      title: 'Browse events | TicketSetu',
      canonicalUrl: `${origin}/events`,
      indexable: true,
    });
    expect(await heads.forPath('/events', 'jazz & blues')).toMatchObject({
      title: 'Events matching “jazz & blues” | TicketSetu',
      canonicalUrl: `${origin}/events?search=jazz%20%26%20blues`,
      indexable: false,
    });
    expect(await heads.forPath('/admin/users', undefined)).toMatchObject({
      status: 200,
      canonicalUrl: null,
      indexable: false,
    });
  });

  it('in Hindi: the static pages’ heads are the Hindi beside their English (contracts STATIC_PAGES); the English are as they were', async () => {
    for (const [path, page] of Object.entries(STATIC_PAGES)) {
      const hi = STATIC_PAGES_HI[path]!;
      const hindi = await heads.forPath(path, undefined, 'hi');
      expect(hindi).toMatchObject({
        status: 200,
        title: documentTitle(hi.title, 'hi'),
        cardTitle: hi.title ?? SITE_HEADS.hi.title,
        description: hi.description,
        canonicalUrl: path === '/' ? `${origin}/` : `${origin}${path}`,
        indexable: true,
      });
      expect(await heads.forPath(path, undefined)).toMatchObject({
        title: documentTitle(page.title),
        description: page.description,
      });
    }
    expect(await heads.forPath('/refund-policy', undefined, 'hi')).toMatchObject({
      title: 'रिफ़ंड नीति | TicketSetu',
      description: 'TicketSetu किसी खरीद का रिफ़ंड कब और कैसे करता है।',
    });
    expect((await heads.forPath('/', undefined, 'hi')).title).toBe('TicketSetu — इवेंट टिकट सुरक्षित रूप से खरीदें और बेचें');
    expect(await heads.forPath('/events', 'jazz', 'hi')).toMatchObject({
      title: '“jazz” से मिलते इवेंट | TicketSetu',
      description: '“jazz” से मिलते इवेंट के टिकट, TicketSetu पर वेरिफ़ाइड विक्रेताओं से।',
      indexable: false,
    });
    // A private page: the site's own head, in Hindi.
    expect(await heads.forPath('/profile', undefined, 'hi')).toMatchObject({
      title: SITE_HEADS.hi.title,
      description: SITE_HEADS.hi.description,
      indexable: false,
    });
  });

  it('in Hindi: an event’s head has its date in Hindi (IST) and its price line in Hindi; an unknown event too', async () => {
    const seller = await make.user();
    const event = await make.event({
      title: 'Arijit Singh Live',
      venue: 'NSCI Dome',
      city: 'Mumbai',
      eventDate: new Date('2027-01-19T14:30:00Z'),
    });
    await make.listing(event, seller, { price: 450_000, quantity: 2 });
    const soldOut = await make.event({ title: 'Sold Out Night' });
    await make.listing(soldOut, seller, { price: 100_000, quantity: 1, sold: 1 });
    const notYet = await make.event({ title: 'Not Yet Night' });

    expect(await heads.forPath(`/event/${event.id}`, undefined, 'hi')).toMatchObject({
      status: 200,
      title: 'Arijit Singh Live | TicketSetu',
      cardTitle: 'Arijit Singh Live',
      description: 'मंगल, 19 जन॰ 2027, रात 8:00 IST · NSCI Dome, Mumbai · ₹4,500.00 से',
    });
    expect((await heads.forPath(`/event/${soldOut.id}`, undefined, 'hi')).description).toMatch(/ · बिक गए$/);
    expect((await heads.forPath(`/event/${notYet.id}`, undefined, 'hi')).description).toMatch(/ · अभी बिक्री पर नहीं$/);
    expect(await heads.forPath('/event/00000000-0000-4000-8000-000000000000', undefined, 'hi')).toMatchObject({
      status: 404,
      title: 'इवेंट नहीं मिला | TicketSetu',
      description: SITE_HEADS.hi.description,
    });
  });

  it('a seller’s page head in Hindi: the title, ratings, sales and month in Hindi; the English as it was', async () => {
    const sellerHeads = t.app.get(SellerPageHeads);
    const seller = await make.user();
    const event = await make.event({ title: 'Seller Head Night' });
    await make.listing(event, seller, { price: 100_000, quantity: 1 });

    const english = await sellerHeads.forPath(`/seller/${seller.id}`);
    const hindi = await sellerHeads.forPath(`/seller/${seller.id}`, 'hi');
    expect(english?.title).toMatch(/, seller on TicketSetu \| TicketSetu$/);
    expect(english?.description).toMatch(/No ratings yet · No completed sales yet · Member since \w+ \d{4}$/);
    expect(hindi?.title).toMatch(/, TicketSetu पर विक्रेता \| TicketSetu$/);
    expect(hindi?.description).toMatch(/अभी कोई रेटिंग नहीं · अभी कोई पूरी हुई बिक्री नहीं · \S+ \d{4} से सदस्य$/);
    expect(await sellerHeads.forPath('/seller/nobody', 'hi')).toMatchObject({
      status: 404,
      title: 'विक्रेता नहीं मिला | TicketSetu',
      description: 'यह विक्रेता TicketSetu पर नहीं है।',
    });
  });

  it('the sitemap lists the public pages and every upcoming active event, nothing else', async () => {
    const upcoming = await make.event({ title: 'Sitemap Upcoming' });
    const inactive = await make.event({ title: 'Sitemap Hidden', isActive: false });
    const past = await make.event({ title: 'Sitemap Past', eventDate: make.daysFromNow(-2) });

    const urls = (await heads.sitemap()).map((e) => e.url);

    expect(urls).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/events`, `${origin}/faq`]));
    expect(urls).toContain(`${origin}/event/${upcoming.id}`);
    expect(urls).not.toContain(`${origin}/event/${inactive.id}`);
    expect(urls).not.toContain(`${origin}/event/${past.id}`);
    expect(urls.filter((url) => /^\/(admin|checkout|tickets|profile|sell)/.test(new URL(url).pathname))).toEqual([]);
  });
});
