// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '@ticketsetu/contracts/pages';
import { makeEvent, makeEventPage, makeListing, NO_REWARDS } from '../test/fixtures';
import { jsonResponse, problem } from '../test/api-mock';
import { foreignLatinWords } from '../test/latin-script';
import { makeWaitlistEntry, makeWaitlistOffer } from '../test/waitlist-fixtures';
import { renderPage } from './entry-server';
import type { BuildManifest } from './route-assets';

/** What the browser's build would say: the entry, and the event page's own chunk with its stylesheet. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/routes/event.$id.tsx?tsr-split=component': {
    file: 'assets/event-1.js',
    imports: ['_shared.js', '_meta.js'],
    css: ['assets/event-1.css'],
  },
  '_meta.js': { file: 'assets/meta-1.js', css: ['assets/meta-1.css'] },
};

const eventId = '0b6a2a52-6f52-4a1e-8c4f-1d2e3f4a5b6c';

/** A signed-in person's session, as the server puts it in a page drawn for them. */
function sessionOf(id: string, email: string, fullName: string) {
  const user = {
    id,
    email,
    full_name: fullName,
    first_name: fullName.split(' ')[0]!,
    is_admin: false,
    locale: 'en' as const,
  };
  return { user, access_token_expires_at: '2026-12-02T16:00:00.000Z' };
}

/** The queries a page's state hands the browser. */
const keysInState = (body: string) => body.slice(body.indexOf('<script id="page-state"')).match(/"queryKey"/g)?.length;

/** The page's HTML as text, with the page state (which repeats the data) left out. */
const html = (body: string) => body.slice(0, body.indexOf('<script id="page-state"'));

