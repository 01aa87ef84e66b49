import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_PHONE,
  ACCOUNT_DELETION,
  BROWSER_STORAGE,
  COOKIES,
  FEES,
  GRIEVANCE_OFFICER,
  GUARANTEE_CLAIM_WINDOW,
  MIN_AGE,
  PROOF_FILES,
  REFUNDS,
  REWARDS,
  SELLER_PAYOUT,
  SUPPORT,
  TICKETS_PER_LISTING,
} from '../../shared/site-facts';
import { mockApi } from '../../test/api-mock';
import { footerPages } from '../../test/footer-pages';
import { renderRoutes } from '../../test/render';

/** The text of the page's main content once its h1 is in. */
async function pageText(path: string): Promise<string> {
  mockApi({});
  const view = renderRoutes(footerPages, path);
  await screen.findByRole('heading', { level: 1 });
  const text = screen.getByRole('main').textContent ?? '';
  view.unmount();
  return text;
}

describe('site facts: every page states the same figures, from one source', () => {
  // One page per test: each stays short even on a busy machine.
  it.each(['/refund-policy', '/faq', '/how-it-works', '/terms-and-conditions'])(
    'the seller payout window is the one from site facts on %s',
    async (path) => {
      expect(await pageText(path)).toContain(`within ${SELLER_PAYOUT.window}`);
    },
  );

  it('refund times are the same on the refund policy, the FAQ and the Buyer Guarantee', async () => {
    const refund = await pageText('/refund-policy');
    const faq = await pageText('/faq');
    for (const text of [refund, faq]) {
      expect(text).toContain(`within ${REFUNDS.creditedWithin}`);
      for (const row of REFUNDS.bankTimes) expect(text).toContain(row.time);
    }
    expect(await pageText('/buyer-guarantee')).toContain(REFUNDS.creditedWithin);
  });

  it.each(['/privacy-policy', '/faq'])('the deletion window is the one from site facts on %s', async (path) => {
    expect(await pageText(path)).toContain(`within ${ACCOUNT_DELETION.within}`);
  });

  it.each(['/contact', '/terms-and-conditions', '/privacy-policy', '/buyer-guarantee'])(
    'the support and grievance emails are the ones from site facts on %s',
    async (path) => {
      const text = await pageText(path);
      expect(text).toContain(GRIEVANCE_OFFICER.email);
      expect(text).toContain(SUPPORT.email);
    },
  );

  it('the contact page names the grievance officer, their role and reply time, and the support hours', async () => {
    const contact = await pageText('/contact');
    expect(contact).toContain(GRIEVANCE_OFFICER.name);
    expect(contact).toContain(GRIEVANCE_OFFICER.role);
    expect(contact).toContain(`within ${GRIEVANCE_OFFICER.acknowledgeWithin}`);
    expect(contact).toContain(SUPPORT.hours);
  });

  it('limits, fees, age and rewards match wherever they are stated', async () => {
    const faq = await pageText('/faq');
    const terms = await pageText('/terms-and-conditions');
    const how = await pageText('/how-it-works');
    for (const text of [faq, terms, how]) {
      expect(text).toContain(`${TICKETS_PER_LISTING.min} to ${TICKETS_PER_LISTING.max}`);
      expect(text).toContain(`${PROOF_FILES.maxSizeMb} MB`);
      expect(text).toContain(FEES.buyerLabel);
    }
    expect(terms).toContain(`at least ${MIN_AGE} years old`);
    expect(faq).toContain(`aged ${MIN_AGE} or over`);
    expect(faq).toContain(REWARDS.rule);
    expect(how).toContain(REWARDS.rule);
    expect(faq).toContain(GUARANTEE_CLAIM_WINDOW);
    expect(await pageText('/buyer-guarantee')).toContain(`within ${GUARANTEE_CLAIM_WINDOW}`);
  });

  it('the cookie policy lists exactly the cookies and storage the app uses', async () => {
    mockApi({});
    renderRoutes(footerPages, '/cookies');
    const table = await screen.findByRole('table', { name: /Every cookie set by TicketSetu/ });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(COOKIES.map((cookie) => cookie.name));
    const text = screen.getByRole('main').textContent;
    for (const item of BROWSER_STORAGE) expect(text).toContain(item.name);
  });

  it('the accessibility statement gives the phone, email and contact form', async () => {
    const text = await pageText('/accessibility');
    expect(text).toContain(ACCESSIBILITY_PHONE.display);
    expect(text).toContain(SUPPORT.email);
    expect(text).toContain('contact form');
  });
});

/** Page sources, so a figure typed into prose (instead of imported) fails here. */
const pageSources = import.meta.glob(['./*Page.tsx', './faq.tsx', './facts.tsx', '../contact/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('no page hard-codes a figure or a contact', () => {
  it.each(Object.keys(pageSources).filter((file) => !file.endsWith('.test.tsx')))('%s', (file) => {
    const source = pageSources[file]!;
    expect(source).not.toMatch(/\b\d+\s*(?:–\s*\d+\s*)?(?:hours?|days?|business days|minutes?|MB)\b/i);
    expect(source).not.toMatch(/@ticketsetu\.in|\+91|tel:/);
    expect(source).not.toMatch(/\b24\/7\b/);
  });
});
