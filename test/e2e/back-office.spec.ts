import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { demoLogin, expectAccessible, openedDialog, screenshot } from './support.js';

/*
 * The back office and a few pages at the two widths we design for: a 375 px phone and a 1366 px
 * laptop. Checked by what a person sees (nothing cut off, covered or off-screen; every action
 * reachable), with axe, and saved as screenshots (test/e2e/artifacts/screens/desktop-w375-*.png, …).
 * The widths are set here, so this file runs in the desktop project only.
 */

const WIDTHS = [
  { name: 'w375', width: 375, height: 812, phone: true },
  { name: 'w1366', width: 1366, height: 900, phone: false },
] as const;

type Role = 'admin' | 'seller' | 'buyer';

async function signIn(page: Page, role: Role, returnTo: string): Promise<void> {
  const { email, password } = demoLogin(role);
  await page.goto(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`));
}

/** A box is wholly inside another (1 px of rounding allowed). */
function inside(inner: { x: number; y: number; width: number; height: number }, outer: typeof inner): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box;
}

/** Whether the page scrolls sideways (something is wider than the screen). */
async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The admin table's scroll buttons show exactly when its body is wider than its frame. */
async function expectScrollButtonsOnlyWhenNeeded(page: Page): Promise<boolean> {
  const overflows = await page
    .locator('.admin-table .ant-table-content')
    .evaluate((body) => body.scrollWidth > body.clientWidth + 1);
  await expect(page.getByRole('button', { name: 'Scroll table right' })).toHaveCount(overflows ? 1 : 0);
  await expect(page.getByRole('button', { name: 'Scroll table left' })).toHaveCount(overflows ? 1 : 0);
  return overflows;
}

/** Two pending listings that carry the same proof file (so staff see 'Possible duplicate'). */
async function listTwinListings(request: APIRequestContext, baseURL: string): Promise<string> {
  const seller = demoLogin('seller');
  const origin = { Origin: baseURL };
  const login = await request.post('/api/v1/auth/login', {
    data: { email: seller.email, password: seller.password },
    headers: origin,
  });
  expect(login.status(), await login.text()).toBe(200);
  // An API client: the access token as a Bearer header (the cookies are for browsers).
  const bearer = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  type EventRow = { id: string; title: string; resale_cap_percent: number | null; resale_cap_price: number | null };
  const events = (await (await request.get('/api/v1/events')).json()) as EventRow[];
  // One that caps no price: a capped event would ask these listings for their face value.
  const event = events.findLast((e) => e.resale_cap_percent === null && e.resale_cap_price === null)!;
  const proof = Buffer.from(`%PDF-1.4\n% TicketSetu back-office check ${Date.now()}\n%%EOF\n`);
  for (const section of ['Upper tier', 'Upper tier, again']) {
    const response = await request.post('/api/v1/listings', {
      headers: bearer,
      multipart: {
        eventId: event.id,
        quantity: '2',
        price: '250000',
        section,
        ticketType: 'mobile',
        mobileTicketType: 'bookmyshow',
        upiId: 'seller.checks@okaxis',
        files: { name: 'booking.pdf', mimeType: 'application/pdf', buffer: proof },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return event.title;
}

test.describe('back office and pages at 375 px and 1366 px', () => {
  let twinEvent = '';
  test.beforeAll(async ({ playwright }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'this file sets its own widths');
    const baseURL = testInfo.project.use.baseURL!;
    const request = await playwright.request.newContext({ baseURL });
    twinEvent = await listTwinListings(request, baseURL);
    const message = await request.post('/api/v1/contact', {
      headers: { Origin: baseURL },
      data: {
        name: 'Kavya Menon',
        email: 'kavya.menon@example.in',
        subject: 'Seat numbers on a mobile ticket',
        message:
          'Hello, the booking screenshot I uploaded shows the seat numbers, but the listing says they are missing. Could someone take another look? Thank you.',
      },
    });
    expect(message.status(), await message.text()).toBe(201);
    await request.dispose();
  });

  for (const size of WIDTHS) {
    test.describe(`at ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('a visitor: no error in the console, every /admin URL asks to sign in, /about lays its pillars out evenly', async ({
        page,
      }, testInfo) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        page.on('response', (response) => {
          if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
        });

        for (const path of ['/admin/events', '/admin/transfers', '/admin/whatever']) {
          await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=${encodeURIComponent(path)}$`));
          await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
        }

        const probe = page.waitForResponse('**/api/v1/auth/session');
        await page.goto('/about');
        expect((await probe).status()).toBe(200);
        const pillars = page.locator('#pillars .content-cards > li');
        await expect(pillars).toHaveCount(4);
        const boxes = await Promise.all([0, 1, 2, 3].map((i) => boxOf(pillars.nth(i))));
        const rows = new Map<number, number>();
        for (const box of boxes) rows.set(Math.round(box.y), (rows.get(Math.round(box.y)) ?? 0) + 1);
        const perRow = [...rows.values()];
        // 4 across or 2 × 2 on a laptop, one per row on a phone; never 3 + 1.
        expect(perRow.every((n) => n === perRow[0])).toBe(true);
        expect(perRow[0]).toBe(size.phone ? 1 : perRow[0] === 4 ? 4 : 2);
        expect(await pageOverflows(page)).toBe(false);
        await expectAccessible(page);
        await screenshot(page, testInfo, `${size.name}-about`);

        expect(problems).toEqual([]);
      });

      test('a signed-in person: /auth sends them on, /profile shows no control before the session is known', async ({
        page,
      }, testInfo) => {
        await signIn(page, 'buyer', '/profile');
        await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

        // Already signed in: /auth goes straight to returnTo.
        await page.goto('/auth?returnTo=%2Ftickets');
        await expect(page).toHaveURL(/\/tickets$/);

        // The access cookie lapsed (the server then leaves the page to the browser, ADR 86), and the
        // session's answers (asked, or renewed) are held: until one comes, nothing on the page can be
        // pressed. (Once Your Tickets has had its answers: one still coming could set the cookie again.)
        await page.waitForLoadState('networkidle');
        await page.context().clearCookies({ name: 'ts_access' });
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/v1/auth/{session,refresh}', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/profile');
        await expect(page.getByText('Checking your session…')).toBeVisible();
        await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
        release();
        await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Add a new address' })).toBeVisible();
        await page.unroute('**/api/v1/auth/{session,refresh}');

        expect(await pageOverflows(page)).toBe(false);
        await expectAccessible(page);
        await screenshot(page, testInfo, `${size.name}-profile`);
      });

      test('an admin: sidebar on the page grid with an icon per section; every table readable, every action reachable', async ({
        page,
      }, testInfo) => {
        await signIn(page, 'admin', '/admin/tickets');
        await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
        const nav = page.getByRole('navigation', { name: 'Admin' });
        const links = nav.getByRole('link');
        const linkCount = await links.count();
        expect(linkCount).toBeGreaterThanOrEqual(4);
        for (let i = 0; i < linkCount; i++) {
          await expect(links.nth(i).locator('svg')).toHaveCount(1);
        }
        await expect(nav.getByRole('link', { name: 'Contact messages' }).locator('svg')).toBeVisible();
        if (!size.phone) {
          // The side menu runs down the page's left edge, under the header's logo.
          const logo = await boxOf(page.getByRole('banner').getByRole('link').first());
          const menu = await boxOf(nav);
          expect(menu.x).toBeLessThanOrEqual(logo.x);
          expect(logo.x + logo.width / 2).toBeLessThan(menu.x + menu.width);
        }

        // ---- tickets ----
        const twin = page
          .locator('.admin-table')
          .locator('tr, .admin-list__item')
          .filter({ hasText: twinEvent })
          .filter({ hasText: '₹2,500.00' });
        await expect(twin.first()).toBeVisible();
        expect(await pageOverflows(page)).toBe(false);
        if (size.phone) {
          await expect(page.getByRole('table')).toHaveCount(0);
          await twin
            .first()
            .getByRole('button', { name: /^Details/ })
            .click();
          const drawer = await openedDialog(page, 'Listing details');
          await expect(drawer).toContainText('Possible duplicate');
          for (const action of ['Add Remarks', 'Verify', 'Reject']) {
            const button = drawer.getByRole('button', { name: action });
            await expect(button).toBeVisible();
            // (polled: the drawer slides in)
            await expect
              .poll(async () => inside(await boxOf(button), { x: 0, y: 0, width: size.width, height: size.height }))
              .toBe(true);
          }
          await expectAccessible(page);
          await screenshot(page, testInfo, `${size.name}-admin-tickets-details`, { fullPage: false });
          await drawer.getByRole('button', { name: 'Close' }).first().click();
          await expect(drawer).toBeHidden();
        } else {
          const flag = twin.first().getByText('Possible duplicate');
          await expect(flag).toBeVisible();
          await flag.scrollIntoViewIfNeeded(); // elementFromPoint sees only the viewport
          const frame = await boxOf(page.locator('.admin-table'));
          expect(inside(await boxOf(flag), frame)).toBe(true);
          // Status is not covered by anything (the actions column used to sit on top of it).
          const covered = await flag.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return !top || !element.contains(top);
          });
          expect(covered).toBe(false);
          const remarks = page.getByRole('columnheader', { name: 'Remarks' });
          expect(inside(await boxOf(remarks), frame)).toBe(true);
          for (const action of ['Verify', 'Reject']) {
            expect(inside(await boxOf(twin.first().getByRole('button', { name: action })), frame)).toBe(true);
          }
          expect(await expectScrollButtonsOnlyWhenNeeded(page)).toBe(false);
        }
        await expectAccessible(page);
        await screenshot(page, testInfo, `${size.name}-admin-tickets`);

        // ---- users and contact messages ----
        for (const [path, title, drawerTitle] of [
          ['/admin/users', 'Users', 'User details'],
          ['/admin/messages', 'Contact messages', 'Message details'],
        ] as const) {
          await nav.getByRole('link', { name: title }).click();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          expect(await pageOverflows(page)).toBe(false);
          if (size.phone) {
            // Every section is in view on a phone, none cut off.
            const navBox = await boxOf(nav);
            for (let i = 0; i < linkCount; i++) {
              expect(inside(await boxOf(links.nth(i)), navBox)).toBe(true);
              expect(await links.nth(i).evaluate((link) => link.scrollWidth <= link.clientWidth + 1)).toBe(true);
            }
            const first = page.locator('.admin-list__item').first();
            await expect(first).toBeVisible();
            await first.getByRole('button', { name: /^Details/ }).click();
            const drawer = await openedDialog(page, drawerTitle);
            await expect(drawer).toBeVisible();
            await expect
              .poll(async () => inside(await boxOf(drawer), { x: 0, y: 0, width: size.width, height: size.height }))
              .toBe(true);
            await screenshot(page, testInfo, `${size.name}-admin-${path.split('/').pop()}-details`, {
              fullPage: false,
            });
            await drawer.getByRole('button', { name: 'Close' }).first().click();
            await expect(drawer).toBeHidden();
          } else {
            await expect(page.getByRole('table', { name: title })).toBeVisible();
            expect(await expectScrollButtonsOnlyWhenNeeded(page)).toBe(false);
          }
          await expectAccessible(page);
          await screenshot(page, testInfo, `${size.name}-admin-${path.split('/').pop()}`);
        }

        // ---- tax: GST collected, by state, TDS withheld, every invoice and credit note ----
        await nav.getByRole('link', { name: 'Tax', exact: true }).click();
        await expect(page).toHaveURL(/\/admin\/tax(\?.*)?$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Tax' })).toBeVisible();
        for (const region of ['GST collected', 'By state', 'TDS withheld', 'Invoices and credit notes']) {
          await expect(page.getByRole('region', { name: region })).toBeVisible();
        }
        await expect(page.getByText(/Matches the ledger|Differs from the ledger/).first()).toBeVisible();
        expect(await pageOverflows(page)).toBe(false);
        await expectAccessible(page);
        await screenshot(page, testInfo, `${size.name}-admin-tax`);
      });
    });
  }
});
