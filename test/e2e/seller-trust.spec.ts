import { expect, test } from '@playwright/test';
import { apiAs, eventIdOf, listingOnSale, pdf, personAt, reloadUntilVisible, signInOn, toast } from './journeys.js';
import { chooseOption, demoLogin, expectAccessible, openedDialog, screenshot, signUpPerson } from './support.js';

/*
 * Know who you buy from (ADR 65): a buyer sees the seller's profile on a listing and at checkout, reads
 * the seller's page, buys in the PhonePe sandbox, confirms receipt and rates the seller in the dialog
 * that follows; the rating shows on the seller's page, the completion email asks for it too, the seller
 * answers it, and staff see it in Admin > Ratings. Every new screen is checked with axe and saved at the
 * project's width (desktop 1366 px, phone 375 px; nothing may be cut off at 375).
 */

const EVENT = 'Monsoon Melodies: An Evening of Indie Pop';

test('a buyer sees who sells, buys, confirms, rates the seller, and the rating shows on the seller’s profile', async ({
  page,
  browser,
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const size = testInfo.project.use.viewport!;
  const tag = `${testInfo.project.name}-${Date.now().toString(36).slice(-5)}`;
  const section = `Trust ${tag}`;
  const comment = `Sent within the hour, ${tag}.`;
  const eventId = await eventIdOf(page, EVENT);
  const listingId = await listingOnSale(playwright, baseURL, {
    eventId,
    price: 1234,
    quantity: 1,
    section,
    upiId: `trust.${tag}@okaxis`,
  });

  // A buyer of their own (the demo buyer's rewards credit could pay a whole order and leave no PhonePe step).
  const buyer = await signUpPerson(request, 'Anika');
  await signInOn(page, buyer, `/event/${eventId}`);

  // ---- the listing card names its seller ----
  const card = page.locator('li.listing').filter({ has: page.getByRole('heading', { level: 3, name: section }) });
  await reloadUntilVisible(page, card, 15_000);
  const seller = card.locator('.seller-line');
  await expect(seller).toContainText('Sold by Priya S. · Bengaluru');
  await expect(seller).toContainText(/(No ratings yet|\d\.\d ★ from \d+ ratings?) · /);
  await expect(seller.getByRole('list', { name: 'Badges' })).toContainText('PAN on file');
  await expect(seller).not.toContainText('Sharma');
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'seller-on-listing');

  // ---- the seller's page, from the card ----
  await seller.getByRole('link', { name: 'Priya S.' }).click();
  await expect(page).toHaveURL(/\/seller\/[0-9a-f-]{36}$/);
  const sellerPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Priya S.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Priya S.' })).toContainText('Bengaluru, Karnataka');
  await expect(page.getByRole('region', { name: 'Priya S.' })).toContainText(/Member since \w+ \d{4}/);
  await expect(page.getByRole('region', { name: 'Priya S.' })).toContainText(
    'They have given their PAN for tax. We never show it.',
  );
  await expect(page.getByRole('region', { name: 'Ratings from buyers' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'seller-page');
  // The page comes rendered by the server: its HTML names the seller before any script runs.
  const html = await (await page.request.get(sellerPath)).text();
  expect(html).toContain('<h1 id="seller-name" class="page-title">Priya S.</h1>');
  expect(html).toContain('<meta name="robots" content="noindex');
  expect((await page.request.get('/seller/00000000-0000-4000-8000-000000000000')).status()).toBe(404);

  // ---- checkout shows who sells, then pay ----
  await page.goBack();
  await chooseOption(page, card.getByRole('combobox', { name: 'Tickets to buy' }), '1');
  await card.getByRole('link', { name: 'Buy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About the seller' });
  await expect(about.getByRole('link', { name: 'Priya S.' })).toHaveAttribute('href', sellerPath);
  await expect(about).toContainText('Bengaluru, Karnataka');
  await expect(about).toContainText(/completed sales?|No completed sales yet/);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'seller-at-checkout');
  await page.getByLabel('Your Book My Show Id').fill(`anika.${tag}@example.in`);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/api\/phonepe-sandbox\/transact\?token=/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible({ timeout: 20_000 });

  // ---- the seller sends the tickets (through the API: the seller's screens have their own journeys) ----
  const sellerApi = await apiAs(playwright, demoLogin('seller'), baseURL);
  let transferId = '';
  await expect
    .poll(async () => {
      const sales = (await (
        await sellerApi.request.get('/api/v1/me/sales', { headers: sellerApi.headers })
      ).json()) as {
        id: string;
        ticket_id: string;
      }[];
      transferId = sales.find((s) => s.ticket_id === listingId)?.id ?? '';
      return transferId;
    })
    .not.toBe('');
  const sent = await sellerApi.request.post(`/api/v1/me/sales/${transferId}/proof`, {
    headers: sellerApi.headers,
    multipart: { files: pdf('sent.pdf', tag) },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // ---- the buyer confirms, and is asked for a rating at once ----
  await page.goto('/tickets?tab=purchases');
  const purchase = page
    .getByRole('article')
    .filter({ hasText: EVENT })
    .filter({ hasText: `anika.${tag}` });
  await reloadUntilVisible(page, purchase.getByRole('button', { name: 'I have received my tickets' }));
  await purchase.getByRole('button', { name: 'I have received my tickets' }).click();
  await (
    await openedDialog(page, 'Have you received your tickets?')
  )
    .getByRole('button', { name: 'I have received my tickets' })
    .click();
  const rate = await openedDialog(page, 'Rate the seller');
  await rate.getByRole('button', { name: 'Send rating' }).click();
  await expect(rate.getByText('Please choose from 1 to 5 stars')).toBeVisible();
  await rate.getByRole('radio', { name: '5 stars: Excellent' }).check();
  await rate.getByLabel('Comment (optional)').fill(comment);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'rate-the-seller', { fullPage: false });
  await rate.getByRole('button', { name: 'Send rating' }).click();
  await expect(toast(page, 'Thank you for rating the seller!')).toBeVisible();
  await expect(rate).toBeHidden();
  await expect(purchase.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(purchase.getByRole('button', { name: /^Change rating/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'purchase-rated');

  // ---- the completion email asks for it too ----
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
        mail: { recipient: string; text: string }[];
      };
      return (
        outbox.mail.find((m) => m.recipient === buyer.email && m.text.includes('transfer is complete'))?.text ?? ''
      );
    })
    .toContain(`/tickets?tab=purchases&rate=${transferId}`);

  // ---- the rating shows on the seller's profile ----
  await page.goto(sellerPath);
  const ratings = page.getByRole('region', { name: 'Ratings from buyers' });
  await reloadUntilVisible(page, ratings.getByText(comment));
  const rating = ratings.getByRole('listitem').filter({ hasText: comment });
  await expect(rating.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(rating).toContainText(EVENT);
  await expect(page.getByRole('region', { name: 'Priya S.' })).toContainText(/\d\.\d ★ from \d+ ratings?/);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'seller-page-rated');

  // ---- the seller answers it under Your Listings ----
  const sellerBrowser = await personAt(browser, testInfo, size, demoLogin('seller'), '/tickets?tab=listings');
  const received = sellerBrowser.page.getByRole('region', { name: 'Ratings from your buyers' });
  const mine = received.getByRole('listitem').filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Answer' }).click();
  const answer = await openedDialog(sellerBrowser.page, 'Answer this rating');
  await answer.getByLabel('Your answer').fill(`Thank you, ${tag}!`);
  await expectAccessible(sellerBrowser.page);
  await screenshot(sellerBrowser.page, testInfo, 'seller-answers', { fullPage: false });
  await answer.getByRole('button', { name: 'Post answer' }).click();
  await expect(toast(sellerBrowser.page, 'Your answer has been posted')).toBeVisible();
  await expect(mine).toContainText(`Your answer: Thank you, ${tag}!`);
  await mine.scrollIntoViewIfNeeded();
  await expectAccessible(sellerBrowser.page);
  await screenshot(sellerBrowser.page, testInfo, 'seller-ratings-received');
  // The seller profile choice on Your Profile.
  await sellerBrowser.page.goto('/profile');
  const choice = sellerBrowser.page.getByRole('region', { name: 'Seller profile' });
  await expect(choice).toContainText('Buyers see you as Priya S.');
  await choice.scrollIntoViewIfNeeded();
  await expectAccessible(sellerBrowser.page);
  await screenshot(sellerBrowser.page, testInfo, 'profile-seller-choice');
  await sellerBrowser.context.close();

  await page.goto(sellerPath);
  await reloadUntilVisible(page, ratings.getByText(`Priya S. answered: Thank you, ${tag}!`));

  // ---- staff see it in Admin > Ratings (the hide dialog, left without hiding) ----
  const admin = await personAt(
    browser,
    testInfo,
    size,
    demoLogin('admin'),
    `/admin/ratings?search=${encodeURIComponent(tag)}`,
  );
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
  const row = admin.page.locator('.admin-table').locator('tr, .admin-list__item').filter({ hasText: comment });
  await expect(row).toHaveCount(1);
  await expectAccessible(admin.page);
  await screenshot(admin.page, testInfo, 'admin-ratings');
  if (size.width > 480) {
    await row.getByRole('button', { name: 'Hide comment' }).click();
    const hide = await openedDialog(admin.page, 'Hide this comment');
    await expect(hide).toContainText(comment);
    await expectAccessible(admin.page);
    await screenshot(admin.page, testInfo, 'admin-ratings-hide', { fullPage: false });
    await hide.getByRole('button', { name: 'Cancel' }).click();
  }
  await admin.context.close();
  await sellerApi.request.dispose();
});
