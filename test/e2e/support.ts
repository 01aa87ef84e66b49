import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNothingClipped } from './clipping.js';

export { expectNothingClipped };

const screensDir = join(import.meta.dirname, 'artifacts', 'screens');

/**
 * Saves a screenshot as test/e2e/artifacts/screens/<project>-<name>.png for people to look at: the
 * full page, or just the screen (`fullPage: false`, e.g. for an open drawer, which is fixed to it).
 * On a phone, also checks that nothing on the screen is cut off.
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
  // (after the shot, so a failure has the picture to go with it)
  await expectNothingClipped(page);
}

/**
 * Fails on any serious or critical axe violation (WCAG 2.1 A/AA rules), listing what and where; on a
 * phone, also on anything cut off.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A form message fading in or out is half transparent for a moment: axe would read its contrast
  // mid-animation. Check the settled page.
  const fading = ['appear', 'enter', 'leave'].flatMap((phase) => [
    `.ant-form-show-help-${phase}`,
    `.ant-form-show-help-item-${phase}`,
  ]);
  await expect(page.locator(fading.join(', '))).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
  await expectNothingClipped(page);
}

/**
 * Picks an option of an antd Select (its options live outside the accessibility tree) or of the public
 * pages' ListboxSelect (shared/ui/ListboxSelect.tsx: a listbox under its combobox), by its title.
 */
export async function chooseOption(page: Page, combobox: string | Locator, optionTitle: string): Promise<void> {
  const box = typeof combobox === 'string' ? page.getByRole('combobox', { name: combobox }) : combobox;
  const option = page.locator(
    `.ant-select-dropdown:visible .ant-select-item-option[title="${optionTitle}"], ` +
      `[role="listbox"]:visible [role="option"][title="${optionTitle}"]`,
  );
  // antd animates the dropdown open; a click during the animation can be lost, so retry until chosen.
  // On a busy machine the list takes more than a second to close: a try pressed again while it closed
  // (the phone runs failed so, the option long chosen), so each try waits up to 5 s for it to close.
  await expect(async () => {
    if (!(await option.isVisible())) await box.click();
    await option.click({ timeout: 2000 });
    await expect(option).toBeHidden({ timeout: 5000 });
  }).toPass({ timeout: 20_000 });
}

export type DemoRole = 'admin' | 'seller' | 'buyer';

/**
 * A demo person's login, as the app wrote it on its first start (E2E_DATA_DIR/demo-logins.json; the
 * app that pays by API keeps its own in E2E_API_DATA_DIR).
 */
export function demoLogin(role: DemoRole, dataDir: 'E2E_DATA_DIR' | 'E2E_API_DATA_DIR' = 'E2E_DATA_DIR') {
  const dir = process.env[dataDir];
  if (!dir) throw new Error(`${dataDir} is not set (the Playwright config sets it)`);
  const logins = JSON.parse(readFileSync(join(dir, 'demo-logins.json'), 'utf8')) as {
    role: string;
    email: string;
    password: string;
  }[];
  const login = logins.find((l) => l.role === role);
  if (!login) throw new Error(`No demo login for ${role}`);
  return { email: login.email, password: login.password };
}

/**
 * Each new person signs up from their own address (a documentation range; the app trusts a proxy on
 * loopback), as real people do: from one address the limit of 10 sign-ups an hour would cap a whole run.
 */
export function ownClientAddress(): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
}

/**
 * A new person signed up through the API (the OTP read from the dev outbox): for journeys that must not
 * depend on what earlier journeys did to a demo person (the rewards credit they earned, say).
 */
export async function signUpPerson(
  request: APIRequestContext,
  firstName: string,
): Promise<{ email: string; password: string }> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  const person = {
    firstName,
    lastName: 'Kapoor',
    email: `${firstName.toLowerCase()}.${run}@example.in`,
    password: `Monsoon-${run}`,
    phone: `9${digits}`,
    dateOfBirth: '1994-06-21',
  };
  const headers = ownClientAddress();
  const started = await request.post('/api/v1/auth/signup/start', { data: person, headers });
  expect(started.status(), await started.text()).toBe(200);
  const { challengeId } = (await started.json()) as { challengeId: string };
  let otp: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
          sms: { phone: string; text: string }[];
        };
        otp = outbox.sms.find((sms) => sms.phone === `+91${person.phone}`)?.text.match(/\b(\d{6})\b/)?.[1];
        return otp;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  const verified = await request.post('/api/v1/auth/signup/verify', {
    data: { ...person, challengeId, otp },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(201);
  return { email: person.email, password: person.password };
}

/**
 * The open dialog (or drawer) with this name, once antd has finished zooming it in: on a busy
 * machine Playwright can find a button of a still-growing dialog "stable" (a few pixels wide) and
 * click beside it.
 */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  return dialog;
}
