import { expect, test } from '@playwright/test';
import { chooseOption, expectAccessible, expectNothingClipped, screenshot } from './support.js';

test.describe('browsing events', () => {
  test('home → search → event → filter → quantity → Buy while signed out goes to sign-in', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Events' })).toBeVisible();
    // The featured carousel shows the first 4 upcoming events, each with a price or 'Sold out'.
    const featured = page.getByRole('region', { name: 'Featured Events' }).locator('.featured-row > li');
    await expect(featured).toHaveCount(4);
    await expect(featured.first()).toContainText(/Starting from ₹[\d,]+\.\d{2}|Sold out/);
    for (const tile of ['100% Secure', 'Verified Sellers', 'Best Prices']) {
      await expect(page.getByRole('heading', { name: tile })).toBeVisible();
    }
    await expectAccessible(page);
    await screenshot(page, testInfo, 'home');

    // Search by venue, case-insensitively, from the home search box.
    const search = page.getByRole('searchbox', { name: 'Search events' }).first();
    await search.fill('nsci dome');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/events\?search=nsci(\+|%20)dome/);
    const cards = page.getByRole('main').getByRole('link', { name: /Monsoon Melodies/ });
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('Laugh Riot')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'events-search');

    await cards.first().click();
    await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: /Monsoon Melodies/ })).toBeVisible();
    await expect(page.getByText('NSCI Dome, Worli')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'event');

    // Only listings with at least 2 tickets, mobile only, cheapest first.
    await chooseOption(page, 'Number of tickets', '2 tickets');
    await expect(page).toHaveURL(/quantity=2/);
    await chooseOption(page, 'Ticket type', 'Mobile Transfer');
    await expect(page).toHaveURL(/type=mobile/);
    const listings = page.locator('li.listing');
    await expect(listings).toHaveCount(2);
    await expect(listings.first()).toContainText('₹1,899.00');
    await expect(listings.first()).toContainText('Mobile Transfer via BookMyShow');
    await screenshot(page, testInfo, 'event-filtered');

    // Buying needs a quantity, then a session: the return path survives the detour.
    const cheapest = listings.first();
    await expect(cheapest.getByRole('combobox', { name: 'Tickets to buy' })).toBeVisible();
    await chooseOption(page, cheapest.getByRole('combobox', { name: 'Tickets to buy' }), '1');
    await cheapest.getByRole('link', { name: 'Buy' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    const returnTo = new URL(page.url()).searchParams.get('returnTo');
    expect(returnTo).toMatch(/^\/checkout\/[0-9a-f-]{36}\?quantity=1$/);
  });

  test('asks for a quantity before buying', async ({ page }) => {
    await page.goto('/events');
    await page
      .getByRole('main')
      .getByRole('link', { name: /T20 Night/ })
      .first()
      .click();
    await page.locator('li.listing').first().getByRole('link', { name: 'Buy' }).click();
    await expect(page.getByText('Please select the number of tickets you want to buy')).toBeVisible();
    await expect(page).toHaveURL(/\/event\//);
    await expectNothingClipped(page);
  });

  test('shows a sold-out event as sold out, and an unknown event as not found', async ({ page }, testInfo) => {
    await page.goto('/events?search=kabaddi');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Kabaddi' }).first();
    await expect(card).toContainText('Sold out');
    await expectNothingClipped(page);
    await page.goto('/event/6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11');
    await expect(page.getByText('Event not found')).toBeVisible();
    await screenshot(page, testInfo, 'event-not-found');
  });

  test('an unknown page shows the designed not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNothingClipped(page);
  });
});