describe('renderPage (the public pages rendered on the server)', () => {
  it('renders the events list from the data it is given, drawn without antd, with the data for the browser', async () => {
    const events = [
      makeEvent({
        title: 'Coldplay: Music of the Spheres',
        venue: 'DY Patil Stadium',
        city: 'Navi Mumbai',
        min_price: 450000,
      }),
      makeEvent({ title: 'Sold Out Night', available_tickets: 0, min_price: null }),
    ];
    const page = await renderPage('/events', { eventsList: { search: '', events } }, manifest);

    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    const text = html(page!.body);
    expect(text).toContain('Coldplay: Music of the Spheres');
    expect(text).toContain('DY Patil Stadium');
    expect(text).toContain('₹4,500.00');
    expect(text).toContain('Sold Out');
    // Nothing for an inline script to move into place (the CSP allows none), nothing hidden.
    expect(text).not.toMatch(/<script|<template|hidden id="S:/);
    // Drawn with the build's stylesheets alone: no antd component, so no style of antd's (ADR 57).
    expect(text).not.toMatch(/class="[^"]*\bant-/);
    expect(page!.head).not.toContain('<style');
    expect(page!.body).toContain('<script id="page-state" type="application/json">');
    expect(page!.body).toContain('"queryKey":["events","list",{"search":""}]');
  });

  it("renders an event page with its listings, and names the page's stylesheets and chunks the entry does not load", async () => {
    const data = {
      eventPage: {
        id: eventId,
        page: makeEventPage({
          id: eventId,
          title: 'Laugh Riot',
          listings: [makeListing({ price: 99900, section: 'Balcony' })],
        }),
      },
    };
    const page = await renderPage(`/event/${eventId}`, data, manifest);

    expect(page!.status).toBe(200);
    expect(html(page!.body)).toContain('Laugh Riot');
    expect(html(page!.body)).toContain('₹999.00');
    const links = page!.head.slice(page!.head.indexOf('<link'));
    expect(links).toBe(
      '<link rel="stylesheet" href="/assets/event-1.css" /><link rel="stylesheet" href="/assets/meta-1.css" />' +
        '<link rel="modulepreload" crossorigin href="/assets/event-1.js" /><link rel="modulepreload" crossorigin href="/assets/meta-1.js" />',
    );
  });

  it("renders the listing cards' sellers and a seller's page from the data, no request left to make (ADR 65)", async () => {
    const sellerId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const profile = {
      id: sellerId,
      display_name: 'Priya S.',
      city: 'Bengaluru',
      state: 'Karnataka',
      member_since: '2026-11',
      completed_sales: 23,
      clean_sale_share: 96,
      rating_average: 4.6,
      rating_count: 12,
      badges: ['phone_verified' as const],
    };
    const event = await renderPage(
      `/event/${eventId}`,
      {
        eventPage: {
          id: eventId,
          page: makeEventPage({ id: eventId, listings: [makeListing({ seller_id: sellerId, section: 'Balcony' })] }),
        },
        eventSellers: { id: eventId, sellers: [profile] },
      },
      manifest,
    );
    expect(html(event!.body)).toContain(`href="/seller/${sellerId}"`);
    expect(html(event!.body)).toContain('4.6 ★ from 12 ratings');

    const rating = {
      id: 'r1',
      stars: 5,
      comment: 'Smooth transfer.',
      comment_hidden: false,
      reply: 'Thank you!',
      replied_at: '2026-12-11T10:00:00.000Z',
      created_at: '2026-12-10T10:00:00.000Z',
      event_title: 'Laugh Riot',
    };
    const seller = await renderPage(
      `/seller/${sellerId}`,
      { sellerPage: { id: sellerId, profile, ratings: { ratings: [rating], total: 1 } } },
      manifest,
    );
    expect(seller!.status).toBe(200);
    const text = html(seller!.body);
    expect(text).toContain('Priya S.');
    expect(text).toContain('Member since November 2026');
    expect(text).toContain('Smooth transfer.');
    expect(text).not.toMatch(/class="[^"]*\bant-/);
  });

  it('renders a checkout for its buyer (ADR 79): the order summary, its price lines and the seller in the HTML, Pay disabled until the page is taken over', async () => {
    const listingId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const sellerId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const checkout = {
      listing: {
        id: listingId,
        seller_id: sellerId,
        price: 249900,
        quantity: 4,
        available_quantity: 4,
        seat_number: 'F12',
        section: 'Gold',
        row: 'F',
        ticket_type: 'mobile' as const,
        mobile_ticket_type: 'bookmyshow' as const,
        status: 'available',
        is_on_sale: true,
      },
      event: makeEvent({ id: eventId, title: 'Monsoon Melodies', venue: 'NSCI Dome', buyer_fee_percent: 2.5 }),
      max_quantity: 4,
      tickets_already: 0,
      own_listing: false,
      rewards_credit: 0,
    };
    const seller = {
      id: sellerId,
      display_name: 'Priya S.',
      city: 'Bengaluru',
      state: 'Karnataka',
      member_since: '2026-11',
      completed_sales: 23,
      clean_sale_share: 96,
      rating_average: 4.6,
      rating_count: 12,
      badges: [],
    };
    const session = sessionOf('buyer-1', 'asha@example.in', 'Asha Rao');
    const page = await renderPage(
      `/checkout/${listingId}?quantity=2`,
      { checkoutPage: { session, listingId, checkout, seller } },
      {
        ...manifest,
        'src/routes/checkout.$ticketId.tsx?tsr-split=component': {
          file: 'assets/checkout-1.js',
          css: ['assets/checkout-1.css'],
        },
      },
    );

    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    const text = html(page!.body);
    const summary = text.slice(text.indexOf('Order summary'));
    expect(summary).toContain('Monsoon Melodies');
    expect(summary).toContain('NSCI Dome');
    expect(summary).toContain('Gold');
    // Two tickets at ₹2,499.00: the price lines from the contracts money module.
    expect(text).toContain('₹4,998.00');
    expect(text).toContain('About the seller');
    expect(text).toContain(`href="/seller/${sellerId}"`);
    // Pay is a button the server draws disabled: it works once React has taken the page over.
    expect(text).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Pay/s);
    expect(text).not.toMatch(/class="[^"]*\bant-/);
    expect(page!.head).toContain('<link rel="stylesheet" href="/assets/checkout-1.css" />');
    expect(page!.body).toContain('"queryKey":["me","checkout","' + listingId + '"]');
  });

  it('renders the sell form for its seller (ADR 79): its shell and the event choice in the HTML, its controls disabled until taken over', async () => {
    const session = sessionOf('user-priya', 'priya@example.in', 'Priya Sharma');
    const profile = {
      id: 'user-priya',
      email: 'priya@example.in',
      username: 'priya',
      full_name: 'Priya Sharma',
      phone: null,
      date_of_birth: null,
      upi_id: 'priya@okaxis',
      is_admin: false,
      created_at: '2026-01-10T10:00:00Z',
      deletion_requested_at: null,
    } as unknown as NonNullable<PageData['sellPage']>['profile'];
    const events = [makeEvent({ id: eventId, title: 'Monsoon Melodies' })];
    const page = await renderPage(
      '/sell',
      { sellPage: { session, events, profile } },
      {
        ...manifest,
        'src/routes/sell.tsx?tsr-split=component---loader': { file: 'assets/sell-1.js', css: ['assets/sell-1.css'] },
      },
    );

    expect(page).not.toBeNull();
    const text = html(page!.body);
    expect(text).toContain('Sell your tickets');
    // The event choice: its box and its label, in the page before any script runs.
    expect(text).toMatch(/role="combobox"/);
    expect(text).toContain('List tickets for review');
    expect(text).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*List tickets for review/s);
    expect(text).not.toMatch(/class="[^"]*\bant-/);
    // The route's chunk is grouped with its loader: still named in the head.
    expect(page!.head).toContain('<link rel="stylesheet" href="/assets/sell-1.css" />');
    expect(page!.head).toContain('<link rel="modulepreload" crossorigin href="/assets/sell-1.js" />');
  });

  it("draws a signed-in person's page frame (ADR 86): the header knows them, the page shows its loading state, no read is made or kept", async () => {
    const error = vi.spyOn(console, 'error');
    const session = sessionOf('user-priya', 'priya@example.in', 'Priya Sharma');
    for (const [url, heading] of [
      ['/profile', 'Your profile'],
      ['/tickets?tab=listings', 'Your tickets'],
    ] as const) {
      const page = await renderPage(url, { pageFrame: { session } }, manifest);
      expect(page, url).not.toBeNull();
      const text = html(page!.body);
      expect(text).toContain(heading);
      expect(text).toContain('Priya');
      expect(text).toMatch(/class="[^"]*skeleton/);
      // Only who is signed in goes to the browser: the page's own reads are the browser's to make.
      expect(keysInState(page!.body)).toBe(1);
    }
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("draws Your Tickets whole when its reads, made through the person's API, answer (ADR 88); one refused or late leaves the frame", async () => {
    const session = sessionOf('user-priya', 'priya@example.in', 'Priya Sharma');
    // A live waiting-list offer: its deadline in the HTML, its count of seconds left drawn by the browser
    // only (the server's clock and the hydrating browser's read apart).
    const waiting = [makeWaitlistEntry({ offer: makeWaitlistOffer() })];
    const asked: string[] = [];
    const api = async (request: Request) => {
      const { pathname } = new URL(request.url);
      asked.push(`${request.method} ${pathname}`);
      if (pathname === '/api/v1/me/waitlist') return jsonResponse(waiting);
      return jsonResponse(pathname === '/api/v1/me/rewards' ? NO_REWARDS : []);
    };
    const whole = await renderPage('/tickets', { pageFrame: { session } }, manifest, api);
    expect(whole).not.toBeNull();
    expect(html(whole!.body)).toContain('No purchases yet');
    expect(html(whole!.body)).toContain('held for you');
    expect(html(whole!.body)).not.toContain('role="timer"');
    expect(html(whole!.body)).not.toMatch(/class="[^"]*skeleton/);
    expect(asked).toEqual(
      expect.arrayContaining(['GET /api/v1/me/purchases', 'GET /api/v1/me/rewards', 'GET /api/v1/me/disputes']),
    );
    // The session and every read the page drew from go to the browser, which hydrates them.
    expect(keysInState(whole!.body)).toBeGreaterThan(5);

    // A lapsed session (401) or a read slower than the page may wait: the frame, the reads the browser's.
    const refused = (request: Request) =>
      new URL(request.url).pathname === '/api/v1/me/rewards'
        ? Promise.resolve(problem(401, 'Not signed in'))
        : api(request);
    const late = (request: Request) =>
      new URL(request.url).pathname === '/api/v1/me/purchases' ? new Promise<Response>(() => {}) : api(request);
    for (const sender of [refused, late]) {
      const frame = await renderPage('/tickets', { pageFrame: { session } }, manifest, sender);
      expect(html(frame!.body)).toMatch(/class="[^"]*skeleton/);
      expect(html(frame!.body)).not.toContain('No purchases yet');
      expect(keysInState(frame!.body)).toBe(1);
    }
  });

  it('makes the same page from the same data (no clock in it), so a revalidation can be a 304', async () => {
    const data = { eventsList: { search: 'rock', events: [makeEvent({ id: 'event-same', title: 'Rock Night' })] } };
    const first = await renderPage('/events?search=rock', data, manifest);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await renderPage('/events?search=rock', data, manifest);
    expect(second).toEqual(first);
    expect(first!.body).toContain('"dataUpdatedAt":0');
    expect(first!.body).toContain('"dehydratedAt":0');
  });

  it('declines a page whose data it was not given (the browser renders that one)', async () => {
    // The query it starts instead fails at once (no API address on the server) and says so.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderPage(`/event/${eventId}`, {}, manifest)).resolves.toBeNull();
    await expect(renderPage('/events', {}, manifest)).resolves.toBeNull();
  });

  it('keeps data in the page state from closing its script element', async () => {
    const events = [makeEvent({ title: '</script><script>alert(1)</script>' })];
    const page = await renderPage('/events', { eventsList: { search: '', events } }, manifest);
    const state = page!.body.slice(page!.body.indexOf('<script id="page-state"'));
    expect(state.match(/<\/script>/g)).toHaveLength(1);
    expect(state).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });
});

