import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { demoLogin, expectAccessible, screenshot } from './support.js';

/*
 * What the journeys after a sale share: people in their own browsers at a given width, API clients
 * signed in as them, listings put on sale by the demo seller and verified by the demo admin, the
 * sandbox's pay page, messages, admin rows, and a screen checked and saved at 1366 and 375 px.
 */

export type Playwright = PlaywrightWorkerArgs['playwright'];

export interface Login {
  email: string;
  password: string;
}

export const WIDE = { width: 1366, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** A person in their own browser (cookies and all) at the given screen size, signed in and on `path`. */
export async function personAt(
  browser: Browser,
  testInfo: TestInfo,
  size: { width: number; height: number },
  login: Login,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: size });
  const page = await context.newPage();
  await signInOn(page, login, path);
  return { context, page };
}

/** Signs in on the sign-in page in `page`, which then lands on `path`. */
export async function signInOn(page: Page, login: Login, path: string): Promise<void> {
  await page.goto(`/auth?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel('Email address').fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?.]/g, '\\$&')}$`));
}

/** An API client signed in as someone (the access token as a Bearer header, as an app would send it). */
export async function apiAs(playwright: Playwright, login: Login, baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const answer = await request.post('/api/v1/auth/login', { data: login, headers: { Origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(200);
  const token = ((await answer.json()) as { access_token: string }).access_token;
  return { request, headers: { Authorization: `Bearer ${token}`, Origin: baseURL } };
}

export const pdf = (name: string, tag: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% TicketSetu after-sale ${tag} ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
});

/** A 1×1 PNG (the server checks files by their bytes). */
export const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/**
 * A listing on sale: listed by the demo seller through the API and verified by the demo admin; mobile
 * (BookMyShow) unless `physical`, then picked up from the seller's first saved address.
 */
export async function listingOnSale(
  playwright: Playwright,
  baseURL: string,
  {
    eventId,
    price,
    quantity,
    section,
    upiId,
    physical = false,
  }: { eventId: string; price: number; quantity: number; section: string; upiId: string; physical?: boolean },
): Promise<string> {
  const seller = await apiAs(playwright, demoLogin('seller'), baseURL);
  const admin = await apiAs(playwright, demoLogin('admin'), baseURL);
  const delivery: Record<string, string> = physical
    ? { ticketType: 'physical', pickupAddressId: await firstAddressId(seller.request, seller.headers) }
    : { ticketType: 'mobile', mobileTicketType: 'bookmyshow' };
  const created = await seller.request.post('/api/v1/listings', {
    headers: seller.headers,
    multipart: {
      eventId,
      quantity: String(quantity),
      price: String(price),
      section,
      ...delivery,
      upiId,
      files: pdf('booking.pdf', section),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;
  // Staff can verify once the proofs' codes are read (ADR 62): a few seconds on a busy machine.
  await expect(async () => {
    const verified = await admin.request.post(`/api/v1/admin/listings/${listingId}/verify`, {
      headers: admin.headers,
      data: { remarks: null },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [500, 1000, 2000] });
  await Promise.all([seller.request.dispose(), admin.request.dispose()]);
  return listingId;
}

async function firstAddressId(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const addresses = (await (await request.get('/api/v1/me/addresses', { headers })).json()) as { id: string }[];
  return addresses[0]!.id;
}

/** The id of the event on sale with this title (from the public list: anyone's page will do). */
export async function eventIdOf(page: Pick<Page, 'request'>, title: string): Promise<string> {
  const events = (await (await page.request.get('/api/v1/events')).json()) as { id: string; title: string }[];
  const found = events.find((e) => e.title === title);
  if (!found) throw new Error(`No event ${title} on sale`);
  return found.id;
}

/** On the sandbox's hosted pay page: Pay, then the result page says it is paid. */
export async function payInSandbox(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/api\/phonepe-sandbox\/transact\?token=/);
  await expect(page.getByText('PhonePe sandbox — no real money')).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment-result\?order_id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible({ timeout: 20_000 });
}

/** Pay for `quantity` tickets of a listing as the API's checkout does, then in the sandbox's hosted page. */
export async function buyAndPay(
  page: Page,
  baseURL: string,
  order: { listingId: string; quantity: number; platformId: string },
): Promise<void> {
  const placed = await page.request.post('/api/v1/orders', {
    headers: { Origin: baseURL, 'Idempotency-Key': randomUUID() },
    data: order,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await page.goto(((await placed.json()) as { pay_page_url: string }).pay_page_url);
  await payInSandbox(page);
}

/**
 * A green (success) or red (error) toast with this text: the kit's toast (shared/ui/Toast) draws each
 * in its live region, errors in the assertive one, the rest in the polite one.
 */
export function toast(page: Page, text: string, tone: 'success' | 'error' = 'success'): Locator {
  const region = tone === 'error' ? 'assertive' : 'polite';
  return page.locator(`.ts-toast [aria-live="${region}"] .ts-toast__notice--${tone}`).filter({ hasText: text });
}

/** A row of an admin table (wide screens) or a card (phones) holding all of `texts`. */
export function adminRow(page: Page, ...texts: string[]): Locator {
  let row = page.locator('.admin-table').locator('tr, .admin-list__item');
  for (const text of texts) row = row.filter({ hasText: text });
  return row;
}

/**
 * Reloads until `locator` shows up: the outbox makes transfers, payouts and offers within moments. Each
 * look waits up to 10 s: on a busy machine the reloaded page takes seconds to show its lists, and a
 * shorter look reloaded it again every time before it had.
 */
export async function reloadUntilVisible(page: Page, locator: Locator, timeout = 60_000): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(locator.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout });
}

/** '₹4,555.10' -> 4555.1 */
export function rupees(text: string | null): number {
  return Number((text ?? '').replace(/[₹,\s]/g, ''));
}

/** 4555.1 -> '₹4,555.10', as the pages write money. */
export function inr(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    amount,
  );
}

async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/**
 * The screen as it is, checked (axe, nothing wider than the screen) and saved at this width and at
 * the other one (1366 ↔ 375), then back to where it was. Dialogs stay open across the resize.
 */
export async function atBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const start = page.viewportSize()!;
  // The screen at rest: no hover state left by the last click.
  await page.mouse.move(0, 0);
  for (const size of start.width === WIDE.width ? [WIDE, PHONE] : [PHONE, WIDE]) {
    await page.setViewportSize(size);
    // The layout settles (media queries, antd's responsive parts): two frames after the resize.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await pageOverflows(page), `${name} at ${size.width} px scrolls sideways`).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, `w${size.width}-${name}`, { fullPage });
  }
  await page.setViewportSize(start);
}
