import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { eventIdOf, listingOnSale, toast } from './journeys.js';
import { foreignLatinWords } from '../../frontend/src/test/latin-script.js';
import { chooseOption, expectAccessible, ownClientAddress, screenshot } from './support.js';

/*
 * A fan who reads Hindi does a buyer's and a seller's journey in Hindi (issue 37): browses to an event,
 * signs up with the OTP from the SMS (sent in Hindi; a wrong code first, refused in Hindi), buys through
 * the PhonePe sandbox, sees the purchase in Your Tickets, lists a ticket and gets the order's email in
 * Hindi. Every page is at /hi, checked by axe and for anything cut off on the phone (Devanagari runs
 * longer and taller than the English it replaces), and shows no English but what people wrote.
 */

const EVENT = 'Deccan Bass Weekender';

interface Outbox {
  sms: { phone: string; text: string }[];
  mail: { recipient: string; subject: string }[];
}

/** The dev outbox, read from this computer's own address (the page's requests come from the fan's). */
async function outbox(request: APIRequestContext): Promise<Outbox> {
  const answer = await request.get('/api/dev/outbox');
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Outbox;
}

/** Every string inside an API answer (the words people wrote: titles, places, descriptions, sections, names). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * Whether a page's visible words are Hindi (issue 37 item 7): the main region in Devanagari, with Latin
 * letters only for the allowed names (contracts' LATIN_ALLOWED) and the words of `data`, which people
 * wrote (the event's organiser, its sellers, the fan herself): those are shown as written.
 */
async function expectHindi(page: Page, data: readonly string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // Each text apart (innerText runs a label into the next box's words).
  const texts = await page.getByRole('main').evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    while (walker.nextNode()) found.push(walker.currentNode.textContent ?? '');
    return found.join(' ');
  });
  expect(texts).toMatch(/[\u0900-\u097F]{3}/);
  const written = new Set(foreignLatinWords(data.join(' ')));
  const english = foreignLatinWords(texts).filter((word) => !written.has(word));
  expect(english, `English on ${page.url()}`).toEqual([]);
}

