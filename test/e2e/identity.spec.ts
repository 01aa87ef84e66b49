import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { atBothWidths } from './journeys.js';
import {
  chooseOption,
  demoLogin,
  expectAccessible,
  expectNothingClipped,
  openedDialog,
  screenshot,
} from './support.js';

/** A toast with this text, whatever its colour (the kit's toast, shared/ui/Toast). */
function message(page: Page, text: string) {
  return page.locator('.ts-toast .ts-toast__notice').filter({ hasText: text });
}

interface Outbox {
  mail: { recipient: string; subject: string; text: string; created_at: string }[];
  sms: { phone: string; text: string; created_at: string }[];
}

/** A new person per run and per project: unique email, and a valid Indian mobile (10 digits, 6-9 first). */
function newPerson(testInfo: TestInfo) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${run}.${testInfo.project.name}@example.in`,
    password: `Monsoon-${run}`,
    phone: `9${digits}`,
  };
}

/** The development outbox (SMS and mail the dev adapters "sent"), read until `pick` finds something. */
async function fromOutbox<T>(page: Page, pick: (outbox: Outbox) => T | undefined): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/dev/outbox');
        expect(response.ok()).toBe(true);
        found = pick((await response.json()) as Outbox);
        return found !== undefined;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as T;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

/** The greeting is in the header on every screen size (shortened with an ellipsis if it must be). */
async function expectGreeting(page: Page, firstName: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: `Hi, ${firstName}` })).toBeVisible();
}

async function signOut(page: Page, testInfo: TestInfo, firstName: string): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = await openedDialog(page, 'Menu');
    await expect(menu.getByText(`Hi, ${firstName}`)).toBeVisible();
    await expectNothingClipped(page);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Hi, ${firstName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test.describe('identity', () => {
  test('sign up with an OTP, sign in, edit the profile and addresses, sign out, reset the password', async ({
    page,
  }, testInfo) => {
    const person = newPerson(testInfo);

    // ---- sign up: the form, then the 'Enter OTP' modal with the code from the SMS outbox ----
    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
    await expect(page).toHaveTitle('Create an account | TicketSetu');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'auth-signup');

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(message(page, 'Email is required')).toBeVisible();

    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(message(page, 'Phone number is required')).toBeVisible();
    await page.getByLabel('Mobile number').fill(person.phone);
    await page.getByLabel('Date of birth').fill('1996-08-15');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    const otpDialog = page.getByRole('dialog', { name: 'Enter OTP' });
    await expect(otpDialog).toBeVisible();
    const verifyButton = otpDialog.getByRole('button', { name: 'Verify & Sign Up' });
    await expect(verifyButton).toBeDisabled();
    await expect(otpDialog.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
    const otpBox = otpDialog.getByLabel('6-digit OTP');
    await expect(otpBox).toHaveAttribute('inputmode', 'numeric');
    await expect(otpBox).toHaveAttribute('autocomplete', 'one-time-code');

    const otp = await fromOutbox(
      page,
      (outbox) => outbox.sms.find((sms) => sms.phone === `+91${person.phone}`)?.text.match(/\b(\d{6})\b/)?.[1],
    );
    // A wrong code first: the modal stays, with the spec's message.
    const wrong = otp === '000000' ? '111111' : '000000';
    await otpBox.fill(wrong);
    await verifyButton.click();
    await expect(message(page, 'OTP verification failed. Please try again.')).toBeVisible();
    await screenshot(page, testInfo, 'auth-otp');
    await otpBox.fill(otp);
    await verifyButton.click();
    await expect(message(page, 'Sign up successful!')).toBeVisible();
    await expect(otpDialog).toBeHidden();

    // ---- back to login after 3 seconds, email kept ----
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible({
      timeout: 8_000,
    });
    await expect(page.getByLabel('Email address')).toHaveValue(person.email);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'auth-login');

    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(message(page, 'Login error: Invalid login credentials')).toBeVisible();
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/$/);
    await expectGreeting(page, person.firstName);
    await expectNothingClipped(page);

    // A signed-in non-admin is sent home from /admin.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);

    // ---- profile: name and UPI id ----
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(person.lastName);
    await expect(page.getByLabel('Mobile number')).toHaveValue(person.phone);
    await page.getByLabel('First name').fill('Ashwini');
    await page.getByLabel('Last name').fill('Verma Rao');
    await page.getByLabel('UPI ID').fill('ashwini@ok.axis');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(message(page, 'Please enter a valid UPI ID (e.g., username@bank)')).toBeVisible();
    await page.getByLabel('UPI ID').fill('ashwini.rao@okaxis');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(message(page, 'Profile updated successfully!')).toBeVisible();
    await expectGreeting(page, 'Ashwini');
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Verma Rao');
    await expect(page.getByLabel('UPI ID')).toHaveValue('ashwini.rao@okaxis');

    // ---- two addresses; the first is the default until the second is made default ----
    const addresses = page.getByRole('list', { name: 'Saved addresses' });
    const addAddress = async (line1: string, area: string, city: string, state: string, pin: string) => {
      await page.getByLabel('Address line 1').fill(line1);
      await page.getByLabel('Area').fill(area);
      await page.getByLabel('City').fill(city);
      await chooseOption(page, 'State / union territory', state);
      await page.getByLabel('PIN code').fill(pin);
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(message(page, 'Address saved successfully!').last()).toBeVisible();
    };
    await page.getByLabel('PIN code').fill('5600');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
    await addAddress('12, Lavelle Road', 'Ashok Nagar', 'Bengaluru', 'Karnataka', '560001');
    await expect(addresses.getByRole('listitem')).toHaveCount(1);
    await expect(addresses.getByRole('listitem').first()).toContainText('Default');
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await addAddress('Flat 4B, Sea Breeze', 'Bandra West', 'Mumbai', 'Maharashtra', '400050');
    await expect(addresses.getByRole('listitem')).toHaveCount(2);
    await expect(addresses.getByRole('listitem').first()).toContainText('12, Lavelle Road');
    await expect(addresses.getByRole('listitem').first()).toContainText('Default');

    await addresses.getByRole('button', { name: /Set as default: Flat 4B, Sea Breeze/ }).click();
    await expect(message(page, 'Default address updated successfully!')).toBeVisible();
    await expect(addresses.getByRole('listitem').first()).toContainText('Flat 4B, Sea Breeze');
    await expect(addresses.getByRole('listitem').first()).toContainText('Default');
    await expect(addresses.getByRole('listitem').nth(1)).not.toContainText('Default');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'profile');

    // Delete asks first, in the kit's dialog; Keep leaves the address. The form, opened again, at both widths.
    await addresses.getByRole('button', { name: /Delete address: 12, Lavelle Road/ }).click();
    const asking = await openedDialog(page, 'Delete this address?');
    await expect(asking).toContainText('12, Lavelle Road, Ashok Nagar, Bengaluru, Karnataka - 560001');
    await expectAccessible(page);
    await atBothWidths(page, testInfo, 'address-delete', { fullPage: false });
    await asking.getByRole('button', { name: 'Keep' }).click();
    await expect(asking).toBeHidden();
    await expect(addresses.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByLabel('Address line 1')).toBeFocused();
    await expectAccessible(page);
    await atBothWidths(page, testInfo, 'address-form');

    // ---- sign out, then a forgotten password: the emailed link sets a new one ----
    await signOut(page, testInfo, 'Ashwini');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(message(page, 'Password reset instructions have been sent to your email.')).toBeVisible();
    await screenshot(page, testInfo, 'auth-forgot');

    const link = await fromOutbox(
      page,
      (outbox) =>
        outbox.mail
          .find((mail) => mail.recipient === person.email && /reset/i.test(mail.subject))
          ?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0],
    );
    const resetUrl = new URL(link);
    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const newPassword = `${person.password}-new`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible();
    await screenshot(page, testInfo, 'reset-password-done');
    await expect(page).toHaveURL(/\/auth$/, { timeout: 8_000 });

    await signIn(page, person.email, person.password);
    await expect(message(page, 'Login error: Invalid login credentials')).toBeVisible();
    await signIn(page, person.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expectGreeting(page, 'Ashwini');
  });

  test('an admin signs in, opens Users, deactivates and reactivates the buyer', async ({ page, request }, testInfo) => {
    const admin = demoLogin('admin');
    const buyer = demoLogin('buyer');

    // Signed out, /admin asks for a sign-in and comes back.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin$/);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Admin dashboard | TicketSetu');

    // Admin appears in the navigation for admins.
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = await openedDialog(page, 'Menu');
      await expect(menu.getByRole('link', { name: 'Admin' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    } else {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
    }
    // Every section is a card with its live count; none is 'Coming soon'.
    await expect(page.locator('.admin-card').filter({ hasText: 'The grievance desk' })).toContainText(/\d+ open/);
    await expect(page.getByRole('main').getByText('Coming soon')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-dashboard');

    await page
      .getByRole('main')
      .getByRole('link', { name: /^Users/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    // A table row on wide screens; on phones a card with the key facts, the rest in its details drawer.
    const buyerRow = page.locator('.admin-table').locator('tr, .admin-list__item').filter({ hasText: buyer.email });
    await expect(buyerRow).toBeVisible();
    await expect(buyerRow).toContainText('Active');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-users');

    let controls = buyerRow;
    if (isPhone(testInfo)) {
      await buyerRow.getByRole('button', { name: /^Details/ }).click();
      controls = page.getByRole('dialog', { name: 'User details' });
      await expect(controls).toContainText(buyer.email);
      await expectAccessible(page);
    }
    const active = controls.getByRole('checkbox', { name: /^Active: / });
    await expect(active).toBeChecked();
    // click(), not uncheck(): the box follows the saved state a moment later (it is the server's, not the browser's).
    await active.click();
    // Behind a confirmation (deactivating signs the person out everywhere).
    await page.getByRole('tooltip').getByRole('button', { name: 'Deactivate' }).click();
    await expect(message(page, 'User deactivated')).toBeVisible();
    await expect(buyerRow).toContainText('Inactive');
    await expect(active).not.toBeChecked();

    await active.click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Activate' }).click();
    await expect(message(page, 'User activated')).toBeVisible();
    await expect(buyerRow).not.toContainText('Inactive');
    await expect(active).toBeChecked();

    // The buyer can sign in again (a separate request context: the page stays the admin's).
    const check = await request.post('/api/v1/auth/login', { data: { email: buyer.email, password: buyer.password } });
    expect(check.status()).toBe(200);
  });
});
