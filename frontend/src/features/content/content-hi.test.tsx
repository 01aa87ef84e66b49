import { STATIC_PAGES_HI } from '@ticketsetu/contracts/page-heads';
import { documentTitle } from '@ticketsetu/contracts/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { footerPages } from '../../test/footer-pages';
import { foreignLatinWords } from '../../test/latin-script';
import { renderRoutes } from '../../test/render';

/** The content area's pages (the contact page is the help area's). */
const CONTENT_PAGES = Object.keys(footerPages).filter((path) => path !== '/contact');
const POLICIES = ['/refund-policy', '/privacy-policy', '/terms-and-conditions', '/cookies'];

/**
 * Codes a Hindi page shows as they are spelt: cookie and storage names and the sign-in service's path
 * (in <code>, or placeholders of their sentences), the cookie attribute and the accessibility standard.
 */
const SPELT_AS_CODE = new Set(['HttpOnly', 'WCAG', 'AA', 'ts', 'access', 'refresh', 'api', 'v', 'auth']);

function renderHindi(path: string) {
  mockApi({});
  return renderRoutes(footerPages, path, { locale: 'hi' });
}

/** The Latin-script words of the page's main content outside <code>, e-mail addresses aside. */
function foreignWordsOnPage(): string[] {
  const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
  main.querySelectorAll('code').forEach((code) => code.remove());
  return foreignLatinWords(main.textContent ?? '').filter((word) => !SPELT_AS_CODE.has(word));
}

describe('content pages in Hindi', () => {
  it.each(CONTENT_PAGES)('%s is drawn in Hindi: its head’s Hindi title, no foreign Latin words', async (path) => {
    renderHindi(path);
    const title = STATIC_PAGES_HI[path]!.title!;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(title, 'hi')));
    // Every answer of the FAQ is in the page (hidden until opened), so it is scanned too.
    expect(foreignWordsOnPage()).toEqual([]);
  });

  it.each(POLICIES)('%s says first that the English text governs, with a link to the English page', async (path) => {
    renderHindi(path);
    await screen.findByRole('heading', { level: 1 });
    const note = screen.getByRole('complementary', { name: 'यह एक अनुवाद है' });
    expect(note).toHaveTextContent('इस नीति का अंग्रेज़ी पाठ ही मान्य है');
    const link = within(note).getByRole('link', { name: 'नीति अंग्रेज़ी में पढ़ें' });
    expect(link).toHaveAttribute('href', path);
    expect(link).toHaveAttribute('hreflang', 'en-IN');
    // The note comes before the policy's sections.
    const firstSection = screen.getAllByRole('heading', { level: 2 })[0]!;
    expect(note.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(POLICIES)('%s in English has no translation note', async (path) => {
    mockApi({});
    renderRoutes(footerPages, path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: /translation|अनुवाद/ })).not.toBeInTheDocument();
  });

  it.each(['/about', '/faq', '/help', '/how-it-works', '/buyer-guarantee', '/accessibility'])(
    '%s, not a policy, has no translation note in Hindi',
    async (path) => {
      renderHindi(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('complementary', { name: 'यह एक अनुवाद है' })).not.toBeInTheDocument();
    },
  );

  it('a policy’s date is in Hindi', async () => {
    renderHindi('/privacy-policy');
    expect(await screen.findByText(/पिछला अपडेट/)).toHaveTextContent('पिछला अपडेट 22 नवंबर 2026');
  });

  it('the FAQ opens its answers in Hindi, the facts worked out from the same constants', async () => {
    const user = userEvent.setup({ delay: null });
    renderHindi('/faq');
    const question = await screen.findByRole('button', { name: 'मुझे भुगतान कब मिलेगा?' });
    expect(screen.getByRole('heading', { level: 2, name: 'शुल्क और कीमतें' }).closest('section')).toHaveAttribute(
      'id',
      'fees',
    );
    await user.click(question);
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).toBeVisible();
    // SELLER_PAYOUT.window ('24–48 hours') and the held payouts' sentence, in Hindi.
    expect(answer).toHaveTextContent('24–48 घंटे के भीतर हम आपकी UPI आईडी पर भुगतान करते हैं');
    expect(answer).toHaveTextContent('इवेंट के बाद दिए जाते हैं');

    await user.click(screen.getByRole('button', { name: 'रिफ़ंड में कितना समय लगता है?' }));
    const table = screen.getAllByRole('table')[0]!;
    expect(within(table).getByRole('rowheader', { name: 'UPI' }).closest('tr')).toHaveTextContent('1–2 कार्यदिवस');
    expect(within(table).getByText('2 दिन', { exact: false })).toBeInTheDocument();
  });

  it('the refund policy lists each bank’s time in Hindi', async () => {
    renderHindi('/refund-policy');
    await screen.findByRole('heading', { level: 1, name: 'रिफ़ंड नीति' });
    // REFUNDS: the credit time and each bank's, joined as Hindi joins a list (Intl, hi-IN).
    expect(screen.getByText(/हम 2 दिन के भीतर रिफ़ंड क्रेडिट करते हैं; फिर आपका बैंक/)).toHaveTextContent(
      'हम 2 दिन के भीतर रिफ़ंड क्रेडिट करते हैं; फिर आपका बैंक UPI के लिए 1–2 कार्यदिवस, कार्ड के लिए 2–5 कार्यदिवस, और नेट बैंकिंग के लिए 2–3 कार्यदिवस लेता है।',
    );
  });
});
