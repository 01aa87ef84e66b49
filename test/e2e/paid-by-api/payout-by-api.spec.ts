import { expect, test } from '@playwright/test';
import { adminRow, eventIdOf, payInSandbox, pdf, personAt, png, reloadUntilVisible, toast, WIDE } from '../journeys.js';
import { chooseOption, demoLogin, expectAccessible, openedDialog, screenshot } from '../support.js';

/*
 * A sale on the app whose seller payouts RazorpayX pays (its built-in sandbox; the Playwright config's
 * second server): the seller lists with a UPI id whose registered name they confirm, a buyer pays and
 * confirms the tickets, and the payout ends processed with the UTR RazorpayX returned. Nobody types a
 * UTR. A seller's first sales are held until after the event, so staff release this one early.
 */

const UPI_NOT_FOUND = 'This UPI ID does not exist. Check it in your UPI app and try again.';
const HELD_FIRST_SALES = 'Your first sales on TicketSetu are paid after the event.';
const RELEASE_DIALOG = 'Release this payout now?';

const login = (role: 'admin' | 'seller' | 'buyer') => demoLogin(role, 'E2E_API_DATA_DIR');

test('seller confirms the UPI id’s name → buyer pays and confirms → staff release the held payout → paid by RazorpayX with a UTR', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36).slice(-6);
  const event = 'Monsoon Melodies: An Evening of Indie Pop';
  const section = `By API ${tag}`;
  const platformId = `api.${tag}@example.in`;
  // The sandbox's bank registers `asha.rao…@okaxis` to "Asha Rao" (digits are not part of a name).
  const upiId = `asha.rao${Date.now().toString().slice(-6)}@okaxis`;

  // ---- the seller lists one ticket; the UPI id is checked by name before it is used ----
  const seller = await personAt(browser, testInfo, WIDE, login('seller'), '/sell');
  await chooseOption(seller.page, 'Event', event);
  await chooseOption(seller.page, 'Number of tickets', '1');
  await seller.page.getByLabel('Price per ticket (₹)').fill('2468');
  await seller.page.getByRole('textbox', { name: /^Section/ }).fill(section);
  await seller.page.getByText('BookMyShow', { exact: true }).click();
  await seller.page.getByLabel('Ticket files').setInputFiles(pdf('booking.pdf', tag));
  const upiField = seller.page.getByRole('textbox', { name: /^UPI ID/ });
  // A typo in the handle: no such UPI id, so nothing is listed.
  await upiField.fill('asha.rao@okaxsi');
  await seller.page.getByRole('button', { name: 'List tickets for review' }).click();
  await expect(seller.page.getByText(UPI_NOT_FOUND)).toBeVisible();
  await upiField.fill(upiId);
  await seller.page.getByRole('button', { name: 'List tickets for review' }).click();
  const named = await openedDialog(seller.page, 'Is this your UPI ID?');
  await expect(named).toContainText(`${upiId} is registered to Asha Rao.`);
  await expectAccessible(seller.page);
  await screenshot(seller.page, testInfo, 'sell-upi-name-check', { fullPage: false });
  await named.getByRole('button', { name: 'Yes, it’s mine' }).click();
  await expect(seller.page.getByText('Ticket is under review by our team, it will be listed soon!')).toBeVisible();
  await expect(seller.page).toHaveURL(/\/tickets\?tab=listings$/, { timeout: 10_000 });
  const listing = seller.page.locator('.own-listing').filter({ hasText: section });

  // ---- an admin verifies it ----
  const admin = await personAt(browser, testInfo, WIDE, login('admin'), '/admin/tickets');
  const review = adminRow(admin.page, event, '₹2,468.00');
  await reloadUntilVisible(admin.page, review);
  await review.getByRole('button', { name: 'Verify' }).click();
  await (await openedDialog(admin.page, 'Verify this listing?')).getByRole('button', { name: 'Verify' }).click();
  await expect(toast(admin.page, 'Ticket verified successfully')).toBeVisible();

  // ---- the buyer buys it on the event page and pays in the PhonePe sandbox ----
  const buyer = await personAt(browser, testInfo, WIDE, login('buyer'), '/tickets');
  await buyer.page.goto(`/event/${await eventIdOf(buyer.page, event)}`);
  const onSale = buyer.page
    .locator('li.listing')
    .filter({ has: buyer.page.getByRole('heading', { level: 3, name: section, exact: true }) });
  await reloadUntilVisible(buyer.page, onSale, 15_000);
  await chooseOption(buyer.page, onSale.getByRole('combobox', { name: 'Tickets to buy' }), '1');
  await onSale.getByRole('link', { name: 'Buy' }).click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await buyer.page.getByLabel('Your Book My Show Id').fill(platformId);
  await buyer.page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(buyer.page);

  // ---- the seller sends the tickets and uploads proof; the buyer confirms ----
  await seller.page.goto('/tickets?tab=listings');
  await reloadUntilVisible(seller.page, listing.getByRole('button', { name: 'Show Sold Tickets (1)' }));
  await listing.getByRole('button', { name: 'Show Sold Tickets (1)' }).click();
  const sale = listing
    .getByRole('table', { name: `Sold tickets: ${event}` })
    .getByRole('row')
    .nth(1);
  await sale.getByRole('button', { name: 'Upload Proof' }).click();
  const upload = await openedDialog(seller.page, 'Upload Proof');
  await upload.getByLabel('Proof of transfer').setInputFiles([png(`transfer-${tag}.png`)]);
  await expect(upload.getByText(`transfer-${tag}.png`)).toBeVisible();
  await upload.getByRole('button', { name: 'Upload Proof' }).click();
  await expect(toast(seller.page, 'Proof of transfer uploaded successfully!')).toBeVisible();

  await buyer.page.goto('/tickets?tab=purchases');
  const purchase = buyer.page.getByRole('article').filter({ hasText: event }).filter({ hasText: platformId });
  await purchase.getByRole('button', { name: 'I have received my tickets' }).click();
  const confirm = await openedDialog(buyer.page, 'Have you received your tickets?');
  await confirm.getByRole('button', { name: 'I have received my tickets' }).click();
  await expect(purchase).toContainText('Transfer Confirmed');

  // ---- a first sale: its payout waits for the event, and the seller is told until when and why ----
  await seller.page.reload();
  await listing.getByRole('button', { name: 'Show Sold Tickets (1)' }).click();
  await expect(sale).toContainText(HELD_FIRST_SALES);
  await screenshot(seller.page, testInfo, 'sold-payout-held');

  // ---- staff release it early; RazorpayX pays it and the UTR comes back by webhook ----
  await admin.page.goto('/admin/payouts?type=seller_payout');
  const payout = adminRow(admin.page, upiId, '₹2,344.60');
  await reloadUntilVisible(admin.page, payout);
  await payout.getByRole('button', { name: 'Release now' }).click();
  await (await openedDialog(admin.page, RELEASE_DIALOG)).getByRole('button', { name: 'Release now' }).click();
  await admin.page.getByRole('tab', { name: 'Processed' }).click();
  await reloadUntilVisible(admin.page, adminRow(admin.page, upiId, '₹2,344.60'));

  await seller.page.reload();
  await listing.getByRole('button', { name: 'Show Sold Tickets (1)' }).click();
  await expect(sale).toContainText(/Paid ₹2,344\.60 on .*UTR \d{12}/);
  await screenshot(seller.page, testInfo, 'sold-payout-paid-by-api');
  await Promise.all([seller.context.close(), admin.context.close(), buyer.context.close()]);
});
