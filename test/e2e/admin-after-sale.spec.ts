import { randomUUID } from 'node:crypto';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
  type TestInfo,
} from '@playwright/test';
import { eventIdOf, listingOnSale, signInOn, toast } from './journeys.js';
import { chooseOption, demoLogin, expectAccessible, openedDialog, screenshot } from './support.js';

/*
 * After the sale, as staff see it: a physical ticket bought through the PhonePe sandbox is advanced
 * by an admin through picked up and in transit (courier and tracking number) to delivered, and its
 * seller payout processed with a UTR (at 1366 px); a mobile transfer failed by the admin, its buyer
 * refund then listed under Buyer Refund (at 375 px, where the actions live in the details drawer).
 * Both pages are checked with axe and saved as screenshots at both widths
 * (test/e2e/artifacts/screens/desktop-w375-admin-transfers.png, …). The widths are set here, so this
 * file runs in the desktop project only.
 */

/** A person in their own browser (cookies and all) at the given screen size. */
async function personAt(browser: Browser, testInfo: TestInfo, width: number, height: number) {
  const context: BrowserContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width, height },
  });
  return { context, page: await context.newPage() };
}

/** One ticket at ₹1,234.00 in a section of this run's own. */
const afterSaleListing = (tag: string) => ({ price: 123400, quantity: 1, section: `After-sale ${tag}` });

/**
 * The demo buyer, signed in in `page`, pays for one ticket: Pay (the API call the checkout makes), the
 * PhonePe sandbox's hosted page clicked in the browser, then the result page's status check.
 */