test.describe('a fan who reads Hindi', () => {
  // A browser that reads Hindi first (the first visit lands on the Hindi pages), from the fan's own
  // address (ownClientAddress: the sign-up limit counts per address).
  test.use({ locale: 'hi-IN', extraHTTPHeaders: ownClientAddress() });

  test('browses, signs up with an OTP, buys through the sandbox, sees the purchase, lists a ticket', async ({
    page,
    playwright,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    // (its own address named: the runner gives every request context the fan's)
    const local = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': '127.0.0.1' },
    });
    const run = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const section = `Block ${run}`;
    const eventId = await eventIdOf(page, EVENT);
    await listingOnSale(playwright, baseURL, {
      eventId,
      price: 1800,
      quantity: 2,
      section,
      upiId: 'demo.seller@okhdfc',
    });
    const event = (await (await page.request.get(`/api/v1/events/${eventId}`)).json()) as {
      listings: { seller_id: string }[];
    };
    const sellers = await Promise.all(
      [...new Set(event.listings.map((listing) => listing.seller_id))].map(async (id): Promise<unknown> =>
        (await page.request.get(`/api/v1/sellers/${id}`)).json(),
      ),
    );
    const phone = `9${Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('')}`;
    const email = `meera.${run.toLowerCase()}@example.in`;
    const password = `Barsaat-${run}`;
    const bmsId = `meera.${run.toLowerCase()}@bms.in`;
    const ownSection = `Gate ${run}`;
    const upiId = `meera.${run.toLowerCase()}@okicici`;
    // Latin letters the pages may show besides the allowed names: the event's (organiser's, sellers') and the fan's.
    const ours = [...stringsOf(event), ...stringsOf(sellers), ownSection, 'Meera', 'district-booking.pdf'];

    // ---- browse: the list of events, searched, then the event's page ----
    await page.goto('/events');
    await expect(page).toHaveURL(/\/hi\/events$/);
    await page.getByRole('searchbox', { name: 'इवेंट खोजें' }).fill('Deccan');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(EVENT) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hi\/event\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    const listing = page
      .locator('li.listing')
      .filter({ has: page.getByRole('heading', { level: 3, name: section, exact: true }) });
    await expect(listing).toHaveCount(1);
    await expectHindi(page, ours);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-event');
    await chooseOption(page, listing.getByRole('combobox', { name: 'खरीदने के लिए टिकट' }), '1');
    await listing.getByRole('link', { name: 'खरीदें' }).click();

    // ---- sign up, with the OTP the SMS brought (in Hindi) ----
    // (the way back names the page, not its language: the reader's language leads there)
    await expect(page).toHaveURL(/\/hi\/auth\?returnTo=%2Fcheckout%2F/);
    await expect(page.getByRole('heading', { level: 1, name: 'अपने खाते में साइन इन करें' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'नया खाता बनाएँ' })).toBeVisible();
    await page.getByLabel('पहला नाम').fill('Meera');
    await page.getByLabel('उपनाम').fill('Iyer');
    await page.getByLabel('ईमेल पता').fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
    await page.getByLabel('मोबाइल नंबर').fill(phone);
    await page.getByLabel('जन्म तिथि').fill('1995-03-12');
    await expectHindi(page, ours);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-signup');
    await page.getByRole('main').getByRole('button', { name: 'साइन अप' }).click();

    const otpDialog = page.getByRole('dialog', { name: 'OTP डालें' });
    await expect(otpDialog).toBeVisible();
    let sms = '';
    await expect
      .poll(async () => (sms = (await outbox(local)).sms.find((s) => s.phone === `+91${phone}`)?.text ?? ''), {
        timeout: 15_000,
      })
      .toMatch(/\b\d{6}\b/);
    expect(sms).toMatch(/[\u0900-\u097F]/);
    const otp = sms.match(/\b(\d{6})\b/)![1]!;
    const otpBox = otpDialog.getByLabel('6 अंकों का OTP');
    // A wrong code first: the server's refusal, said in Hindi by its code.
    await otpBox.fill(otp === '000000' ? '111111' : '000000');
    await otpDialog.getByRole('button', { name: 'वेरिफ़ाई करके साइन अप करें' }).click();
    await expect(toast(page, 'OTP वेरिफ़ाई नहीं हो सका। कृपया फिर से कोशिश करें।', 'error')).toBeVisible();
    await otpBox.fill(otp);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-otp', { fullPage: false });
    await otpDialog.getByRole('button', { name: 'वेरिफ़ाई करके साइन अप करें' }).click();
    await expect(toast(page, 'साइन अप हो गया!')).toBeVisible();

    // ---- back to sign in, the email kept; signed in, on to the same checkout ----
    await expect(page.getByRole('heading', { level: 1, name: 'अपने खाते में साइन इन करें' })).toBeVisible({
      timeout: 8_000,
    });
    await expect(page.getByLabel('ईमेल पता')).toHaveValue(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'साइन इन' }).click();
    await expect(page).toHaveURL(/\/hi\/checkout\/[0-9a-f-]{36}\?quantity=1$/);

    // ---- checkout: the BookMyShow id, then Pay ----
    await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ऑर्डर का सारांश' })).toContainText(EVENT);
    const pay = page.getByRole('button', { name: /^₹[\d,]+\.\d{2} का भुगतान करें$/ });
    await pay.click();
    await expect(page.getByText('कृपया अपनी BookMyShow आईडी डालें').first()).toBeVisible();
    await page.getByLabel('आपकी BookMyShow आईडी').fill(bmsId);
    await expectHindi(page, ours);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-checkout');
    await pay.click();

    // ---- the sandbox's pay page (PhonePe's, in English), then the result in Hindi ----
    await expect(page).toHaveURL(/\/api\/phonepe-sandbox\/transact\?token=/);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/hi\/payment-result\?order_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'भुगतान सफल रहा!' })).toBeVisible({ timeout: 20_000 });
    await expectHindi(page, ours);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-payment-result');
    await page.getByRole('link', { name: 'आपके टिकट पर जाएँ' }).click();

    // ---- Your Tickets: the purchase, waiting for the seller's transfer ----
    await expect(page).toHaveURL(/\/hi\/tickets\?tab=purchases$/);
    const purchase = page.getByRole('article').filter({ hasText: `${bmsId} पर मोबाइल ट्रांसफ़र` });
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText(EVENT);
    await expect(purchase).toContainText('मोबाइल ट्रांसफ़र का इंतज़ार');
    await expectHindi(page, ours);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-purchases');

    // ---- list a ticket of her own ----
    await page.getByRole('link', { name: 'टिकट बेचें' }).first().click();
    await expect(page).toHaveURL(/\/hi\/sell$/);
    await expect(page.getByRole('heading', { level: 1, name: 'अपने टिकट बेचें' })).toBeVisible();
    await page.getByRole('button', { name: 'टिकट जाँच के लिए लिस्ट करें' }).click();
    await expect(page.getByText('कृपया इवेंट चुनें')).toBeVisible();
    await chooseOption(page, 'इवेंट', EVENT);
    await chooseOption(page, 'टिकटों की संख्या', '1');
    await page.getByLabel('प्रति टिकट कीमत (₹)').fill('2100');
    await page.getByRole('textbox', { name: /^सेक्शन/ }).fill(ownSection);
    await page.getByText('District', { exact: true }).click();
    await page.getByLabel('टिकट फ़ाइलें').setInputFiles({
      name: 'district-booking.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% TicketSetu hindi ${run}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
    });
    await page.getByLabel('UPI आईडी').fill(upiId);
    await expectHindi(page, ours);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-sell');
    await page.getByRole('button', { name: 'टिकट जाँच के लिए लिस्ट करें' }).click();
    await expect(toast(page, 'हमारी टीम टिकट की जाँच कर रही है, यह जल्द ही लिस्ट होगा!')).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/tickets\?tab=listings$/, { timeout: 10_000 });
    const own = page.locator('.own-listing').filter({ hasText: ownSection });
    await expect(own).toContainText('मंज़ूरी बाकी');
    await expectHindi(page, ours);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'hindi-listings');

    // ---- the emails came in Hindi too: the order's, to her ----
    await expect
      .poll(
        async () => (await outbox(local)).mail.filter((mail) => mail.recipient === email).map((mail) => mail.subject),
        {
          timeout: 20_000,
        },
      )
      .toContainEqual(expect.stringMatching(/[\u0900-\u097F]/));
    await local.dispose();
  });
});
