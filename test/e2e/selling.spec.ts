import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import {
  chooseOption,
  demoLogin,
  expectAccessible,
  expectNothingClipped,
  openedDialog,
  screenshot,
} from './support.js';

interface Outbox {
  mail: { recipient: string; subject: string; text: string; created_at: string }[];
}

interface PlannedListing {
  event: string;
  /** Typed into the price box, and as the pages show it. */
  price: string;
  shown: string;
  /** Unique per project and run, so rows and cards are found again. */
  section: string;
}

/**
 * Each project lists on its own events, so desktop and phone never see each other's listings.
 * The verified listing is cheaper than anything on sale for its event (the seed's minimum is
 * ₹600.00 for Margazhi Masters and ₹800.00 for Rabindra Sandhya), so 'Starting from' changes.
 */
function planFor(testInfo: TestInfo) {
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const tag = `${testInfo.project.name === 'phone' ? 'PH' : 'DT'}-${run}`;
  if (testInfo.project.name === 'phone') {
    return {
      tag,
      physical: {
        event: 'Pune Food & Music Carnival',
        price: '850',
        shown: '₹850.00',
        section: `Lawn ${tag}`,
      },
      mobile: {
        event: 'Rabindra Sandhya: A Tagore Musical',
        price: '777.5',
        shown: '₹777.50',
        section: `Stalls ${tag}`,
      },
      verified: 'mobile' as const,
      mobileFee: { percent: '3%', total: '₹1,555.00', fee: '₹46.65' },
    };
  }
  return {
    tag,
    physical: {
      event: 'Margazhi Masters: Carnatic Concert',
      price: '555',
      shown: '₹555.00',
      section: `Balcony ${tag}`,
    },
    mobile: {
      event: 'Pottery & Block-printing Workshop',
      price: '2400',
      shown: '₹2,400.00',
      section: `Table ${tag}`,
    },
    verified: 'physical' as const,
    mobileFee: undefined,
  };
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

/** A text box by the start of its label ('Row' is also inside antd's 'arrow-left' icon label). */
function textbox(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

/** The sell form's common part: event, 2 tickets, price, section. */
async function fillTickets(page: Page, listing: PlannedListing): Promise<void> {
  await chooseOption(page, 'Event', listing.event);
  await chooseOption(page, 'Number of tickets', '2');
  await page.getByLabel('Price per ticket (₹)').fill(listing.price);
  await textbox(page, 'Section').fill(listing.section);
  await textbox(page, 'Row').fill('C');
}

async function submitListing(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'List tickets for review' }).click();
  await expect(page.getByText('Ticket is under review by our team, it will be listed soon!')).toBeVisible();
  // After 2 seconds the seller is taken to their listings.
  await expect(page).toHaveURL(/\/tickets\?tab=listings$/, { timeout: 10_000 });
}

function ownListing(page: Page, listing: PlannedListing): Locator {
  return page.locator('.own-listing').filter({ hasText: listing.section });
}

/** A listing under review: a table row on wide screens, a card with its key facts on phones. */
function reviewRow(page: Page, listing: PlannedListing): Locator {
  // (inside the admin table: the details drawer's field list is a table too)
  return page
    .locator('.admin-table')
    .locator('tr, .admin-list__item')
    .filter({ hasText: listing.event })
    .filter({ hasText: listing.shown });
}

/**
 * Presses one of a listing's actions (Verify, Reject): in its row on wide screens; on phones the row
 * shows key facts only, and the actions are in its details drawer.
 */
async function reviewAction(page: Page, listing: PlannedListing, action: 'Verify' | 'Reject'): Promise<void> {
  const row = reviewRow(page, listing);
  if (await row.getByRole('button', { name: action }).isVisible()) {
    await row.getByRole('button', { name: action }).click();
    return;
  }
  await row.getByRole('button', { name: /^Details/ }).click();
  await (await openedDialog(page, 'Listing details')).getByRole('button', { name: action }).click();
}