describe('renderPage in Hindi (ADR 82)', () => {
  it('draws /hi in Hindi, its links under /hi, its chrome and hero without stray English', async () => {
    const events = [makeEvent({ title: 'Coldplay: Music of the Spheres' })];
    const page = await renderPage('/hi', { eventsList: { search: '', events } }, manifest);

    expect(page!.status).toBe(200);
    const text = html(page!.body);
    expect(text).toContain('टिकट खरीदें');
    expect(text).toContain('href="/hi/events"');
    expect(text).toContain('action="/hi/events"');
    // The other language is offered in its own script, at the same page's English address.
    expect(text).toMatch(/<a[^>]*href="\/"[^>]*lang="en-IN"[^>]*>English<\/a>/);
    for (const part of [
      /<header[\s\S]*?<\/header>/,
      /<section class="hero"[\s\S]*?<\/section>/,
      /<footer[\s\S]*?<\/footer>/,
    ]) {
      const drawn = text.match(part)?.[0] ?? '';
      expect(drawn).not.toBe('');
      const words = drawn
        // The switch to English is English on purpose (lang="en-IN"); the wordmark's spans are one word.
        .replace(/<a[^>]*lang="en-IN"[^>]*>[^<]*<\/a>/g, ' ')
        .replace(/<\/?span[^>]*>/g, '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&[a-z#0-9]+;/g, ' ');
      expect(foreignLatinWords(words)).toEqual([]);
    }
  });

  it('draws the same page in English at its plain address, offering हिन्दी', async () => {
    const page = await renderPage('/', { eventsList: { search: '', events: [] } }, manifest);
    const text = html(page!.body);
    expect(text).toContain('Buy Tickets');
    expect(text).toContain('href="/events"');
    expect(text).toMatch(/<a[^>]*href="\/hi"[^>]*lang="hi-IN"[^>]*>हिन्दी<\/a>/);
  });
});
