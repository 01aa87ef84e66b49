import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNothingClipped, screenshot } from './support.js';

/** The footer's links, as the spec lists them (label, path, screenshot name). */
const footerLinks = [
  ['About Us', '/about'],
  ['How It Works', '/how-it-works'],
  ['Contact Us', '/contact'],
  ['Help Center', '/help'],
  ['FAQ', '/faq'],
  ['Buyer Guarantee', '/buyer-guarantee'],
  ['Refund Policy', '/refund-policy'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms & Conditions', '/terms-and-conditions'],
  ['Cookie Policy', '/cookies'],
  ['Accessibility', '/accessibility'],
] as const;

const SUPPORT_EMAIL = 'support@ticketsetu.in';
const SENT = "Thank you for your message! We'll get back to you soon.";

const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });

test.describe('content pages', () => {
  test('every footer link opens a page with one h1; each page passes axe', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footerNav(page).getByRole('link')).toHaveCount(footerLinks.length);

    for (const [label, path] of footerLinks) {
      // On a phone the footer is at the bottom of a long page; the click scrolls to it.
      await footerNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      await expect(h1).toHaveCount(1);
      await expect(page).toHaveTitle(/\| TicketSetu$/);
      // Nothing wider than the screen (360-412 px phones included).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await expectAccessible(page);
      await screenshot(page, testInfo, path.slice(1));
    }
  });

  test('a contact message is confirmed on screen and reaches the support mailbox', async ({ page }, testInfo) => {
    const subject = `Ticket transfer question ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    // Nothing is sent until every field is filled in.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your message')).toBeVisible();

    await page.getByLabel('Your name', { exact: true }).fill('Asha Kulkarni');
    await page.getByLabel('Email address', { exact: true }).fill('asha.k@example.in');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Will the seller transfer my District tickets before Friday?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status').getByText(SENT)).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expectNothingClipped(page);

    // The outbox forwards the message to the support mailbox within a second or two.
    await expect
      .poll(
        async () => {
          const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
            mail: { recipient: string; subject: string; reply_to: string | null }[];
          };
          return outbox.mail.find((mail) => mail.subject.includes(subject)) ?? null;
        },
        { timeout: 10_000, intervals: [250, 500, 1000] },
      )
      .toMatchObject({ recipient: SUPPORT_EMAIL, reply_to: 'asha.k@example.in' });
  });

  test("the home page's claims link to the sections that explain them", async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Why fans trust TicketSetu' });
    await tiles.getByRole('link', { name: /See our fees/ }).click();
    await expect(page).toHaveURL('/faq#fees');
    await expect(page.getByRole('heading', { level: 2, name: 'Fees and prices' })).toBeInViewport();

    await page.goto('/');
    await tiles.getByRole('link', { name: /How we verify sellers/ }).click();
    await expect(page).toHaveURL('/how-it-works#verified-sellers');
    await expect(page.getByRole('heading', { level: 2, name: 'Verified sellers and listings' })).toBeInViewport();
  });
});
