import { expect, test } from '@playwright/test';
import { buyingLimitMessage } from '@ticketsetu/contracts/rules';
import { apiAs, atBothWidths, buyAndPay, listingOnSale, personAt, PHONE, WIDE } from './journeys.js';
import { demoLogin, signUpPerson } from './support.js';

/**
 * Buying limits against touts (ADR 70): staff cap an event at 2 tickets per buyer; a buyer who bought 2
 * on one listing opens another listing's checkout and is refused there with the sentence, no Pay; a Pay
 * sent anyway is refused by the server with the same words. At 1366 and 375 px, with axe.
 */
test('a buyer at the event’s buying limit is refused at checkout with its sentence', async ({
  browser,
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL!;
  const size = testInfo.project.name === 'phone' ? PHONE : WIDE;
  const tag = `${testInfo.project.name}-${Date.now().toString(36).slice(-6)}`;

  // ---- staff create an event capped at 2 tickets per buyer; the demo seller lists twice ----
  const staff = await apiAs(playwright, demoLogin('admin'), baseURL);
  const created = await staff.request.post('/api/v1/admin/events', {
    headers: staff.headers,
    data: {
      title: `Sold-Out Arena Night ${tag}`,
      venue: 'Jawaharlal Nehru Stadium',
      city: 'New Delhi',
      eventDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      maxTicketsPerBuyer: 2,
      transferInstructions: 'Transfer on BookMyShow to the buyer’s email, then upload the confirmation.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { event: { id: string; state: string; max_tickets_per_buyer: number } })
    .event;
  expect(event).toMatchObject({ state: 'Delhi', max_tickets_per_buyer: 2 });
  await staff.request.dispose();
  const listing = (section: string) =>
    listingOnSale(playwright, baseURL, {
      eventId: event.id,
      price: 2500,
      quantity: 3,
      section,
      upiId: 'seller@okhdfc',
    });
  const first = await listing('North Stand');
  const second = await listing('South Stand');

  // ---- a buyer buys 2 on the first listing: the event's limit ----
  const buyer = await personAt(browser, testInfo, size, await signUpPerson(request, 'Tanvi'), '/events');
  await buyAndPay(buyer.page, baseURL, { listingId: first, quantity: 2, platformId: 'tanvi@example.in' });

  // ---- the second listing's checkout says why there is no Pay ----
  const refusal = buyingLimitMessage(2, 2);
  expect(refusal).toBe(
    'You can buy at most 2 tickets for this event. You already have 2 tickets, so you cannot buy more.',
  );
  await buyer.page.goto(`/checkout/${second}`);
  const alert = buyer.page.getByRole('alert').filter({ hasText: refusal });
  await expect(alert).toBeVisible();
  await expect(buyer.page.getByRole('link', { name: 'See your tickets' })).toBeVisible();
  await expect(buyer.page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await atBothWidths(buyer.page, testInfo, 'buying-limit-refused');

  // ---- a Pay sent anyway is refused by the server with the same words ----
  const sent = await buyer.page.request.post('/api/v1/orders', {
    headers: { Origin: baseURL, 'Idempotency-Key': crypto.randomUUID() },
    data: { listingId: second, quantity: 1, platformId: 'tanvi@example.in' },
  });
  expect(sent.status()).toBe(409);
  expect(sent.headers()['content-type']).toContain('application/problem+json');
  expect(((await sent.json()) as { detail: string }).detail).toBe(refusal);
  await buyer.context.close();
});
