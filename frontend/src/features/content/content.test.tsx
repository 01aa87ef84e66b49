import { documentTitle, STATIC_PAGES } from '@ticketsetu/contracts/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SELLER_PAYOUT } from '../../shared/site-facts';
import { mockApi } from '../../test/api-mock';
import { Route as HomeRoute } from '../../routes/index';
import { footerPages } from '../../test/footer-pages';
import { renderRoutes } from '../../test/render';
import { footerNav } from '../layout/navigation';
import { testI18n } from '../../test/i18n';

const english = testI18n();
const footerLinks = footerNav.flatMap((group) =>
  group.links.map((link) => ({ href: link.href, label: english._(link.label) })),
);

function renderPage(url: string) {
  return renderRoutes(footerPages, url);
}

/** Headings inside the page content must not skip a level (h1 -> h2 -> h3). */
function headingLevels(): number[] {
  return Array.from(screen.getByRole('main').querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) =>
    Number(h.tagName.slice(1)),
  );
}

describe('static pages', () => {
  it.each(footerLinks.map((link) => [link.href, link.label]))(
    '%s (footer link %j) has exactly one h1, a page title and headings in order',
    async (href) => {
      mockApi({});
      renderPage(href);

      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.title).toBe(`${h1.textContent} | TicketSetu`));
      // The server wrote the same title into the page's HTML (for link previews and search engines).
      expect(document.title).toBe(documentTitle(STATIC_PAGES[href]?.title));
      const levels = headingLevels();
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
      });
    },
  );

  it('footer links are router links that open their page without reloading', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(footerPages, '/about', { layout: true });
    await screen.findByRole('heading', { level: 1, name: 'About TicketSetu' });

    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const link of footerLinks) {
      expect(within(footer).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await user.click(within(footer).getByRole('link', { name: 'Refund Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/refund-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  });

  it('policies show when they were last updated', async () => {
    mockApi({});
    renderPage('/privacy-policy');
    expect(await screen.findByText(/Last updated/)).toHaveTextContent('Last updated 22 November 2026');
  });

  it('the home trust tiles link each claim to the page and section that explains it', async () => {
    mockApi({ '/api/v1/events': () => Response.json([]) });
    renderRoutes({ '/': HomeRoute }, '/');
    const tiles = await screen.findByRole('region', { name: 'Why fans trust TicketSetu' });
    expect(within(tiles).getByRole('link', { name: /How your payment is protected/ })).toHaveAttribute(
      'href',
      '/buyer-guarantee',
    );
    expect(within(tiles).getByRole('link', { name: /How we verify sellers/ })).toHaveAttribute(
      'href',
      '/how-it-works#verified-sellers',
    );
    expect(within(tiles).getByRole('link', { name: /See our fees/ })).toHaveAttribute('href', '/faq#fees');
  });

  it.each([
    ['/how-it-works', 'verified-sellers', 'Verified sellers and listings'],
    ['/faq', 'fees', 'Fees and prices'],
  ])('%s has the #%s section the home page links to', async (path, id, title) => {
    mockApi({});
    renderPage(path);
    const heading = await screen.findByRole('heading', { level: 2, name: title });
    expect(heading.closest('section')).toHaveAttribute('id', id);
  });

  it('the FAQ is an accordion: a question opens its answer', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage('/faq');
    const question = await screen.findByRole('button', { name: 'When do I get paid?' });
    // Each question is an h3 (under its group's h2) holding the button; the item keeps its anchor.
    expect(screen.getByRole('heading', { level: 3, name: 'When do I get paid?' })).toContainElement(question);
    expect(document.getElementById('payout-time')).toContainElement(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(12);
    // The answer is in the page from the start, hidden until its question is pressed.
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).toHaveTextContent(`within ${SELLER_PAYOUT.window}`);
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();

    // Space opens a question too, as it does for any button; Enter closes it again.
    const other = screen.getByRole('button', { name: 'How do I pay?' });
    other.focus();
    await user.keyboard(' ');
    expect(other).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(other).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(other.getAttribute('aria-controls')!)).not.toBeVisible();

    // Opening one leaves the others as they were; pressing it again closes it.
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.click(question);
    expect(answer).not.toBeVisible();
  });

  it("draws the FAQ without antd's components", async () => {
    mockApi({});
    renderPage('/faq');
    await screen.findByRole('button', { name: 'When do I get paid?' });
    const antdElements = [...screen.getByRole('main').querySelectorAll('*')].filter((el) =>
      [...el.classList].some((name) => name.startsWith('ant-')),
    );
    expect(antdElements).toEqual([]);
  });

  it('the Help Center links topics to their pages and points to the contact page', async () => {
    mockApi({});
    renderPage('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    const topics = screen.getByRole('region', { name: 'Browse help topics' });
    expect(within(topics).getByRole('link', { name: 'Buying tickets' })).toHaveAttribute(
      'href',
      '/how-it-works#buyers',
    );
    expect(within(topics).getByRole('link', { name: 'Payments and refunds' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(within(topics).getByRole('link', { name: 'Buyer Guarantee' })).toHaveAttribute('href', '/buyer-guarantee');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });
});
