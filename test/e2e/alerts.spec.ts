import { expect, test } from '@playwright/test';
import { atBothWidths, eventIdOf, listingOnSale, personAt, toast, WIDE } from './journeys.js';
import { signUpPerson } from './support.js';

/*
 * Ticket alerts (ADR 66): a fan sets "tell me when tickets are listed" under a price on an event page;
 * staff verify a listing above the price, then one under it; exactly one email comes, for the one under
 * it, with a link straight to its checkout; the fan removes the alert under Your Tickets. Every new
 * screen checked at 1366 and 375 px (axe, nothing cut off) and saved for people to look at.
 */

interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
}

test.describe('ticket alerts', () => {
  test.skip(({ isMobile }) => isMobile, 'this file sets its own widths');

  test('a fan is emailed once, with a checkout link, for a listing under their price', async ({
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const tag = Date.now().toString(36).slice(-5);
    const api = await playwright.request.newContext({ baseURL });
    const fan = await signUpPerson(api, 'Meera');
    // A demo event with tickets on sale and no resale cap (a capped one asks sellers for the face value).
    const title = 'Sunset Shores Music Festival';
    const event = { id: await eventIdOf({ request: api }, title), title };

    const { context, page } = await personAt(browser, testInfo, WIDE, fan, `/event/${event.id}`);
    const panel = page.getByRole('region', { name: 'Tell me when tickets are listed' });
    const price = panel.getByLabel('Most you will pay per ticket (₹, optional)');
    await expect(price).toBeEnabled();

    // A price that is not rupees: the message is tied to the field, nothing is sent.
    await price.fill('about two thousand');
    await panel.getByRole('button', { name: 'Tell me when tickets are listed' }).click();
    await expect(panel.getByText('Enter the most you will pay in rupees, such as 2500 or 2499.50')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await atBothWidths(page, testInfo, 'alert-form-error');

    await price.fill('2500');
    await panel.getByRole('button', { name: 'Tell me when tickets are listed' }).click();
    await expect(toast(page, 'We will tell you when tickets are listed')).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(
      'Your alert is set: 1 ticket, any type, at most ₹2,500.00 each, by email.',
    );
    await expect(toast(page, 'We will tell you when tickets are listed')).toBeHidden({ timeout: 10_000 });
    await atBothWidths(page, testInfo, 'alert-set');

    // Staff verify a listing above the price first, then one under it.
    const listing = { eventId: event.id, quantity: 1, upiId: `alerts.${tag}@okaxis` };
    const above = await listingOnSale(playwright, baseURL!, { ...listing, price: 260_000, section: `Above ${tag}` });
    const under = await listingOnSale(playwright, baseURL!, { ...listing, price: 240_000, section: `Under ${tag}` });

    // One email, for the listing under the price. Had the one above matched, its email would have come
    // first and the hourly limit would have held this one back.
    const alertMail = async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { mail: OutboxMail[] };
      return outbox.mail.filter(
        (m) => m.recipient === fan.email && m.subject === `Tickets for ${event.title} are listed`,
      );
    };
    await expect.poll(async () => (await alertMail()).length, { timeout: 60_000, intervals: [500, 1000] }).toBe(1);
    const [mail] = await alertMail();
    expect(mail!.text).toContain(`/checkout/${under}`);
    expect(mail!.text).not.toContain(above);
    expect(mail!.text).toContain('₹2,400.00');

    // The link goes straight to that listing's checkout.
    const checkout = new URL(/(https?:\/\/\S+\/checkout\/\S+)/.exec(mail!.text)![1]!);
    await page.goto(checkout.pathname);
    await expect(page).toHaveURL(new RegExp(`/checkout/${under}$`));
    await expect(page.getByText('₹2,400.00').first()).toBeVisible();

    // Under Your Tickets: the alert, and Remove.
    await page.goto('/tickets?tab=purchases');
    const section = page.getByRole('region', { name: 'Your ticket alerts' });
    await expect(section.getByRole('link', { name: event.title })).toBeVisible();
    await atBothWidths(page, testInfo, 'tickets-alerts');
    await section.getByRole('button', { name: `Remove the ticket alert: ${event.title}` }).click();
    await expect(toast(page, 'Ticket alert removed')).toBeVisible();
    await expect(section).toBeHidden();

    // The email's one-click unsubscribe page, without signing in.
    const unsubscribe = new URL(/(https?:\/\/\S+\/api\/v1\/alerts\/unsubscribe\?alert=\S+)/.exec(mail!.text)![1]!);
    const visitor = await browser.newContext({ baseURL, viewport: WIDE });
    const plain = await visitor.newPage();
    await plain.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(plain.getByRole('heading', { level: 1, name: 'Ticket alert stopped' })).toBeVisible();
    await atBothWidths(plain, testInfo, 'alert-unsubscribed');
    await plain.goto('/api/v1/alerts/unsubscribe?alert=forged.token');
    await expect(plain.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
    await visitor.close();
    await context.close();
    await api.dispose();
  });
});
