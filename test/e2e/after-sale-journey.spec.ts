import { expect, type Page, test } from '@playwright/test';
import {
  adminRow,
  apiAs,
  atBothWidths,
  buyAndPay,
  eventIdOf,
  inr,
  listingOnSale,
  payInSandbox,
  pdf,
  personAt,
  PHONE,
  png,
  reloadUntilVisible,
  rupees,
  toast,
  WIDE,
} from './journeys.js';
import { chooseOption, demoLogin, openedDialog, ownClientAddress } from './support.js';

/*
 * The life of a sale as three people see it, each in their own browser: a seller lists → an admin
 * verifies → a buyer pays in the PhonePe sandbox → the seller uploads proof → the buyer confirms →
 * the admin processes the payout with a UTR; a dispute opened by a buyer, answered by the seller with
 * a file and resolved by the admin with a partial refund; and the fair waiting list: two people wait
 * on a sold-out event, a new listing is offered to one of them, who buys it with the offer. Every new
 * screen is checked with axe and saved at 1366 and 375 px (test/e2e/artifacts/screens/desktop-*.png).
 * The widths are set here, so this file runs in the desktop project only.
 */

test.describe('after the sale, as three people', () => {
  test.skip(({ isMobile }) => isMobile, 'this file sets its own widths');

  test('seller lists → admin verifies → buyer pays → seller uploads proof → buyer confirms → admin pays out with a UTR', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const tag = Date.now().toString(36).slice(-6);
    const event = 'Monsoon Melodies: An Evening of Indie Pop';
    const section = `Journey ${tag}`;
    const upiId = `journey.${tag}@okaxis`;
    const platformId = `rohan.${tag}@example.in`;
    const utr = `5${Date.now().toString().slice(-11)}`;

    // ---- the seller lists one mobile ticket through the sell form ----
    const seller = await personAt(browser, testInfo, WIDE, demoLogin('seller'), '/sell');
    await chooseOption(seller.page, 'Event', event);
    await chooseOption(seller.page, 'Number of tickets', '1');
    await seller.page.getByLabel('Price per ticket (₹)').fill('1357');
    await seller.page.getByRole('textbox', { name: /^Section/ }).fill(section);
    await seller.page.getByText('BookMyShow', { exact: true }).click();
    await seller.page.getByLabel('Ticket files').setInputFiles(pdf('booking.pdf', tag));
    await seller.page.getByRole('textbox', { name: /^UPI ID/ }).fill(upiId);
    await seller.page.getByRole('button', { name: 'List tickets for review' }).click();
    await expect(seller.page.getByText('Ticket is under review by our team, it will be listed soon!')).toBeVisible();
    await expect(seller.page).toHaveURL(/\/tickets\?tab=listings$/, { timeout: 10_000 });
    const listing = seller.page.locator('.own-listing').filter({ hasText: section });
    await expect(listing).toContainText('Pending Approval');

    // ---- an admin verifies it (the dashboard counts it first) ----
    const admin = await personAt(browser, testInfo, WIDE, demoLogin('admin'), '/admin');
    const ticketsCard = admin.page
      .locator('.admin-card')
      .filter({ has: admin.page.getByRole('heading', { name: 'Tickets', exact: true }) });
    await expect(ticketsCard).toContainText(/[1-9]\d* to review/);
    // (the footer's app-store badges say 'Coming soon on …'; no admin section does)
    await expect(admin.page.getByRole('main').getByText('Coming soon')).toHaveCount(0);
    await atBothWidths(admin.page, testInfo, 'admin-dashboard');
    await ticketsCard.click();
    await expect(admin.page).toHaveURL(/\/admin\/tickets$/);
    const review = adminRow(admin.page, event, '₹1,357.00');
    await expect(review).toHaveCount(1);
    await review.getByRole('button', { name: 'Verify' }).click();
    await (await openedDialog(admin.page, 'Verify this listing?')).getByRole('button', { name: 'Verify' }).click();
    await expect(toast(admin.page, 'Ticket verified successfully')).toBeVisible();

    // ---- the buyer pays for it in the sandbox ----
    const buyer = await personAt(browser, testInfo, WIDE, demoLogin('buyer'), '/tickets');
    const eventId = await eventIdOf(buyer.page, event);
    await buyer.page.goto(`/event/${eventId}`);
    const onSale = buyer.page
      .locator('li.listing')
      .filter({ has: buyer.page.getByRole('heading', { level: 3, name: section, exact: true }) });
    await reloadUntilVisible(buyer.page, onSale, 15_000);
    await chooseOption(buyer.page, onSale.getByRole('combobox', { name: 'Tickets to buy' }), '1');
    await onSale.getByRole('link', { name: 'Buy' }).click();
    await expect(buyer.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await buyer.page.getByLabel('Your Book My Show Id').fill(platformId);
    // ₹1,357.00 + the event's 2.5% = ₹33.93 (less any rewards credit the demo buyer has earned by now).
    await expect(buyer.page.getByRole('region', { name: 'Price details' })).toContainText('₹33.93');
    await buyer.page.getByRole('button', { name: /^Pay ₹/ }).click();
    await payInSandbox(buyer.page);

    // ---- the seller: a red dot, the sale, the instructions, then the proof ----
    await seller.page.goto('/tickets?tab=listings');
    const dot = listing.getByRole('img', { name: 'A transfer awaits your mobile transfer' });
    await reloadUntilVisible(seller.page, dot);
    await listing.getByRole('button', { name: 'Show Sold Tickets (1)' }).click();
    const sale = listing
      .getByRole('table', { name: `Sold tickets: ${event}` })
      .getByRole('row')
      .nth(1);
    await expect(sale).toContainText('Awaiting Mobile Transfer');
    await expect(sale).toContainText('No proof yet');
    await atBothWidths(seller.page, testInfo, 'tickets-sold');

    await sale.getByRole('button', { name: 'Transfer Instructions' }).click();
    const instructions = await openedDialog(seller.page, 'Transfer Instructions');
    await expect(instructions).toContainText(`Transfer to this BookMyShow account${platformId}`);
    await expect(instructions).toContainText("Enter the buyer's registered BookMyShow email");
    await expect(instructions.getByRole('textbox')).toHaveCount(0);
    await atBothWidths(seller.page, testInfo, 'tickets-transfer-instructions', { fullPage: false });
    await instructions.locator('.ts-dialog__footer').getByRole('button', { name: 'Close' }).click();
    await expect(instructions).toBeHidden();

    await sale.getByRole('button', { name: 'Upload Proof' }).click();
    const upload = await openedDialog(seller.page, 'Upload Proof');
    await upload.getByRole('button', { name: 'Upload Proof' }).click();
    await expect(upload.getByText('Please upload at least one file as proof of transfer')).toBeVisible();
    await upload
      .getByLabel('Proof of transfer')
      .setInputFiles([png(`transfer-${tag}.png`), pdf(`receipt-${tag}.pdf`, tag)]);
    await expect(upload.getByText(`receipt-${tag}.pdf`)).toBeVisible();
    await atBothWidths(seller.page, testInfo, 'tickets-upload-proof', { fullPage: false });
    await upload.getByRole('button', { name: 'Upload Proof' }).click();
    await expect(toast(seller.page, 'Proof of transfer uploaded successfully!')).toBeVisible();
    await expect(upload).toBeHidden();
    await expect(sale).toContainText('Mobile Transfer Sent');
    await expect(sale.getByRole('link', { name: /^Proof \d/ })).toHaveCount(2);
    await expect(dot).toHaveCount(0);

    // ---- the buyer sees the proof and confirms ----
    await buyer.page.goto('/tickets?tab=purchases');
    const purchase = buyer.page.getByRole('article').filter({ hasText: event }).filter({ hasText: platformId });
    await expect(purchase).toContainText('Mobile Transfer Sent');
    await expect(purchase.getByRole('link', { name: /^Proof \d/ })).toHaveCount(2);
    // The proof opens for the buyer (an authorised download).
    const proofUrl = await purchase.getByRole('link', { name: /^Proof 1/ }).getAttribute('href');
    const proof = await buyer.page.request.get(proofUrl!);
    expect(proof.status()).toBe(200);
    expect(proof.headers()['content-type']).toContain('image/png');
    await atBothWidths(buyer.page, testInfo, 'purchases-proof');
    await purchase.getByRole('button', { name: 'I have received my tickets' }).click();
    const confirm = await openedDialog(buyer.page, 'Have you received your tickets?');
    await expect(confirm).toContainText(platformId);
    await atBothWidths(buyer.page, testInfo, 'purchases-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'I have received my tickets' }).click();
    // The buyer's words since the sale's end states were settled (staff read 'Transfer status updated to …').
    await expect(
      toast(buyer.page, 'Thank you! You have confirmed that your tickets arrived. Enjoy the event!'),
    ).toBeVisible();
    await expect(purchase).toContainText('Transfer Confirmed');

    // ---- the admin pays the seller: ₹1,357.00 less the event's 5% seller fee ----
    await admin.page.goto('/admin/payouts?type=seller_payout');
    const payout = adminRow(admin.page, upiId);
    await reloadUntilVisible(admin.page, payout);
    await expect(payout).toContainText('₹1,289.15');
    await payout.getByRole('button', { name: 'Change status' }).click();
    const change = await openedDialog(admin.page, 'Change payout status');
    await change.getByText('Processed', { exact: true }).click();
    await change.getByLabel('UTR (UPI transaction reference)').fill(utr);
    await change.getByRole('button', { name: 'Save status' }).click();
    await expect(toast(admin.page, 'Payout status updated')).toBeVisible();
    await admin.page.getByRole('tab', { name: 'Processed' }).click();
    await expect(adminRow(admin.page, upiId)).toContainText('Processed');

    // ---- and the seller's listing says so ----
    await seller.page.reload();
    await listing.getByRole('button', { name: 'Show Sold Tickets (1)' }).click();
    await expect(sale).toContainText('Transfer Confirmed');
    await expect(sale.getByRole('button', { name: 'Upload Proof' })).toHaveCount(0);
    await Promise.all([seller.context.close(), admin.context.close(), buyer.context.close()]);
  });

  test('a dispute: the buyer opens it, the admin acknowledges, the seller answers with a file, the admin refunds part', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(300_000);
    const baseURL = testInfo.project.use.baseURL!;
    const tag = Date.now().toString(36).slice(-6);
    const event = 'Sunset Shores Music Festival';
    const section = `Dispute ${tag}`;
    const platformId = `dispute.${tag}@example.in`;

    // ---- the buyer, on a phone, buys two tickets of a new listing ----
    const buyer = await personAt(browser, testInfo, PHONE, demoLogin('buyer'), '/tickets');
    const eventId = await eventIdOf(buyer.page, event);
    const listingId = await listingOnSale(playwright, baseURL, {
      eventId,
      price: 222200,
      quantity: 2,
      section,
      upiId: `dispute.${tag}@okaxis`,
    });
    await buyAndPay(buyer.page, baseURL, { listingId, quantity: 2, platformId });

    // ---- Report a problem ----
    await buyer.page.goto('/tickets?tab=purchases');
    const purchase = buyer.page.getByRole('article').filter({ hasText: platformId });
    await reloadUntilVisible(buyer.page, purchase);
    await purchase.getByRole('button', { name: `Report a problem: ${event}` }).click();
    const report = await openedDialog(buyer.page, 'Report a problem');
    await report.getByRole('button', { name: 'Send to the grievance desk' }).click();
    await expect(report.getByText('Please choose what went wrong')).toBeVisible();
    await report.getByText('Tickets not received', { exact: true }).click();
    await report.getByLabel('Describe the problem').fill(`Nothing reached ${platformId} on BookMyShow (${tag}).`);
    await report.getByLabel('Evidence (optional)').setInputFiles(png(`my-account-${tag}.png`));
    await atBothWidths(buyer.page, testInfo, 'dispute-report', { fullPage: false });
    await report.getByRole('button', { name: 'Send to the grievance desk' }).click();
    const received = await openedDialog(buyer.page, 'Dispute received');
    await expect(received).toContainText(/Your dispute TS-D-\d{4}-\d{6,} has been received/);
    const reference = (await received.locator('.dispute-reference').textContent())!.trim();
    await expect(received).toContainText(/Acknowledged by\d{1,2} \w{3} \d{4}, .* \(within 48 hours\)/);
    await expect(received).toContainText(/Resolved by\d{1,2} \w{3} \d{4}, .* \(within 30 days\)/);
    await expect(received).toContainText('Grievance officer');
    await atBothWidths(buyer.page, testInfo, 'dispute-received', { fullPage: false });
    await received.getByRole('link', { name: 'Follow your dispute' }).click();
    await expect(buyer.page.getByRole('heading', { level: 1, name: `Dispute ${reference}` })).toBeVisible();
    await expect(buyer.page.getByText('You opened the dispute')).toBeVisible();
    const disputeUrl = buyer.page.url();

    // ---- the admin acknowledges it on a phone (queue → details drawer → the dispute) ----
    const admin = await personAt(browser, testInfo, PHONE, demoLogin('admin'), '/admin/disputes');
    const queued = adminRow(admin.page, reference);
    await expect(queued).toContainText('Tickets not received');
    await expect(queued).toContainText(/Acknowledge by/);
    await atBothWidths(admin.page, testInfo, 'admin-disputes');
    await queued.getByRole('button', { name: /^Details/ }).click();
    await (
      await openedDialog(admin.page, 'Dispute details')
    )
      .getByRole('link', { name: `Open dispute ${reference}` })
      .click();
    await expect(admin.page.getByRole('heading', { level: 1, name: `Dispute ${reference}` })).toBeVisible();
    await admin.page.getByRole('button', { name: 'Acknowledge' }).click();
    const acknowledge = await openedDialog(admin.page, 'Acknowledge this dispute');
    await acknowledge
      .getByLabel(/^Message to both parties/)
      .fill('Seller, please send the BookMyShow transfer screenshot.');
    await acknowledge.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(toast(admin.page, 'Dispute acknowledged')).toBeVisible();
    await expect(admin.page.locator('.desk-head')).toContainText('Awaiting seller');

    // ---- the seller answers with a file ----
    const seller = await personAt(browser, testInfo, WIDE, demoLogin('seller'), '/tickets?tab=listings');
    const onSales = seller.page.getByRole('region', { name: 'Disputes on your sales' });
    await onSales.getByRole('link', { name: new RegExp(reference) }).click();
    await expect(seller.page.getByText('A dispute on your sale')).toBeVisible();
    const answer = seller.page.getByRole('region', { name: 'Answer the buyer' });
    await answer
      .getByLabel('Your message')
      .fill('I transferred one ticket on Saturday; the second failed on BookMyShow.');
    await answer.getByLabel('Files (optional)').setInputFiles(png(`sent-${tag}.png`));
    await answer.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(seller.page, 'Message sent')).toBeVisible();
    const timeline = seller.page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('You wrote');
    await expect(timeline.getByRole('link', { name: new RegExp(`sent-${tag}\\.png`) })).toBeVisible();
    await expect(seller.page.locator('.dispute-head')).toContainText('Under review');
    await atBothWidths(seller.page, testInfo, 'dispute-seller');

    // ---- the admin refunds part of it: ₹1,000.00 of what the buyer paid ----
    await admin.page.setViewportSize(WIDE);
    await admin.page.reload();
    await expect(admin.page.getByRole('list', { name: 'Timeline' })).toContainText('The seller wrote');
    const money = admin.page.getByRole('region', { name: 'Money' });
    // ₹2,222.00 × 2 + 2.5% = ₹4,555.10, less any rewards credit the demo buyer spent on it.
    const refundable = rupees(await money.locator('dt:text-is("Still refundable") + dd').textContent());
    expect(refundable).toBeGreaterThan(1000);
    expect(refundable).toBeLessThanOrEqual(4555.1);
    await atBothWidths(admin.page, testInfo, 'admin-dispute');
    await admin.page.getByRole('button', { name: 'Resolve' }).click();
    const resolve = await openedDialog(admin.page, 'Resolve this dispute');
    await resolve.getByText('Part of it', { exact: true }).click();
    await resolve.getByLabel('Refund amount (₹)').fill('5000');
    await resolve
      .getByLabel('The decision, as both parties read it')
      .fill('One of the two tickets never reached the buyer.');
    await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(resolve.getByText(`The most that can be refunded is ${inr(refundable)}`)).toBeVisible();
    await resolve.getByLabel('Refund amount (₹)').fill('1000');
    await atBothWidths(admin.page, testInfo, 'admin-dispute-resolve', { fullPage: false });
    await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(toast(admin.page, 'Dispute resolved')).toBeVisible();
    await expect(admin.page.locator('.desk-head')).toContainText('Resolved: buyer refunded');
    await expect(admin.page.getByRole('list', { name: 'Timeline' })).toContainText(
      'Resolved: ₹1,000.00 refunded to the buyer',
    );
    await expect(money).toContainText('₹1,000.00');
    await expect(money).toContainText(`Still refundable${inr(refundable - 1000)}`);

    // ---- the buyer reads the outcome ----
    await buyer.page.goto(disputeUrl);
    await expect(buyer.page.getByText('Resolved: ₹1,000.00 refunded to the buyer through PhonePe.')).toBeVisible();
    await expect(buyer.page.getByText('One of the two tickets never reached the buyer.').first()).toBeVisible();
    await expect(buyer.page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await atBothWidths(buyer.page, testInfo, 'dispute-buyer');
    await Promise.all([seller.context.close(), admin.context.close(), buyer.context.close()]);
  });

  test('a fair waiting list: two people wait on a sold-out event; the one offered a new listing buys it with the offer', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(300_000);
    const baseURL = testInfo.project.use.baseURL!;
    const tag = Date.now().toString(36).slice(-6);
    const title = `Waitlist Night ${tag}`;

    // ---- an event with nothing on sale ----
    const staff = await apiAs(playwright, demoLogin('admin'), baseURL);
    const created = await staff.request.post('/api/v1/admin/events', {
      headers: staff.headers,
      data: {
        title,
        venue: 'Phoenix Marketcity',
        city: 'Pune',
        eventDate: new Date(Date.now() + 12 * 86_400_000).toISOString(),
        buyerFeePercent: 2,
        sellerFeePercent: 5,
        isActive: true,
        transferInstructions: 'Transfer on BookMyShow to the buyer’s email, then upload the confirmation.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { event: { id: string } }).event.id;
    await staff.request.dispose();

    // ---- a second person signs up (OTP from the development outbox) ----
    const kavya = { email: `kavya.${tag}@example.in`, password: `Kavya-${tag}-waits` };
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    const anonymous = await playwright.request.newContext({ baseURL });
    const person = {
      firstName: 'Kavya',
      lastName: 'Menon',
      email: kavya.email,
      password: kavya.password,
      phone,
      dateOfBirth: '1994-03-12',
    };
    const started = await anonymous.post('/api/v1/auth/signup/start', {
      data: person,
      headers: { Origin: baseURL, ...ownClientAddress() },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { challengeId } = (await started.json()) as { challengeId: string };
    let otp = '';
    await expect
      .poll(async () => {
        const outbox = (await (await anonymous.get('/api/dev/outbox')).json()) as {
          sms: { phone: string; text: string }[];
        };
        otp = outbox.sms.find((sms) => sms.phone === phone)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return otp;
      })
      .toMatch(/^\d{6}$/);
    const verified = await anonymous.post('/api/v1/auth/signup/verify', {
      data: { ...person, challengeId, otp },
      headers: { Origin: baseURL },
    });
    expect(verified.status(), await verified.text()).toBe(201);
    await anonymous.dispose();

    // ---- both join the waiting list for 2 tickets: Rohan on a phone, Kavya on a laptop ----
    const rohan = await personAt(browser, testInfo, PHONE, demoLogin('buyer'), `/event/${eventId}`);
    const other = await personAt(browser, testInfo, WIDE, kavya, `/event/${eventId}`);
    for (const [who, shot] of [
      [rohan, 'event-waitlist-join'],
      [other, null],
    ] as const) {
      const panel = who.page.getByRole('region', { name: 'Join the waiting list' });
      await expect(who.page.getByRole('heading', { name: 'No tickets on sale yet' })).toBeVisible();
      await chooseOption(who.page, panel.getByRole('combobox', { name: 'Tickets you need' }), '2');
      if (shot) await atBothWidths(who.page, testInfo, shot);
      await panel.getByRole('button', { name: 'Join the waiting list' }).click();
      await expect(toast(who.page, 'You joined the waiting list')).toBeVisible();
      await expect(panel).toContainText('You are on the waiting list for 2 tickets, any type.');
    }
    await atBothWidths(rohan.page, testInfo, 'event-waitlist-waiting');

    // ---- a new listing of 2 is verified: the draw offers it to exactly one of them ----
    const listingId = await listingOnSale(playwright, baseURL, {
      eventId,
      price: 180000,
      quantity: 2,
      section: `Waitlist ${tag}`,
      upiId: `waitlist.${tag}@okaxis`,
    });
    type Entry = { offer: { id: string; status: string; checkout_path: string } | null };
    const offered = async (page: Page) =>
      ((await (await page.request.get('/api/v1/me/waitlist')).json()) as Entry[]).some(
        (e) => e.offer?.status === 'offered',
      );
    let winner: typeof rohan | undefined;
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all([offered(rohan.page), offered(other.page)]);
          winner = a && !b ? rohan : b && !a ? other : undefined;
          return winner !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const loser = winner === rohan ? other : rohan;

    // The seats are held: nobody else can buy them from the event page meanwhile (the public pages
    // are cached for about a second).
    // Listed, and none on sale: sold out (not 'No tickets on sale yet'), with the waiting list.
    await expect(async () => {
      await loser.page.reload();
      await expect(loser.page.getByRole('heading', { name: 'Sold out' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(loser.page.locator('li.listing')).toHaveCount(0);
    await expect(loser.page.getByRole('heading', { name: 'No tickets on sale yet' })).toHaveCount(0);
    await expect(loser.page.getByRole('region', { name: 'Join the waiting list' })).toContainText(
      'You are on the waiting list for 2 tickets, any type.',
    );
    await atBothWidths(loser.page, testInfo, 'event-waitlist-sold-out');

    // ---- the one offered, arriving on the event page, sees the seats held for them there ----
    const { page } = winner!;
    await page.goto(`/event/${eventId}`);
    const held = page.getByRole('region', { name: '2 tickets held for you' });
    await expect(held).toContainText(/Buy by .* \(1[0-5]:\d{2} left\)/);
    await expect(held).toContainText('₹1,800.00 per ticket');
    await expect(held.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      new RegExp(`^/checkout/${listingId}\\?quantity=2&offer=[0-9a-f-]{36}$`),
    );
    await expect(page.locator('.event-hero__price')).toHaveText('2 tickets held for you');
    await expect(page.getByText('Sold out', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No tickets on sale yet' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Join the waiting list' })).toHaveCount(0);
    await atBothWidths(page, testInfo, 'event-waitlist-held');

    // ---- on /tickets too, and buys with the offer ----
    await page.goto('/tickets?tab=purchases');
    await expect(page.getByText('the waiting lists you are on')).toBeVisible();
    const offer = page.getByRole('region', { name: 'Tickets held for you' });
    await expect(offer).toContainText(/2 tickets held for you until .* \(1[0-5]:\d{2} left\)/);
    await expect(offer).toContainText('₹1,800.00 per ticket');
    await atBothWidths(page, testInfo, 'tickets-waitlist-offer');
    await offer.getByRole('link', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${listingId}\\?quantity=2&offer=[0-9a-f-]{36}$`));
    const notice = page.getByRole('region', { name: 'Your waiting-list offer' });
    await expect(notice).toContainText('2 tickets held for you from the waiting list');
    await expect(notice).toContainText(/Pay by .* \(\d{2}:\d{2} left\)/);
    await expect(page.getByText('This ticket is no longer available')).toHaveCount(0);
    await page.getByLabel('Your Book My Show Id').fill(`waitlist.${tag}@example.in`);
    // ₹1,800.00 × 2 + the event's 2% = ₹72.00
    await expect(page.getByRole('region', { name: 'Price details' })).toContainText('₹72.00');
    await atBothWidths(page, testInfo, 'checkout-offer');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await payInSandbox(page);
    await page.goto('/tickets?tab=purchases');
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('Awaiting Mobile Transfer');
    // A claimed offer ends that waiting list (once the sale is settled, moments after the payment).
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your waiting lists' })).toHaveCount(0, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    // ---- the other one still waits, with nothing offered (all seats sold) ----
    await loser.page.goto('/tickets?tab=purchases');
    const waiting = loser.page.getByRole('region', { name: 'Your waiting lists' });
    await expect(waiting).toContainText(title);
    await expect(waiting.getByRole('region', { name: 'Tickets held for you' })).toHaveCount(0);
    await Promise.all([rohan.context.close(), other.context.close()]);
  });
});
