import { expect, test } from '@playwright/test';
import { atBothWidths, personAt, WIDE } from './journeys.js';
import { demoLogin, ownClientAddress } from './support.js';

/*
 * Complaints on the rules' clock (ADR 67): a contact message gets a tracking number at once, anyone
 * looks it up signed out by number and email, and staff see it in the back office with the time left
 * to acknowledge and settle it. Each screen checked at 1366 and 375 px (axe, nothing cut off) and
 * saved as a screenshot. The widths are set here, so this file runs in the desktop project only.
 */

const NOT_FOUND = 'We could not find a complaint with that tracking number and email address.';

test.describe("complaints on the rules' clock", () => {
  test('a contact message is tracked by its number, signed out, and staff see it with time left', async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'this file sets its own widths');
    const email = `meera.${Date.now()}@example.in`;
    const subject = `Refund for the Pune show ${Date.now()}`;

    // A visitor writes in, signed out, and gets the number on screen at once.
    const visitor = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: WIDE,
      extraHTTPHeaders: ownClientAddress(),
    });
    const page = await visitor.newPage();
    await page.goto('/contact');
    await page.getByLabel('Your name', { exact: true }).fill('Meera Iyer');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('My refund for the Pune show has not arrived yet.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Your tracking number is' });
    await expect(receipt).toBeVisible();
    const number = (await receipt.locator('.contact-receipt__number').textContent())!.trim();
    expect(number).toMatch(/^TS-C-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
    await expect(receipt).toContainText(/We will acknowledge your message by .+ and settle it by .+ at the latest\./);
    await atBothWidths(page, testInfo, 'complaints-contact-receipt');

    // The acknowledgement email carries the number (the dev outbox answers this computer, not the visitor's address).
    await expect
      .poll(async () => {
        const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
          mail: { recipient: string; subject: string; text: string }[];
        };
        return outbox.mail.find((m) => m.recipient === email)?.subject ?? null;
      })
      .toBe(`We have received your message ${number}`);

    // Looked up signed out, from the receipt's link, with the keyboard: a wrong email gets the neutral answer.
    await receipt.getByRole('link', { name: 'Track your message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Track a complaint' })).toBeVisible();
    await page.getByLabel('Tracking number').fill(number.toLowerCase());
    await page.getByLabel('Email address').fill('someone.else@example.in');
    await page.getByLabel('Email address').press('Enter');
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Email address').press('Enter');
    const standing = page.getByRole('region', { name: `Contact message ${number}` });
    await expect(standing).toBeFocused();
    await expect(standing).toContainText('StatusReceived');
    await expect(standing).toContainText(/AcknowledgedDue by/);
    await expect(page.getByRole('region', { name: 'Grievance Officer' })).toContainText('grievance@ticketsetu.in');
    await atBothWidths(page, testInfo, 'complaints-track');

    // Staff see it in the back office, with the time left to acknowledge and to settle, and take it up.
    const staff = await personAt(browser, testInfo, WIDE, demoLogin('admin'), '/admin/messages');
    const admin = staff.page;
    const row = admin.getByRole('row').filter({ hasText: number });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Acknowledge: \d+ days? \d+ h left/);
    await expect(row).toContainText(/Settle: \d+ days( \d+ h)? left/);
    await atBothWidths(admin, testInfo, 'complaints-admin-messages');
    await row.getByRole('button', { name: `Acknowledge ${number}` }).click();
    await expect(admin.getByText(`Message acknowledged: ${number}`)).toBeVisible();
    await expect(row).toContainText('Acknowledge: done');

    await admin.goto('/admin');
    const card = admin.getByRole('link', { name: /^Contact messages Messages sent/ });
    await expect(card).toContainText(/late to acknowledge · \d+ late to settle/);
    await atBothWidths(admin, testInfo, 'complaints-admin-dashboard');

    // The visitor sees the acknowledgement on the lookup.
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(standing).toContainText('StatusBeing handled');
    await expect(standing).toContainText(/AcknowledgedDone/);

    await staff.context.close();
    await visitor.close();
  });
});