test.describe('selling', () => {
  test('a seller lists a physical and a mobile ticket; an admin verifies one and rejects the other', async ({
    page,
    browser,
  }, testInfo) => {
    const plan = planFor(testInfo);
    const seller = demoLogin('seller');
    const pdfName = `ticket-${plan.tag}.pdf`;

    // ---- /sell asks for a sign-in first, then comes back ----
    await page.goto('/sell');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fsell$/);
    await signIn(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/sell$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sell your tickets' })).toBeVisible();
    await expect(page).toHaveTitle('Sell tickets | TicketSetu');
    // The UPI id saved on the profile is filled in.
    await expect(textbox(page, 'UPI ID')).toHaveValue('priya.sharma@okhdfcbank');
    await expectAccessible(page);

    // Nothing chosen: the first rule in the spec's order speaks.
    await page.getByRole('button', { name: 'List tickets for review' }).click();
    await expect(page.getByText('Please select an event')).toBeVisible();

    // ---- a physical ticket, picked up from a new address added right here ----
    await fillTickets(page, plan.physical);
    await expect(page.getByText('Total (2 × ' + plan.physical.shown + ')')).toBeVisible();
    await page.getByRole('radio', { name: /Physical Ticket/ }).check();
    await expect(page.getByText('Our courier partner picks it up from you')).toBeVisible();
    const pickup = page.getByRole('radiogroup', { name: 'Pickup address' });
    await expect(pickup.getByRole('radio')).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await textbox(page, 'Address line 1').fill(`Flat 7, Lotus Court ${plan.tag}`);
    await textbox(page, 'Area').fill('Indiranagar');
    await textbox(page, 'City').fill('Bengaluru');
    await chooseOption(page, 'State / union territory', 'Karnataka');
    await textbox(page, 'PIN code').fill('560038');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address saved successfully!')).toBeVisible();
    await expect(pickup.getByRole('radio', { name: new RegExp(`Lotus Court ${plan.tag}`) })).toBeChecked();
    await screenshot(page, testInfo, 'sell-physical');
    await submitListing(page);
    await expect(ownListing(page, plan.physical)).toContainText('Pending Approval');

    // ---- a mobile ticket with a PDF proof ----
    await page.getByRole('link', { name: 'Sell Tickets' }).first().click();
    await expect(page).toHaveURL(/\/sell$/);
    await fillTickets(page, plan.mobile);
    await expect(page.getByRole('radio', { name: /Mobile Transfer/ })).toBeChecked();
    // The platform is required for a mobile ticket.
    await page.getByRole('button', { name: 'List tickets for review' }).click();
    await expect(page.getByText('Please choose BookMyShow or District for a mobile ticket')).toBeVisible();
    // antd's button-style radios hide the input itself: choose by the visible label.
    await page.getByText('District', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'District', exact: true })).toBeChecked();
    await page.getByLabel('Ticket files').setInputFiles({
      name: pdfName,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% TicketSetu e2e ${plan.tag}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
    });
    await expect(page.getByText(pdfName)).toBeVisible();
    if (plan.mobileFee) {
      await expect(page.getByText(`(${plan.mobileFee.percent} platform fee)`)).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: plan.mobileFee.fee })).toBeVisible();
    }
    await screenshot(page, testInfo, 'sell-mobile');
    await expectAccessible(page);
    await submitListing(page);
    await expect(ownListing(page, plan.mobile)).toContainText('Pending Approval');
    await expect(ownListing(page, plan.physical)).toContainText('Pending Approval');
    await expect(page).toHaveTitle('Your listings | TicketSetu');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'tickets-pending');

    // ---- an admin reviews both (a separate browser context: a different person) ----
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const adminContext = await browser.newContext({
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    const admin = await adminContext.newPage();
    const adminLogin = demoLogin('admin');
    await admin.goto('/admin/tickets');
    await expect(admin).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Ftickets$/);
    await signIn(admin, adminLogin.email, adminLogin.password);
    await expect(admin.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: 'Pending Review', selected: true })).toBeVisible();

    const verified = plan.verified === 'physical' ? plan.physical : plan.mobile;
    const rejected = plan.verified === 'physical' ? plan.mobile : plan.physical;

    // The mobile listing's proof: details, then a confirmed download.
    const mobileRow = reviewRow(admin, plan.mobile);
    await expect(mobileRow).toContainText('Mobile · District');
    await mobileRow.getByRole('button', { name: 'Details' }).click();
    const details = await openedDialog(admin, 'Listing details');
    await expect(details).toContainText('priya.sharma@okhdfcbank');
    await details.getByRole('button', { name: `Download ${pdfName}` }).click();
    const confirm = await openedDialog(admin, `Download ${pdfName}?`);
    await expect(confirm).toBeVisible();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      confirm.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(pdfName);
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();

    await expect(reviewRow(admin, plan.physical)).toContainText('Physical');
    await expectAccessible(admin);
    await screenshot(admin, testInfo, 'admin-tickets-pending');

    await reviewAction(admin, rejected, 'Reject');
    const rejectDialog = await openedDialog(admin, 'Reject this listing?');
    await rejectDialog.getByLabel('Remark (optional)').fill('The booking screenshot does not show the seat numbers.');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Ticket rejected')).toBeVisible();
    await expect(reviewRow(admin, rejected)).toHaveCount(0);

    await reviewAction(admin, verified, 'Verify');
    const verifyDialog = await openedDialog(admin, 'Verify this listing?');
    await verifyDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(admin.getByText('Ticket verified successfully')).toBeVisible();
    await expect(reviewRow(admin, verified)).toHaveCount(0);

    await admin.getByRole('tab', { name: 'Verified' }).click();
    await expect(admin).toHaveURL(/\/admin\/tickets\?tab=verified$/);
    await expect(reviewRow(admin, verified)).toContainText('Available');
    await admin.getByRole('tab', { name: 'Rejected' }).click();
    await expect(reviewRow(admin, rejected)).toContainText('Cancelled');
    await expect(reviewRow(admin, rejected)).toContainText('does not show the seat numbers');
    await screenshot(admin, testInfo, 'admin-tickets-rejected');

    // ---- the verified listing is on sale: the events card starts from its price (public pages cache ~1 s) ----
    await admin.goto(`/events?search=${encodeURIComponent(verified.event)}`);
    const card = admin.locator('.event-card').filter({ hasText: verified.event });
    await expect(async () => {
      await admin.reload();
      await expect(card).toContainText(`Starting from ${verified.shown}`, { timeout: 1500 });
    }).toPass({ timeout: 15_000 });
    await card.getByRole('link', { name: verified.event }).click();
    await expect(admin.getByRole('heading', { level: 1, name: verified.event })).toBeVisible();
    await expect(admin.locator('.listing').filter({ hasText: verified.section })).toContainText(verified.shown);
    await expectNothingClipped(admin);
    await adminContext.close();

    // ---- back as the seller: one on sale, one cancelled with the staff's remark ----
    await page.reload();
    await expect(ownListing(page, verified)).toContainText('Available');
    await expect(ownListing(page, rejected)).toContainText('Cancelled');
    await expect(ownListing(page, rejected)).toContainText('does not show the seat numbers');
    await screenshot(page, testInfo, 'tickets-decided');

    // ---- the seller was emailed both decisions ----
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/dev/outbox');
          const outbox = (await response.json()) as Outbox;
          const subjects = outbox.mail.filter((mail) => mail.recipient === seller.email).map((mail) => mail.subject);
          return [
            subjects.includes(`Your tickets for ${verified.event} are live`),
            subjects.includes(`Your listing for ${rejected.event} could not be verified`),
          ];
        },
        { timeout: 15_000, intervals: [250, 500, 1000] },
      )
      .toEqual([true, true]);
  });
});