async function buyOne(
  page: Page,
  baseURL: string,
  listingId: string,
  delivery: { platformId: string } | { physical: true },
): Promise<{ orderId: string; paymentId: string }> {
  let body: Record<string, unknown> = { listingId, quantity: 1 };
  if ('platformId' in delivery) body = { ...body, platformId: delivery.platformId };
  else {
    const addresses = (await (await page.request.get('/api/v1/me/addresses')).json()) as { id: string }[];
    body = { ...body, deliveryAddressId: addresses[0]!.id };
  }
  const placed = await page.request.post('/api/v1/orders', {
    headers: { Origin: baseURL, 'Idempotency-Key': randomUUID() },
    data: body,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; payment_id: string; pay_page_url: string };

  await page.goto(order.pay_page_url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-result\\?order_id=${order.id}$`));
  // What the result page asks; repeating it changes nothing once the order is settled.
  await expect(async () => {
    const check = await page.request.post(`/api/v1/orders/${order.id}/status-check`, { headers: { Origin: baseURL } });
    expect(check.status()).toBe(200);
    expect(((await check.json()) as { status: string }).status).toBe('completed');
  }).toPass({ timeout: 15_000 });
  return { orderId: order.id, paymentId: order.payment_id };
}

/** A row of the admin table (wide screens) or a card (phones) holding all of `texts`. */
function adminRow(page: Page, ...texts: string[]): Locator {
  let row = page.locator('.admin-table').locator('tr, .admin-list__item');
  for (const text of texts) row = row.filter({ hasText: text });
  return row;
}

/** Reloads until the row shows up: the outbox makes transfers and payouts within a second or two. */
async function waitForRow(page: Page, row: Locator): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(row.first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** A wide table fits its frame at 1366 px: no sideways scroll, so no scroll buttons either. */
async function expectTableFits(page: Page): Promise<void> {
  const overflows = await page
    .locator('.admin-table .ant-table-content')
    .evaluate((body) => body.scrollWidth > body.clientWidth + 1);
  expect(overflows).toBe(false);
  await expect(page.getByRole('button', { name: 'Scroll table right' })).toHaveCount(0);
}

/** Whether the page scrolls sideways (something is wider than the screen). */
async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

test.describe('admin transfers and payouts after a sale', () => {
  // (the phone project emulates a Pixel 7; this file sets its own widths)
  test.skip(({ isMobile }) => isMobile, 'this file sets its own widths');

  test('at 1366 px: a physical ticket goes by courier to delivered, and its seller payout is processed with a UTR', async ({
    browser,
    playwright,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const tag = Date.now().toString(36).slice(-6);
    const upiId = `payouts.${tag}@okaxis`;
    const courier = `Blue Dart ${tag}`;
    const tracking = `BD${tag.toUpperCase()}IN`;
    // A fresh 12-digit UTR per run (the server refuses a UTR already recorded).
    const utr = `4${Date.now().toString().slice(-11)}`;

    const buyer = await personAt(browser, testInfo, 1366, 900);
    const eventTitle = 'Deccan Bass Weekender';
    const listingId = await listingOnSale(playwright, baseURL, {
      eventId: await eventIdOf(buyer.page, eventTitle),
      ...afterSaleListing(tag),
      upiId,
      physical: true,
    });
    await signInOn(buyer.page, demoLogin('buyer'), '/profile');
    await buyOne(buyer.page, baseURL, listingId, { physical: true });
    await buyer.context.close();

    // ---- the admin: the sale waits in Pending, Awaiting Pickup ----
    const { context, page } = await personAt(browser, testInfo, 1366, 900);
    await signInOn(page, demoLogin('admin'), '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    // The dashboard's card (the sidebar has a link of the same name).
    await page.getByRole('link', { name: /^Transfers Advance transfers/ }).click();
    await expect(page).toHaveURL(/\/admin\/transfers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
    const row = adminRow(page, eventTitle, 'Awaiting Pickup');
    await waitForRow(page, row);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Physical (courier)');
    await expect(row).toContainText('1 ticket');
    await expect(row).toContainText('No courier yet');
    expect(await pageOverflows(page)).toBe(false);
    await expectTableFits(page);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w1366-admin-transfers');

    // ---- picked up: the courier is asked ----
    await row.getByRole('button', { name: 'Advance to Picked Up' }).click();
    const pickup = await openedDialog(page, 'Advance to Picked Up?');
    await expect(pickup.getByLabel('Tracking number')).toHaveCount(0);
    await pickup.getByRole('button', { name: 'Advance to Picked Up' }).click();
    await expect(pickup.getByText('Please enter the courier name')).toBeVisible();
    await pickup.getByLabel('Courier name').fill(courier);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w1366-admin-transfers-advance', { fullPage: false });
    await pickup.getByRole('button', { name: 'Advance to Picked Up' }).click();
    await expect(toast(page, 'Transfer status updated to Picked up')).toBeVisible();
    await expect(pickup).toBeHidden();

    // ---- in transit: the courier is kept, the tracking number asked (Enter submits) ----
    const moving = adminRow(page, eventTitle, courier);
    await expect(moving).toContainText('Picked Up');
    await moving.getByRole('button', { name: 'Advance to In Transit' }).click();
    const transit = await openedDialog(page, 'Advance to In Transit?');
    await expect(transit.getByLabel('Courier name')).toHaveValue(courier);
    await transit.getByLabel('Tracking number').fill(tracking);
    await transit.getByLabel('Tracking number').press('Enter');
    await expect(toast(page, 'Transfer status updated to In transit')).toBeVisible();
    await expect(moving).toContainText('In Transit');
    await expect(moving).toContainText(`Tracking ${tracking}`);

    // ---- delivered: complete, off the Pending tab ----
    await moving.getByRole('button', { name: 'Advance to Delivered' }).click();
    const deliver = await openedDialog(page, 'Advance to Delivered?');
    await expect(deliver).toContainText('the seller’s payout becomes due');
    await deliver.getByRole('button', { name: 'Advance to Delivered' }).click();
    await expect(toast(page, 'Transfer status updated to Delivered')).toBeVisible();
    await expect(moving).toHaveCount(0);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/\/admin\/transfers\?tab=completed$/);
    const done = adminRow(page, eventTitle, courier);
    await expect(done).toContainText('Delivered');
    await expect(done.getByRole('button', { name: /^Advance|^Fail/ })).toHaveCount(0);

    // ---- the seller's payout: gross ₹1,234.00 less the event's 5% seller fee ----
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(/\/admin\/payouts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await chooseOption(page, 'Type', 'Seller Payout');
    await expect(page).toHaveURL(/\/admin\/payouts\?type=seller_payout$/);
    const payout = adminRow(page, upiId);
    await waitForRow(page, payout);
    await expect(payout).toContainText('Seller Payout');
    await expect(payout).toContainText('₹1,172.30');
    await expect(payout).toContainText('Fee ₹61.70');
    await expect(payout).toContainText('Pending');
    await expect(payout).toContainText('Not processed');
    expect(await pageOverflows(page)).toBe(false);
    await expectTableFits(page);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w1366-admin-payouts');

    await payout.getByRole('button', { name: 'Change status' }).click();
    const change = await openedDialog(page, 'Change payout status');
    await expect(change).toContainText('₹1,172.30');
    await change.getByText('Processed', { exact: true }).click();
    await change.getByLabel('UTR (UPI transaction reference)').fill('12345');
    await change.getByRole('button', { name: 'Save status' }).click();
    await expect(change.getByText('The UTR of a UPI payment is 12 digits')).toBeVisible();
    await change
      .getByLabel('UTR (UPI transaction reference)')
      .fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w1366-admin-payouts-change', { fullPage: false });
    await change.getByRole('button', { name: 'Save status' }).click();
    await expect(toast(page, 'Payout status updated')).toBeVisible();
    await expect(payout).toHaveCount(0);

    await page.getByRole('tab', { name: 'Processed' }).click();
    await expect(page).toHaveURL(
      /\/admin\/payouts\?type=seller_payout&tab=processed$|\/admin\/payouts\?tab=processed&type=seller_payout$/,
    );
    const paid = adminRow(page, upiId);
    await expect(paid).toContainText('Processed');
    await expect(paid).toContainText(/Processed \d{1,2} \w{3} \d{4}/);
    await expectTableFits(page);
    await screenshot(page, testInfo, 'w1366-admin-payouts-processed');
    await paid.getByRole('button', { name: /^Details/ }).click();
    const details = await openedDialog(page, 'Payout details');
    await expect(details).toContainText(utr);
    // (polled: the drawer slides in)
    await expect.poll(async () => (await details.boundingBox())?.x).toBeLessThanOrEqual(1366 - 560);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w1366-admin-payouts-details', { fullPage: false });
    await context.close();
  });

  test('at 375 px: a mobile transfer failed by the admin, its buyer refund under Buyer Refund', async ({
    browser,
    playwright,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const tag = Date.now().toString(36).slice(-6);
    const platformId = `bms.${tag}@example.in`;
    const reason = `The seller could not transfer the tickets (${tag})`;

    const buyer = await personAt(browser, testInfo, 375, 812);
    const eventTitle = 'Sunset Shores Music Festival';
    const listingId = await listingOnSale(playwright, baseURL, {
      eventId: await eventIdOf(buyer.page, eventTitle),
      ...afterSaleListing(tag),
      upiId: `refunds.${tag}@okaxis`,
    });
    await signInOn(buyer.page, demoLogin('buyer'), '/profile');
    const { paymentId } = await buyOne(buyer.page, baseURL, listingId, { platformId });
    await buyer.context.close();

    const { context, page } = await personAt(browser, testInfo, 375, 812);
    await signInOn(page, demoLogin('admin'), '/admin/transfers');
    await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    // The buyer's platform account shows on the card (unique to this run).
    const card = adminRow(page, `To ${platformId}`);
    await waitForRow(page, card);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(card).toContainText(eventTitle);
    await expect(card).toContainText('Awaiting Mobile Transfer');
    await expect(card.getByRole('button', { name: 'Fail' })).toHaveCount(0);
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w375-admin-transfers');

    // ---- the actions are in the details drawer ----
    await card.getByRole('button', { name: /^Details/ }).click();
    const drawer = await openedDialog(page, 'Transfer details');
    await expect(drawer).toContainText(platformId);
    await expect(drawer).toContainText('No proof yet');
    await expect(drawer.getByRole('button', { name: 'Advance to Mobile Transfer Sent' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w375-admin-transfers-details', { fullPage: false });
    await drawer.getByRole('button', { name: 'Fail' }).click();
    const fail = await openedDialog(page, 'Fail this transfer?');
    await fail.getByRole('button', { name: 'Fail transfer' }).click();
    await expect(fail.getByText('Please give the reason')).toBeVisible();
    await fail.getByLabel('Reason').fill(reason);
    await screenshot(page, testInfo, 'w375-admin-transfers-fail', { fullPage: false });
    await fail.getByRole('button', { name: 'Fail transfer' }).click();
    // Green: the API's own words, though they name the Failed status.
    await expect(toast(page, 'Transfer status updated to Failed')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(card).toHaveCount(0);

    await page.getByRole('tab', { name: 'Failed' }).click();
    const failed = adminRow(page, `To ${platformId}`);
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText(reason);

    // ---- the buyer's refund, asked of PhonePe: listed under Buyer Refund ----
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await chooseOption(page, 'Type', 'Buyer Refund');
    await expect(page).toHaveURL(/\/admin\/payouts\?type=buyer_refund$/);
    // Pending until the sandbox completes it, then Processed: look in both tabs.
    const refund = adminRow(page, paymentId);
    await expect(async () => {
      await page.reload();
      for (const tab of ['Pending', 'Processed']) {
        await page.getByRole('tab', { name: tab }).click();
        if (
          await refund
            .first()
            .isVisible({ timeout: 1500 })
            .catch(() => false)
        )
          return;
      }
      throw new Error(`No buyer refund for ${paymentId} yet`);
    }).toPass({ timeout: 30_000 });
    await expect(refund).toContainText('Buyer Refund');
    await expect(refund).toContainText('Rohan Mehta');
    // What the buyer paid: ₹1,234.00 and the event's 2.5% buyer fee.
    await expect(refund).toContainText('₹1,264.85');
    await expect(refund.getByRole('button', { name: /Change status/ })).toHaveCount(0);
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w375-admin-payouts');

    await refund.getByRole('button', { name: /^Details/ }).click();
    const refundDetails = await openedDialog(page, 'Payout details');
    await expect(refundDetails).toContainText('PhonePe completes or fails a refund; staff may retry a failed one.');
    await expect(refundDetails).toContainText(`Transfer failed: ${reason}`);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'w375-admin-payouts-details', { fullPage: false });
    await context.close();
  });
});
