import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

const screensDir = join(import.meta.dirname, 'artifacts', 'screens');

/**
 * Saves a screenshot as test/e2e/artifacts/screens/<project>-<name>.png for people to look at: the
 * full page, or just the screen (`fullPage: false`, e.g. for an open drawer, which is fixed to it).
 */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  // From the top: a page scrolled by an earlier click paints its sticky header mid-way down a full-page shot.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screensDir, `${testInfo.project.name}-${name}.png`), fullPage });
}

/** Fails on any serious or critical axe violation (WCAG 2.1 A/AA rules), listing what and where. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** Picks an option of an antd Select (its options live outside the accessibility tree). */
export async function chooseOption(page: Page, combobox: string | Locator, optionTitle: string): Promise<void> {
  const box = typeof combobox === 'string' ? page.getByRole('combobox', { name: combobox }) : combobox;
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${optionTitle}"]`);
  // antd animates the dropdown open; a click during the animation can be lost, so retry until chosen.
  await expect(async () => {
    if (!(await option.isVisible())) await box.click();
    await option.click({ timeout: 2000 });
    await expect(option).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
