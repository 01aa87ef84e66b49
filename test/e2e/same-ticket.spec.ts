import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { LISTING_MESSAGES, RESALE_NOT_PERMITTED } from '@ticketsetu/contracts/rules';
import { ticketPng, variantOf } from '../../backend/test/harness/proof-corpus.mjs';
import { adminRow, atBothWidths, eventIdOf, personAt, PHONE, toast, WIDE } from './journeys.js';
import { chooseOption, demoLogin, openedDialog, signUpPerson } from './support.js';

/**
 * The same ticket caught however it is dressed up (ADR 62), and an event whose organiser forbids resale
 * (ADR 63): seller A lists a ticket with a PNG of its QR code; seller B tries it as a cropped JPEG
 * screenshot and as a PDF and is refused; staff see A's listing flagged with B's attempt; a ticket that
 * only looks alike is shown to staff as "Looks like"; a marked event refuses a listing.
 */

/** Each project on its own event and tickets, so desktop and phone never meet each other's codes. */
function planFor(testInfo: TestInfo) {
  const phone = testInfo.project.name === 'phone';
  const run = Date.now() % 100_000;
  return {
    size: phone ? PHONE : WIDE,
    event: phone ? 'Deccan Bass Weekender' : 'Laugh Riot: Stand-up Special',
    // No other journey uses it; the first project to run marks it, the second finds it marked.
    forbidden: 'Gujarat Giants Kabaddi Finals Night',
    ticket: 10_000 + run * 2 + (phone ? 1 : 0),
    lookalike: 500_000 + run * 2 + (phone ? 1 : 0),
  };
}

type File = { name: string; mimeType: string; buffer: Buffer };

async function sell(page: Page, event: string, file: File, upiId?: string): Promise<void> {
  await page.goto('/sell');
  await chooseOption(page, 'Event', event);
  await page.getByLabel('Price per ticket (₹)').fill('1200');
  // Where the event caps resale, its face value (1,200 is within face value + 20 %).
  const faceValue = page.getByLabel('Face value per ticket (₹)');
  if (await faceValue.isVisible()) await faceValue.fill('1100');
  await page.getByText('District', { exact: true }).click();
  if (upiId) await page.getByRole('textbox', { name: /^UPI ID/ }).fill(upiId);
  await page.getByLabel('Ticket files').setInputFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
  await page.getByRole('button', { name: 'List tickets for review' }).click();
}

