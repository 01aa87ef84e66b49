import { expect, test } from '@playwright/test';
import {
  adminRow,
  atBothWidths,
  buyAndPay,
  eventIdOf,
  listingOnSale,
  PHONE,
  personAt,
  reloadUntilVisible,
  toast,
  WIDE,
} from './journeys.js';
import { demoLogin, openedDialog, signUpPerson } from './support.js';

/*
 * A dispute refunded in full ends the sale, and the three people who see it agree (ADR 32): the buyer's
 * purchase is Refunded with its refund, the seller's listing counts no sale, offers nothing more to do
 * and says the seats stay off sale, and staff find the transfer under Refunded, straight from the
 * dispute. Every screen is checked with axe and saved at 1366 and 375 px; the widths are set here, so
 * this file runs in the desktop project only.
 */
test.describe('a sale refunded in full', () => {
  test.skip(({ isMobile }) => isMobile, 'this file sets its own widths');

  test('the buyer disputes, staff refund everything: buyer, seller and staff all see the sale ended', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(300_000);
    const baseURL = testInfo.project.use.baseURL!;
    const tag = Date.now().toString(36).slice(-6);
    const event = 'Sunset Shores Music Festival';
    const section = `Refund ${tag}`;
    const platformId = `refund.${tag}@example.in`;

    // ---- a new buyer (no rewards credit: the refund is all cash) pays for two tickets of a new listing:
    // ₹1,800.00 × 2 + the event's 2.5% buyer fee = ₹3,690.00 ----
    const signup = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    const fan = await signUpPerson(signup, 'Kavya');
    await signup.dispose();
    const buyer = await personAt(browser, testInfo, PHONE, fan, '/tickets');
    const listingId = await listingOnSale(playwright, baseURL, {
      eventId: await eventIdOf(buyer.page, event),
      price: 180000,
      quantity: 2,
      section,
      upiId: `refund.${tag}@okaxis`,
    });
    await buyAndPay(buyer.page, baseURL, { listingId, quantity: 2, platformId });

    // ---- nothing arrives: the buyer reports it ----
    await buyer.page.goto('/tickets?tab=purchases');
    const purchase = buyer.page.getByRole('article').filter({ hasText: platformId });
    await reloadUntilVisible(buyer.page, purchase);
    await purchase.getByRole('button', { name: `Report a problem: ${event}` }).click();
    const report = await openedDialog(buyer.page, 'Report a problem');
    await report.getByText('Tickets not received', { exact: true }).click();
    await report.getByLabel('Describe the problem').fill(`Nothing reached ${platformId} (${tag}).`);
    await report.getByRole('button', { name: 'Send to the grievance desk' }).click();
    const received = await openedDialog(buyer.page, 'Dispute received');
    const reference = (await received.locator('.dispute-reference').textContent())!.trim();

    // ---- staff refund everything the buyer paid ----
    const admin = await personAt(browser, testInfo, WIDE, demoLogin('admin'), `/admin/disputes?search=${reference}`);
    await adminRow(admin.page, reference)
      .getByRole('link', { name: `Open dispute ${reference}` })
      .click();
    await expect(admin.page.getByRole('heading', { level: 1, name: `Dispute ${reference}` })).toBeVisible();
    await admin.page.getByRole('button', { name: 'Resolve' }).click();
    const resolve = await openedDialog(admin.page, 'Resolve this dispute');
    await expect(resolve.getByLabel(/^Everything left: ₹3,690\.00/)).toBeChecked();
    await resolve.getByLabel('The decision, as both parties read it').fill('The tickets never reached the buyer.');
    await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(toast(admin.page, 'Dispute resolved')).toBeVisible();
    const money = admin.page.getByRole('region', { name: 'Money' });
    await expect(money).toContainText('₹3,690.00');
    await expect(money).toContainText('Still refundable₹0.00');
    // The dispute names its transfer: Refunded, one click from it in Admin > Transfers.
    await admin.page.getByRole('link', { name: /^Refunded\b.*open the transfer/ }).click();
    await expect(admin.page).toHaveURL(/\/admin\/transfers\?.*tab=refunded/);
    const transferRow = adminRow(admin.page, event);
    await expect(transferRow).toHaveCount(1);
    await expect(transferRow).toContainText('Refunded');
    await expect(transferRow.getByRole('button', { name: /Advance|Confirm transfer|Fail/ })).toHaveCount(0);
    await atBothWidths(admin.page, testInfo, 'admin-transfer-refunded');

    // ---- the buyer: the purchase is closed, with its refund ----
    await buyer.page.goto('/tickets?tab=purchases');
    await reloadUntilVisible(buyer.page, purchase.getByText(/^Refunded ₹3,690\.00 on /));
    await expect(purchase).toContainText('This purchase was refunded in full after your dispute, so it is closed.');
    await expect(purchase.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(purchase).not.toContainText('Dispute open');
    await expect(purchase.getByRole('button')).toHaveCount(0);
    await atBothWidths(buyer.page, testInfo, 'purchase-refunded');

    // ---- the seller: no sale, nothing to do, and why ----
    const seller = await personAt(browser, testInfo, PHONE, demoLogin('seller'), '/tickets?tab=listings');
    const listing = seller.page.getByRole('article').filter({ hasText: section });
    await expect(listing).toContainText(
      'Not sold after all: 2 tickets whose sale was refunded. These seats do not go back on sale',
    );
    await expect(listing.locator('dt:text-is("Sold") + dd')).toHaveText('0');
    await expect(listing.getByText('Closed', { exact: true })).toBeVisible();
    await expect(listing.getByRole('img', { name: /await your mobile transfer/ })).toHaveCount(0);
    await listing.getByRole('button', { name: /Show Sold Tickets/ }).click();
    const sale = listing.getByRole('row').filter({ hasText: 'Refunded' });
    await expect(sale).toContainText('No payout');
    await expect(sale).toContainText('The sale was refunded to the buyer.');
    await expect(sale.getByRole('button', { name: 'Upload Proof' })).toHaveCount(0);
    await expect(sale.getByRole('button', { name: 'Transfer Instructions' })).toHaveCount(0);
    await atBothWidths(seller.page, testInfo, 'listing-refunded');

    await Promise.all([buyer.context.close(), admin.context.close(), seller.context.close()]);
  });
});
