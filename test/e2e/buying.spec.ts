import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  chooseOption,
  demoLogin,
  expectAccessible,
  expectNothingClipped,
  openedDialog,
  screenshot,
  signUpPerson,
} from './support.js';

/*
 * Buying through the real app and the built-in PhonePe sandbox: the event page's Buy, the checkout,
 * the sandbox's hosted pay page (Pay, Fail, Leave pending), the payment result, Your Purchases, the
 * seller's email in the dev outbox, and Admin > Transactions. The desktop project runs at 1366 px,
 * the phone project at 375 px (the narrowest we design for); each buys its own listings from the
 * demo catalogue, so neither sees the other's seats held or sold.
 */

type Role = 'admin' | 'seller' | 'buyer';

/**
 * The buyer of these journeys: a new person per project, not the demo buyer, whose rewards credit
 * (earned by the other journeys' purchases) could pay a whole order and leave no PhonePe step to test.
 */
let buyer: { email: string; password: string } | undefined;

/** On the sign-in page: signs in and waits to leave it. */
async function signInHere(page: Page, role: Role): Promise<void> {
  const { email, password } = role === 'buyer' ? buyer! : demoLogin(role);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

async function signIn(page: Page, role: Role, returnTo = '/'): Promise<void> {
  await page.goto(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await signInHere(page, role);
}

interface Seats {
  event: string;
  /** The listing's heading on the event page (its seat label). */
  seats: string;
}

interface Plan {
  mobile: Seats & { price: string; fee: string; total: string };
  physical: Seats & { total: string };
  failed: Seats;
  pending: Seats & { provider: 'District' | 'Book My Show' };
}

/** Each project buys its own listings (seed: backend/src/seed/demo-data.ts). */
function planFor(testInfo: TestInfo): Plan {
  if (testInfo.project.name === 'phone') {
    return {
      // ₹6,999.00 + 2% = ₹139.98
      mobile: {
        event: 'Deccan Bass Weekender',
        seats: 'VIP Deck',
        price: '₹6,999.00',
        fee: '₹139.98',
        total: '₹7,138.98',
      },
      physical: { event: 'Laugh Riot: Stand-up Special', seats: 'Row A · Seat A3', total: '₹1,299.00' },
      failed: { event: 'Laugh Riot: Stand-up Special', seats: 'Row C · Seat C7-C8' },
      pending: { event: 'Pune Food & Music Carnival', seats: 'General admission', provider: 'District' },
    };
  }
  return {
    // ₹3,500.00 + 2% = ₹70.00
    mobile: { event: 'Deccan Bass Weekender', seats: 'GA', price: '₹3,500.00', fee: '₹70.00', total: '₹3,570.00' },
    // ₹2,750.00 + 3% = ₹82.50
    physical: { event: 'T20 Night: Bengaluru vs Chennai', seats: 'Stand M · Row K', total: '₹2,832.50' },
    failed: { event: 'Sunset Shores Music Festival', seats: 'Day 1' },
    pending: { event: 'Sunset Shores Music Festival', seats: 'Season Pass', provider: 'District' },
  };
}

async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The event page's listing with these seats: choose how many, press Buy. */
async function buyFromEventPage(page: Page, seats: Seats, quantity = '1'): Promise<void> {
  await page.goto(`/events?search=${encodeURIComponent(seats.event.split(':')[0]!)}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(seats.event.split(':')[0]!) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: seats.event })).toBeVisible();
  const listing = page
    .locator('li.listing')
    .filter({ has: page.getByRole('heading', { level: 3, name: seats.seats, exact: true }) });
  await expect(listing).toHaveCount(1);
  await chooseOption(page, listing.getByRole('combobox', { name: 'Tickets to buy' }), quantity);
  await listing.getByRole('link', { name: 'Buy' }).click();
}

async function expectCheckout(page: Page, seats: Seats): Promise<Locator> {
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?quantity=\d$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(seats.event);
  return page.getByRole('region', { name: 'Price details' });
}

/** The sandbox's hosted pay page: says it is a sandbox, shows the amount, offers Pay / Fail / Leave pending. */
async function onPayPage(page: Page, total?: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/phonepe-sandbox\/transact\?token=/);
  await expect(page.getByText('PhonePe sandbox — no real money')).toBeVisible();
  if (total) await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await expectNothingClipped(page);
}

function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('order_id');
  if (!id) throw new Error(`No order_id in ${page.url()}`);
  return id;
}

/** The text of a downloaded PDF, as a reader would copy it (pdf.js through unpdf). */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

test.describe('buying through the PhonePe sandbox', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    buyer = await signUpPerson(request, 'Rohan');
    await request.dispose();
  });

  test('a mobile ticket: Buy, sign in, checkout, Pay in the sandbox, the result, Your Purchases, the seller’s email', async ({
    page,
  }, testInfo) => {
    const plan = planFor(testInfo).mobile;
    // Its own platform id per try, so a retry finds its own sale (and its own email), not the last try's.
    const bmsId = `rohan.${Date.now().toString(36)}@example.in`;
    // The result page moves on after 5 seconds: the test stops the page's clock while it looks at it
    // (timers keep running, so axe can; the countdown itself is seen to end in the pending test).
    await page.clock.install();

    // ---- Buy on the event page, signed out: sign in, back to the same checkout ----
    await page.goto('/');
    await buyFromEventPage(page, plan);
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcheckout%2F/);
    await signInHere(page, 'buyer');
    const prices = await expectCheckout(page, plan);
    await expect(page).toHaveTitle('Checkout | TicketSetu');
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Mobile Transfer via BookMyShow');
    await expect(prices).toContainText(`Tickets (1 × ${plan.price})`);
    await expect(prices.getByRole('definition').filter({ hasText: plan.fee })).toBeVisible();
    await expect(prices).toContainText('Platform Fees + Taxes');
    await expect(prices).toContainText(/Platform fee ₹[\d,]+\.\d{2} \+ GST ₹[\d,]+\.\d{2}/);
    await expect(prices).toContainText(`Total${plan.total}`);

    // The platform account is required.
    await page.getByRole('button', { name: `Pay ${plan.total}` }).click();
    await expect(page.getByText('Please enter your Book My Show Id')).toBeVisible();
    await page.getByLabel('Your Book My Show Id').fill(bmsId);
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-checkout');

    // ---- Pay: the seats are held, the browser goes to the pay page ----
    await page.getByRole('button', { name: `Pay ${plan.total}` }).click();
    await onPayPage(page, plan.total);
    await page.getByRole('button', { name: `Pay ${plan.total}` }).click();

    // ---- The result, then on to Your Purchases after 5 seconds ----
    await expect(page).toHaveURL(/\/payment-result\?order_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(plan.total);
    await expect(page.getByText(/Taking you to your tickets in \d seconds?…/)).toBeVisible();
    await page.clock.setFixedTime(Date.now());
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-payment-completed');
    await page.getByRole('link', { name: 'Go to Your Tickets' }).click();
    await expect(page).toHaveURL(/\/tickets\?tab=purchases$/);

    const purchase = page.getByRole('article').filter({ hasText: `Mobile transfer to ${bmsId}` });
    await expect(purchase).toHaveCount(1);
    await expect(purchase.first()).toContainText(plan.event);
    await expect(purchase.first()).toContainText('Awaiting Mobile Transfer');
    await expect(purchase.first()).toContainText(plan.price);
    await expect(page.getByRole('region', { name: /^Rewards credit: ₹/ })).toBeVisible();
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-purchases');

    // ---- The tax invoice for the buyer fee, downloaded from the purchase and read ----
    const downloading = page.waitForEvent('download');
    await purchase
      .first()
      .getByRole('link', { name: /^Download invoice B\d{4}-\d{2}\/\d{7}$/ })
      .click();
    const invoice = await downloading;
    expect(invoice.suggestedFilename()).toMatch(/^B\d{4}-\d{2}-\d{7}\.pdf$/);
    const text = await pdfText(await invoice.path());
    for (const expected of ['Tax Invoice', 'GSTIN: ', 'SAC: 998554', 'Place of supply: ', 'Taxable value', plan.fee]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Invoice number: B\d{4}-\d{2}\/\d{7}/);

    // ---- The seller was told, in the dev outbox (the mail goes out moments after the sale) ----
    const mail = page
      .locator('li.dev-outbox__item')
      .filter({ has: page.getByRole('heading', { name: `You sold 1 ticket for ${plan.event}` }) })
      .filter({ hasText: `Sale price: ${plan.price}` })
      .filter({ hasText: bmsId });
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(mail).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(mail).toContainText(`To ${demoLogin('seller').email}`);
    await expectNothingClipped(page);
  });

  test('a physical ticket delivered to a new address added at checkout', async ({ page }, testInfo) => {
    const plan = planFor(testInfo).physical;
    const tag = `${testInfo.project.name === 'phone' ? 'PH' : 'DT'}-${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await signIn(page, 'buyer');
    await buyFromEventPage(page, plan);
    const prices = await expectCheckout(page, plan);
    await expect(prices).toContainText(`Total${plan.total}`);
    await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();

    // A buyer with no saved address gets the new-address form at once.
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Address line 1/ }).fill(`Flat 3, Mango Court ${tag}`);
    await page.getByRole('textbox', { name: /^Area/ }).fill('Koramangala');
    await page.getByRole('textbox', { name: /^City/ }).fill('Bengaluru');
    await chooseOption(page, 'State / union territory', 'Karnataka');
    await page.getByRole('textbox', { name: /^PIN code/ }).fill('560034');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address saved successfully!')).toBeVisible();
    const chosen = page
      .getByRole('radiogroup', { name: 'Delivery address' })
      .getByRole('radio', { name: new RegExp(tag) });
    await expect(chosen).toBeChecked();
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-checkout-physical');

    await page.getByRole('button', { name: `Pay ${plan.total}` }).click();
    await onPayPage(page, plan.total);
    await page.getByRole('button', { name: `Pay ${plan.total}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Mango Court ${tag}`);
    await expectNothingClipped(page);

    await page.getByRole('link', { name: 'Go to Your Tickets' }).click();
    const purchase = page.getByRole('article').filter({ hasText: `Mango Court ${tag}` });
    await expect(purchase).toContainText(plan.event);
    await expect(purchase).toContainText('Awaiting Pickup');
    await expectNothingClipped(page);
  });

  test('a failed payment: nothing bought, the seats back on sale', async ({ page }, testInfo) => {
    const plan = planFor(testInfo).failed;
    await page.clock.install();
    await signIn(page, 'buyer');

    // A ticket that does not exist: 'Error', with the way back to the events.
    await page.goto('/checkout/6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11');
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Ticket not found');
    await expect(page.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    await expectNothingClipped(page);

    await buyFromEventPage(page, plan);
    await expectCheckout(page, plan);
    await page.getByLabel(/^Your (Book My Show|District) Id/).fill('rohan.mehta@example.in');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await onPayPage(page);
    await page.getByRole('button', { name: 'Fail' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await page.clock.setFixedTime(Date.now());
    await expect(page.getByRole('alert')).toContainText('Your payment could not be completed. Please try again.');
    await expect(page.getByText(/Taking you to your tickets in \d seconds?…/)).toBeVisible();
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-payment-failed');

    // Try again: the checkout offers the seats again (the hold was released).
    await page.getByRole('link', { name: /Try again/ }).click();
    await expectCheckout(page, plan);
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('a pending payment: left pending at the gateway, paid there later, Refresh Status shows it completed', async ({
    page,
  }, testInfo) => {
    const plan = planFor(testInfo).pending;
    const account = `rohan-district-${testInfo.project.name}`;
    await signIn(page, 'buyer');
    await buyFromEventPage(page, plan);
    await expectCheckout(page, plan);
    await page.getByLabel(`Your ${plan.provider} Id`).fill(account);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await onPayPage(page);
    const payPageUrl = page.url();

    // Coming back from the pay page before paying: the hold and its countdown.
    await page.goBack();
    await expect(page.getByRole('timer', { name: 'Time left on your hold' })).toHaveText(/^(10:00|0\d:\d\d)$/);
    await expect(page.getByText(/the seats go back on sale and you are not charged/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-checkout-hold');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(payPageUrl);

    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Refresh Status/ })).toBeVisible();
    // Pending: no countdown away from the page.
    await expect(page.getByText(/Taking you to your tickets/)).toHaveCount(0);
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-payment-pending');

    // The buyer completes the payment at PhonePe afterwards (the pay page's form, not followed back here).
    const token = new URL(payPageUrl).searchParams.get('token')!;
    const paid = await page.request.post(payPageUrl.split('?')[0]!, {
      form: { token, action: 'pay' },
      headers: { Origin: new URL(payPageUrl).origin },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);

    await page.getByRole('button', { name: /Refresh Status/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
    const orderId = orderIdOf(page);
    await expect(page).toHaveURL(/\/tickets\?tab=purchases$/, { timeout: 10_000 });
    await expect(page.getByRole('article').filter({ hasText: account })).toContainText(plan.event);

    // Admin > Transactions lists it, completed, by its first 8 characters.
    await page.context().clearCookies();
    await signIn(page, 'admin', '/admin/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const row = page.locator('tr, .admin-list__item').filter({ hasText: orderId.slice(0, 8) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Completed');
    await expect(row).not.toContainText(orderId);
  });

  test('Admin > Transactions: every payment, a status filter, the reconciliation', async ({ page }, testInfo) => {
    const plan = planFor(testInfo);
    await signIn(page, 'admin', '/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Transactions/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const rows = page.locator('tr, .admin-list__item');
    await expect(rows.filter({ hasText: plan.mobile.event }).first()).toContainText(plan.mobile.total);
    await expect(rows.filter({ hasText: plan.failed.event }).filter({ hasText: 'Failed' }).first()).toBeVisible();
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-admin-transactions');

    await chooseOption(page, 'Status', 'Failed');
    await expect(page).toHaveURL(/status=failed/);
    const statusTag = (label: string) => page.locator('.tone-tag').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(rows.filter({ has: statusTag('Completed') })).toHaveCount(0);
    await expect(rows.filter({ hasText: plan.failed.event }).first()).toBeVisible();

    if (testInfo.project.name === 'phone') {
      await rows
        .filter({ hasText: plan.failed.event })
        .first()
        .getByRole('button', { name: /^Details/ })
        .click();
      const drawer = await openedDialog(page, 'Transaction details');
      await expect(drawer).toContainText('Your payment could not be completed. Please try again.');
      await screenshot(page, testInfo, 'buying-admin-transaction-details', { fullPage: false });
      await drawer.getByRole('button', { name: 'Close' }).first().click();
    }

    await page.getByRole('tab', { name: 'Reconciliation' }).click();
    await expect(page).toHaveURL(/view=reconciliation/);
    await expect(page.getByText(/Checked \d+ recent orders? at/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'No mismatches' })).toBeVisible();
    expect(await pageOverflows(page)).toBe(false);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-admin-reconciliation');
  });
  test('Cancel: on the hold at checkout and on a pending payment, the seats back on sale at once', async ({
    page,
  }, testInfo) => {
    const plan = planFor(testInfo).failed;
    await signIn(page, 'buyer');
    const listing = () =>
      page
        .locator('li.listing')
        .filter({ has: page.getByRole('heading', { level: 3, name: plan.seats, exact: true }) });
    const seatsOnSale = async () =>
      Number(
        (await listing()
          .getByText(/\d+ tickets? available/)
          .textContent())!.split(' ')[0],
      );
    await buyFromEventPage(page, plan);
    await expectCheckout(page, plan);
    await page.getByLabel(/^Your (Book My Show|District) Id/).fill('rohan.cancels@example.in');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await onPayPage(page);

    // Back from the pay page: the hold, and Cancel beside Continue to payment.
    await page.goBack();
    await expect(page.getByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
    await expect(page.getByText(/Changed your mind\? Cancel gives them back now/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-checkout-cancel');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: plan.event })).toBeVisible();
    await expect(
      page.getByText('Checkout cancelled. The seats are back on sale and nothing was charged.'),
    ).toBeVisible();
    const afterCancel = await seatsOnSale();
    expect(afterCancel).toBeGreaterThanOrEqual(1);

    // A pending payment's result offers Cancel too.
    await chooseOption(page, listing().getByRole('combobox', { name: 'Tickets to buy' }), '1');
    await listing().getByRole('link', { name: 'Buy' }).click();
    await expectCheckout(page, plan);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await page.getByLabel(/^Your (Book My Show|District) Id/).fill('rohan.cancels@example.in');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await onPayPage(page);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'buying-payment-pending-cancel');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: plan.event })).toBeVisible();
    // Back on sale (another journey's hold running out meanwhile may add one more).
    await expect.poll(seatsOnSale).toBeGreaterThanOrEqual(afterCancel);
  });
});