test('the same ticket is refused to a second seller however it is dressed up; staff see both', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const plan = planFor(testInfo);
  const original = await ticketPng('qr', plan.ticket);

  // ---- seller A lists the ticket with a PNG of its QR code ----
  const a = await personAt(browser, testInfo, plan.size, demoLogin('seller'), '/sell');
  await sell(a.page, plan.event, { name: 'my-ticket.png', mimeType: 'image/png', buffer: original });
  await expect(toast(a.page, 'Ticket is under review by our team, it will be listed soon!')).toBeVisible({
    timeout: 30_000,
  });

  // ---- seller B tries the same ticket: a cropped phone screenshot (JPEG), then a PDF ----
  const bLogin = await signUpPerson(request, 'Rohit');
  const b = await personAt(browser, testInfo, plan.size, bLogin, '/sell');
  const cropped = await variantOf(original, 'cropped10');
  const screenshot = await variantOf(cropped.bytes, 'screenshot');
  const refusal = `Your listing for ${plan.event} was refused. ${LISTING_MESSAGES.sameTicketListed}`;
  await sell(
    b.page,
    plan.event,
    { name: 'Screenshot_2026.jpg', mimeType: 'image/jpeg', buffer: screenshot.bytes },
    'rohit@okicici',
  );
  await expect(toast(b.page, refusal, 'error')).toBeVisible({ timeout: 30_000 });
  // The reason stays on the form once the toast has gone.
  const kept = b.page.locator('.sell-refusal[role="alert"]').filter({ hasText: refusal });
  await expect(kept).toBeVisible();
  await kept.scrollIntoViewIfNeeded();
  await atBothWidths(b.page, testInfo, 'same-ticket-refused', { fullPage: false });
  const pdf = await variantOf(original, 'pdf');
  await sell(
    b.page,
    plan.event,
    { name: 'e-ticket.pdf', mimeType: 'application/pdf', buffer: pdf.bytes },
    'rohit@okicici',
  );
  await expect(toast(b.page, refusal, 'error')).toBeVisible({ timeout: 30_000 });

  // ---- a different ticket on the same template, listed by B: only looks alike ----
  await sell(
    b.page,
    plan.event,
    { name: 'other.png', mimeType: 'image/png', buffer: await ticketPng('qr', plan.lookalike) },
    'rohit@okicici',
  );
  await expect(toast(b.page, 'Ticket is under review by our team, it will be listed soon!')).toBeVisible({
    timeout: 30_000,
  });

  // ---- staff see A's listing flagged with B's attempts, and B's new one as "Looks like" ----
  const staff = await personAt(browser, testInfo, plan.size, demoLogin('admin'), '/admin/tickets');
  await chooseOption(staff.page, 'Proof flag', 'Same ticket code');
  const flagged = adminRow(staff.page, plan.event, '₹1,200.00', 'Priya');
  await expect(flagged.first()).toBeVisible();
  await expect(flagged.first()).toContainText('Same ticket code');
  await flagged
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  const details = await openedDialog(staff.page, 'Listing details');
  await expect(details.getByText('What the proofs show')).toBeVisible();
  // B's refused attempts (the listing B made after only looks alike: its own flag, pending).
  const attempt = details.locator('.proof-flag').filter({ hasText: 'Same ticket code' }).filter({ hasText: 'Rohit' });
  await expect(attempt.first()).toContainText('Cancelled');
  await details.getByText('What the proofs show').scrollIntoViewIfNeeded();
  await atBothWidths(staff.page, testInfo, 'same-ticket-staff-details', { fullPage: false });
  await staff.page.keyboard.press('Escape');

  await chooseOption(staff.page, 'Proof flag', 'Looks like');
  const looks = adminRow(staff.page, plan.event, '₹1,200.00', 'Rohit');
  await expect(looks.first()).toContainText('Looks like');
  // The Verify dialog shows the likeness too (from the details, the same on a phone as on a wide screen).
  await looks
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  const lookDetails = await openedDialog(staff.page, 'Listing details');
  await lookDetails.getByRole('button', { name: 'Verify' }).click();
  const dialog = await openedDialog(staff.page, 'Verify this listing?');
  await expect(dialog.locator('.proof-flag').filter({ hasText: 'Looks like' }).first()).toContainText('of 64 bits');
  await atBothWidths(staff.page, testInfo, 'same-ticket-verify-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await staff.page.keyboard.press('Escape');

  // ---- staff mark another event "Resale not permitted"; its page says so and the sell form refuses ----
  await staff.page.goto('/admin/events');
  await staff.page.getByRole('searchbox', { name: 'Search events' }).fill(plan.forbidden);
  await staff.page.keyboard.press('Enter');
  const eventRow = adminRow(staff.page, plan.forbidden);
  await expect(eventRow.first()).toBeVisible();
  if (!(await eventRow.first().getByText(RESALE_NOT_PERMITTED).isVisible())) {
    const mark = eventRow.first().getByRole('button', { name: `Resale not permitted: ${plan.forbidden}` });
    if (!(await mark.isVisible()))
      await eventRow
        .first()
        .getByRole('button', { name: /^Details/ })
        .click();
    await staff.page
      .getByRole('button', { name: `Resale not permitted: ${plan.forbidden}` })
      .last()
      .click();
    const resale = await openedDialog(staff.page, `Mark "${RESALE_NOT_PERMITTED}"?`);
    await resale.getByLabel('Note (how the organiser announced it)').fill('Name-based tickets, organiser notice');
    await atBothWidths(staff.page, testInfo, 'resale-not-permitted-dialog');
    await resale.getByRole('button', { name: 'Mark resale not permitted' }).click();
    await expect(toast(staff.page, RESALE_NOT_PERMITTED)).toBeVisible();
  }

  const forbiddenId = await eventIdOf(a.page, plan.forbidden);
  await a.page.goto(`/event/${forbiddenId}`);
  await expect(a.page.getByText(RESALE_NOT_PERMITTED).first()).toBeVisible();
  // It says so instead of offering to sell: no way from the event's page to the sell form.
  await expect(a.page.locator('main a[href^="/sell"]')).toHaveCount(0);
  await atBothWidths(a.page, testInfo, 'resale-not-permitted-event');
  await a.page.goto('/sell');
  await chooseOption(a.page, 'Event', plan.forbidden);
  await a.page.getByLabel('Price per ticket (₹)').fill('900');
  await a.page.getByRole('button', { name: 'List tickets for review' }).click();
  await expect(a.page.getByText(LISTING_MESSAGES.resaleNotPermitted)).toBeVisible();
  await atBothWidths(a.page, testInfo, 'resale-not-permitted-sell', { fullPage: false });
  // The API refuses it too, whatever the browser checks.
  const direct = await a.context.request.post('/api/v1/listings', {
    headers: { Origin: testInfo.project.use.baseURL! },
    multipart: {
      eventId: forbiddenId,
      quantity: '1',
      price: '90000',
      ticketType: 'mobile',
      mobileTicketType: 'district',
      upiId: 'priya.sharma@okhdfcbank',
      files: { name: 'ticket.png', mimeType: 'image/png', buffer: await ticketPng('qr', plan.lookalike + 2) },
    },
  });
  expect(direct.status(), await direct.text()).toBe(400);
  expect((await direct.json()).detail).toBe(LISTING_MESSAGES.resaleNotPermitted);

  for (const person of [a, b, staff]) await person.context.close();
});
