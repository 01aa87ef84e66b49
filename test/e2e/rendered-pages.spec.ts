import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ownClientAddress, signUpPerson } from './support.js';

/**
 * The public pages come rendered from the server (ADR 36): readable with scripts switched off, and
 * taken over by React in the browser exactly as drawn (a mismatch is an error here).
 */

interface EventSummary {
  id: string;
  title: string;
  venue: string;
  city: string;
  min_price: number | null;
  available_tickets: number;
}

async function upcomingEvents(page: Page): Promise<EventSummary[]> {
  return (await (await page.request.get('/api/v1/events')).json()) as EventSummary[];
}

const screens = join(import.meta.dirname, 'artifacts', 'screens');

test.describe('with scripts switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the events list and an event page are readable: titles, dates, venues, prices, availability', async ({
    page,
  }, testInfo) => {
    const events = await upcomingEvents(page);
    const onSale = events.find((e) => e.min_price !== null && e.available_tickets > 0)!;
    mkdirSync(screens, { recursive: true });
    const shot = (name: string) =>
      page.screenshot({ path: join(screens, `${testInfo.project.name}-no-script-${name}.png`), fullPage: true });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(onSale.title).first()).toBeVisible();
    await shot('home');

    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse events' })).toBeVisible();
    for (const event of events.slice(0, 3)) await expect(page.getByText(event.title).first()).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: onSale.title });
    await expect(card).toContainText(onSale.venue);
    await expect(card).toContainText(/Starting from ₹[\d,]+\.\d{2}/);
    const soldOut = events.find((e) => e.min_price === null || e.available_tickets === 0);
    if (soldOut) await expect(page.getByRole('article').filter({ hasText: soldOut.title })).toContainText('Sold out');
    await shot('events');

    await page.goto(`/event/${onSale.id}`);
    await expect(page.getByRole('heading', { level: 1, name: onSale.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(`${onSale.venue}, ${onSale.city}`);
    await expect(main).toContainText(/\w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m/);
    await expect(main).toContainText(/Starting from ₹[\d,]+\.\d{2}/);
    await expect(main).toContainText(`${onSale.available_tickets} ticket`);
    await shot('event');

    // The search works as a plain form, and its results come rendered too.
    await page.goto('/events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(onSale.title);
    await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
    await expect(page).toHaveURL(/\/events\?search=/);
    await expect(page.getByRole('article').filter({ hasText: onSale.title })).toBeVisible();
  });

  test("an event page's Buy is a link to the listing's checkout, which asks a visitor to sign in first", async ({
    page,
  }, testInfo) => {
    const events = await upcomingEvents(page);
    const onSale = events.find((e) => e.min_price !== null && e.available_tickets > 0)!;
    await page.goto(`/event/${onSale.id}`);
    const listing = page.locator('li.listing').first();
    const buy = listing.getByRole('link', { name: 'Buy' });
    await expect(buy).toBeVisible();
    const href = await buy.getAttribute('href');
    expect(href).toMatch(/^\/checkout\/[0-9a-f-]{36}\?quantity=1$/);
    mkdirSync(screens, { recursive: true });
    await listing.screenshot({ path: join(screens, `${testInfo.project.name}-no-script-buy.png`) });

    await buy.click();
    await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(href!)}`);
    // The sign-in page (signing in needs scripts, and its page says so); once signed in, the buyer comes back here.
    await expect(page).toHaveTitle(/^Sign in \| TicketSetu$/);
    await page.screenshot({
      path: join(screens, `${testInfo.project.name}-no-script-buy-sign-in.png`),
      fullPage: true,
    });

    // Signed in (the session cookies of a sign-in through the API), the same link opens the checkout itself.
    const person = await signUpPerson(page.request, 'Nisha');
    const origin = new URL(page.url()).origin;
    const login = await page.request.post('/api/v1/auth/login', { data: person, headers: { Origin: origin } });
    expect(login.status()).toBe(200);
    await page.goto(`/event/${onSale.id}`);
    await page.locator('li.listing').first().getByRole('link', { name: 'Buy' }).click();
    await expect(page).toHaveURL(href!);
  });
});

test.describe('taken over by React', () => {
  test('each public page is hydrated without a mismatch, then works as an app', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    const [event] = await upcomingEvents(page);

    for (const path of ['/', '/events', `/event/${event!.id}`, '/auth', '/faq', '/how-it-works']) {
      const html = await (await page.request.get(path)).text();
      // The root holds the page (the shell's root is empty; React puts its image preloads first).
      expect(html, `${path} comes rendered`).toMatch(/<div id="root">(<link [^>]*>)*<[a-z]/);
      expect(html, `${path} comes with its heading`).toMatch(/<h1[ >]/);
      await page.goto(path);
      // Controls are enabled (and who is signed in is shown) once React has taken the page over.
      await expect(page.locator('.site-header__actions .ts-btn').first()).toBeEnabled();
      await expect(page.locator('.account-menu__placeholder')).toHaveCount(0);
    }
    expect(problems).toEqual([]);

    // After it: client-side navigation and search, no page load.
    await page.goto('/events');
    await expect(page.locator('.site-header__actions .ts-btn').first()).toBeEnabled();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('searchbox', { name: 'Search events' }).fill(event!.title);
    await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
    await expect(page).toHaveURL(/search=/);
    await page.getByRole('article').filter({ hasText: event!.title }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
    expect(loads).toEqual([]);
  });

  test('a checkout, the sell form, Your Tickets and the profile come rendered for their signed-in person with their data, kept by nobody, and are hydrated without a mismatch (ADR 79, 86, 88)', async ({
    page,
    baseURL,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    const { email, password } = await signUpPerson(page.request, 'Meera');
    const signedIn = await page.request.post('/api/v1/auth/login', {
      data: { email, password },
      headers: { Origin: baseURL!, ...ownClientAddress() },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const onSale = (await upcomingEvents(page)).find((e) => e.min_price !== null && e.available_tickets > 0)!;
    const { listings } = (await (await page.request.get(`/api/v1/events/${onSale.id}`)).json()) as {
      listings: { id: string }[];
    };

    for (const [path, heading] of [
      [`/checkout/${listings[0]!.id}?quantity=1`, 'Order summary'],
      ['/sell', 'Sell your tickets'],
    ] as const) {
      const answer = await page.request.get(path);
      // One person's page: no shared cache keeps it.
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      const html = await answer.text();
      expect(html, `${path} comes rendered`).toMatch(/<div id="root">(<link [^>]*>)*<[a-z]/);
      expect(html, `${path} comes with its content`).toContain(heading);
      await page.goto(path);
      await expect(page.locator('.site-header__actions .ts-btn, .account-menu').first()).toBeVisible();
      await expect(page.locator('.account-menu__placeholder')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Pay ₹|^List tickets for review$/ })).toBeEnabled();
    }
    // A page whose reads the server made first (ADR 88): its heading, its person and its reads' answers in the HTML.
    for (const [path, heading, read, loaded] of [
      ['/tickets', 'Your tickets', 'No purchases yet', page.getByRole('tab', { name: 'Your Purchases' })],
      ['/profile', 'Your profile', email, page.getByRole('button', { name: 'Save changes' })],
    ] as const) {
      const answer = await page.request.get(path);
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      const html = await answer.text();
      expect(html, `${path} comes rendered`).toMatch(/<div id="root">(<link [^>]*>)*<[a-z]/);
      expect(html, `${path} comes with its heading`).toContain(heading);
      expect(html, `${path} knows its person`).toContain('Meera');
      expect(html, `${path} comes with its reads`).toContain(read);
      await page.goto(path);
      // Taken over: its controls work once React has the page (disabled until then).
      await expect(loaded.first()).toBeEnabled();
    }
    expect(problems).toEqual([]);

    // Nobody else is sent it: signed out, the sell form is the browser's to draw (and asks to sign in).
    await page.request.post('/api/v1/auth/logout', { headers: { Origin: baseURL! } });
    const shell = await (await page.request.get('/sell')).text();
    expect(shell).toContain('<div id="root"></div>');
  });

  test('an address with query parameters the server does not render from is the app, drawn by the browser', async ({
    request,
  }) => {
    const [event] = (await (await request.get('/api/v1/events')).json()) as EventSummary[];
    const html = await (await request.get(`/event/${event!.id}?sort=price_desc`)).text();
    expect(html).toContain('<div id="root"></div>');
    // Its scripts are what draws it: fetched at once. A rendered page reads without them: low priority.
    expect(html).toMatch(/<script type="module" crossorigin src=/);
    const rendered = await (await request.get(`/event/${event!.id}`)).text();
    expect(rendered).toMatch(/<script type="module" fetchpriority="low" crossorigin src=/);
  });
});
