import { expect, test } from '@playwright/test';
import { chooseOption, screenshot, signUpPerson } from './support.js';

/*
 * The app opened at http://127.0.0.1:<port> (not localhost), as a phone on the Wi-Fi opens
 * http://192.168.x.y:3000: the sandbox's pay page and the way back from it stay on that origin, so the
 * buyer comes back signed in (with PUBLIC_URL unset, outside production). Each project buys one of
 * the two Corporate Box seats of the demo T20 Night, which no other journey buys.
 */
const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
test.use({ baseURL: origin });

test('paying from http://127.0.0.1 comes back to http://127.0.0.1, signed in', async ({ page }, testInfo) => {
  const buyer = await signUpPerson(page.request, 'Meera');
  await page.clock.install(); // the result page moves on after 5 seconds: the test stops it to look

  await page.goto('/auth');
  await page.getByLabel('Email address').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/events?search=T20');
  await page
    .getByRole('main')
    .getByRole('link', { name: /T20 Night/ })
    .first()
    .click();
  const listing = page
    .locator('li.listing')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Corporate Box', exact: true }) });
  await chooseOption(page, listing.getByRole('combobox', { name: 'Tickets to buy' }), '1');
  await listing.getByRole('link', { name: 'Buy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Your District Id').fill('meera@example.in');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  // The pay page is on the buyer's origin too: a phone could not open localhost.
  await expect(page).toHaveURL(new RegExp(`^${origin}/api/phonepe-sandbox/transact\\?token=`));
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(new RegExp(`^${origin}/payment-result\\?order_id=[0-9a-f-]{36}$`));
  // Only the signed-in buyer can read the order: success here is the session surviving the trip.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
  await page.clock.setFixedTime(Date.now());
  await expect(page.getByRole('banner').getByText('Hi, Meera')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('T20 Night: Bengaluru vs Chennai');
  await screenshot(page, testInfo, 'pay-from-127-result');
});
