import { expect, type Page, test } from '@playwright/test';
import { atBothWidths } from './journeys.js';

/** The switch to `name` ('English', 'हिन्दी'): in the header, or on a phone in the menu it opens. */
async function switchTo(page: Page, name: string, menu: string): Promise<void> {
  const inHeader = page.getByRole('banner').getByRole('link', { name, exact: true });
  if (!(await inHeader.isVisible())) await page.getByRole('button', { name: menu }).click();
  await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().click();
}

/**
 * Hindi beside English (ADR 82): the same page at /hi, drawn by the server in Hindi and taken over by
 * the browser without a mismatch; the switch in the header (and the phone's menu) moves between the
 * two and is remembered; a first visit follows the browser's language.
 */
test.describe('Hindi', () => {
  test('the home page in Hindi, then English by the switch, remembered on the next visit', async ({
    page,
  }, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('link', { name: 'टिकट खरीदें' })).toHaveAttribute('href', '/hi/events');
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi$/);
    // Taken over by React: a click on a Hindi link moves inside the app, still in Hindi.
    await page.getByRole('link', { name: 'सभी इवेंट देखें' }).click();
    await expect(page).toHaveURL(/\/hi\/events$/);
    await atBothWidths(page, testInfo, 'hindi-events');
    await page.goto('/hi');
    await atBothWidths(page, testInfo, 'hindi-home');

    await switchTo(page, 'English', 'मेन्यू खोलें');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('link', { name: 'Buy Tickets' })).toBeVisible();

    // Chosen Hindi again: an English address now leads to its Hindi twin.
    await switchTo(page, 'हिन्दी', 'Open menu');
    await expect(page).toHaveURL(/\/hi$/);
    await page.goto('/events');
    await expect(page).toHaveURL(/\/hi\/events$/);
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test.describe('a first visit from a browser that reads Hindi first', () => {
    test.use({ locale: 'hi-IN' });

    test('lands on the Hindi page, and keeps English once English is chosen', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/hi$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('सुरक्षित खरीदिए');
      await switchTo(page, 'English', 'मेन्यू खोलें');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/events');
      await expect(page).toHaveURL(/\/events$/);
    });
  });
});
