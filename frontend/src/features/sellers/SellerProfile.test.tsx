import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as EventRoute } from '../../routes/event.$id';
import { Route as SellerRoute } from '../../routes/seller.$id';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { makeEventPage, makeListing } from '../../test/fixtures';
import { renderRoutes, TestProviders } from '../../test/render';
import { setupUser } from '../../test/user';
import { foreignWordsOnPage } from '../../test/hindi-page';
import { createQueryClient } from '../../shared/query-client';
import type { PublicRating, SellerProfile } from './queries';
import { SellerPanel } from './SellerSummary';

const SELLER = 'aaaaaaaa-1111-4000-8000-000000000001';

function makeProfile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    id: SELLER,
    display_name: 'Priya S.',
    city: 'Bengaluru',
    state: 'Karnataka',
    member_since: '2026-11',
    completed_sales: 23,
    clean_sale_share: 96,
    rating_average: 4.6,
    rating_count: 12,
    badges: ['phone_verified', 'pan_on_file'],
    ...overrides,
  };
}

let seq = 0;
function makeRating(overrides: Partial<PublicRating> = {}): PublicRating {
  seq += 1;
  return {
    id: `rating-${seq}`,
    stars: 5,
    comment: `Comment ${seq}`,
    comment_hidden: false,
    reply: null,
    replied_at: null,
    created_at: '2026-12-10T10:00:00.000Z',
    event_title: 'Monsoon Melodies',
    ...overrides,
  };
}

describe("a seller's profile on a listing card", () => {
  it('names the seller with a link to their page, their city, rating, completed sales and badges', async () => {
    const gold = makeListing({ id: 'gold', section: 'Gold', row: 'F', seller_id: SELLER });
    const other = makeListing({ id: 'pit', section: 'Fan Pit', row: null, seller_id: 'unknown-seller' });
    mockApi({
      '/api/v1/events/e1': () => jsonResponse(makeEventPage({ id: 'e1', listings: [gold, other] })),
      '/api/v1/events/e1/sellers': () => jsonResponse([makeProfile()]),
    });
    renderRoutes({ '/event/$id': EventRoute }, '/event/e1');
    const card = (await screen.findByRole('heading', { name: 'Gold · Row F', level: 3 })).closest('li')!;
    const link = await within(card).findByRole('link', { name: 'Priya S.' });
    expect(link).toHaveAttribute('href', `/seller/${SELLER}`);
    expect(card).toHaveTextContent('Sold by Priya S. · Bengaluru');
    expect(card).toHaveTextContent('4.6 ★ from 12 ratings · 23 completed sales');
    expect(within(within(card).getByRole('list', { name: 'Badges' })).getAllByRole('listitem')).toHaveLength(2);
    expect(card).toHaveTextContent('Phone verified');
    expect(card).toHaveTextContent('PAN on file');
    expect(card).not.toHaveTextContent('Karnataka'); // the card names the city only
    // A listing whose seller has no profile shows the listing without one.
    const pit = screen.getByRole('heading', { name: 'Fan Pit', level: 3 }).closest('li')!;
    expect(pit).not.toHaveTextContent('Sold by');
  });

  it('shows the listings even when the sellers cannot be read', async () => {
    mockApi({
      '/api/v1/events/e1': () =>
        jsonResponse(makeEventPage({ id: 'e1', listings: [makeListing({ section: 'Gold' })] })),
      '/api/v1/events/e1/sellers': () => problem(404, 'Event not found'),
    });
    renderRoutes({ '/event/$id': EventRoute }, '/event/e1');
    const card = (await screen.findByRole('heading', { name: 'Gold · Row F', level: 3 })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Buy' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Sold by');
  });
});

describe('the seller at checkout', () => {
  it('shows the whole profile: place, member since, rating, sales, the share without refunds, badges', () => {
    render(
      <TestProviders queryClient={createQueryClient()}>
        <SellerPanel
          profile={makeProfile({ rating_average: null, rating_count: 0, clean_sale_share: null, badges: [] })}
        />
      </TestProviders>,
    );
    const panel = screen.getByRole('region', { name: 'About the seller' });
    expect(within(panel).getByRole('link', { name: 'Priya S.' })).toHaveAttribute('href', `/seller/${SELLER}`);
    for (const line of [
      'Bengaluru, Karnataka',
      'Member since November 2026',
      'No ratings yet',
      '23 completed sales',
      'No sales ended in the last 12 months',
    ]) {
      expect(panel).toHaveTextContent(line);
    }
    expect(within(panel).queryByRole('list', { name: 'Badges' })).not.toBeInTheDocument();
  });
});

describe('/seller/$id', () => {
  function serveSeller(profile: SellerProfile, ratings: PublicRating[], total = ratings.length) {
    return mockApi({
      [`/api/v1/sellers/${SELLER}`]: () => jsonResponse(profile),
      [`/api/v1/sellers/${SELLER}/ratings`]: (url) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return jsonResponse({ ratings: ratings.slice(offset, offset + 10), total });
      },
    });
  }

  it('shows who the seller is, what the badges mean, and the ratings with hidden comments and answers', async () => {
    serveSeller(makeProfile(), [
      makeRating({ stars: 4, comment: 'Smooth transfer.', reply: 'Thank you!' }),
      makeRating({ stars: 2, comment: null, comment_hidden: true }),
    ]);
    renderRoutes({ '/seller/$id': SellerRoute }, `/seller/${SELLER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya S.' })).toBeInTheDocument();
    const head = screen.getByRole('region', { name: 'Priya S.' });
    for (const line of [
      'Bengaluru, Karnataka',
      'Member since November 2026',
      '4.6 ★ from 12 ratings',
      '23 completed sales',
      '96% of sales in the last 12 months completed without a refund',
      'Their mobile number was confirmed with a one-time code.',
      'They have given their PAN for tax. We never show it.',
    ]) {
      expect(head).toHaveTextContent(line);
    }
    const list = screen.getByRole('region', { name: 'Ratings from buyers' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Smooth transfer.');
    expect(items[0]).toHaveTextContent('Priya S. answered: Thank you!');
    expect(items[0]).toHaveTextContent('Monsoon Melodies');
    expect(items[1]).toHaveTextContent('Comment hidden by TicketSetu staff');
    expect(document.title).toBe('Priya S., seller on TicketSetu | TicketSetu');
  });

  it('pages the ratings with "Show more ratings"', async () => {
    const ratings = Array.from({ length: 12 }, () => makeRating());
    const fetchSpy = serveSeller(makeProfile(), ratings);
    const user = setupUser();
    renderRoutes({ '/seller/$id': SellerRoute }, `/seller/${SELLER}`);
    const list = await screen.findByRole('region', { name: 'Ratings from buyers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(list).getByRole('button', { name: 'Show more ratings' }));
    expect(await within(list).findByText(ratings[11]!.comment!)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).queryByRole('button', { name: 'Show more ratings' })).not.toBeInTheDocument();
    expect(
      requestedUrls(fetchSpy, `/api/v1/sellers/${SELLER}/ratings`).map((u) => u.searchParams.get('offset')),
    ).toEqual(['0', '10']);
  });

  it('says "No ratings yet" for a seller no one has rated', async () => {
    serveSeller(makeProfile({ rating_average: null, rating_count: 0, badges: [] }), []);
    renderRoutes({ '/seller/$id': SellerRoute }, `/seller/${SELLER}`);
    const list = await screen.findByRole('region', { name: 'Ratings from buyers' });
    expect(list).toHaveTextContent('No ratings yet');
    expect(screen.queryByRole('list', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('is "Seller not found" for a seller with no profile', async () => {
    mockApi({
      [`/api/v1/sellers/${SELLER}`]: () => problem(404, 'Seller not found'),
      [`/api/v1/sellers/${SELLER}/ratings`]: () => problem(404, 'Seller not found'),
    });
    renderRoutes({ '/seller/$id': SellerRoute }, `/seller/${SELLER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });
});

describe('/seller/$id in Hindi', () => {
  // Names as a Hindi reader's seller would have them: every Latin word left on the page is then the app's.
  const hindiProfile = makeProfile({ display_name: 'प्रिया एस.', city: 'बेंगलुरु', state: 'कर्नाटक' });

  it('says who the seller is, what the badges mean and the ratings, in Hindi, with no foreign Latin words', async () => {
    mockApi({
      [`/api/v1/sellers/${SELLER}`]: () => jsonResponse(hindiProfile),
      [`/api/v1/sellers/${SELLER}/ratings`]: () =>
        jsonResponse({
          ratings: [
            makeRating({ stars: 4, event_title: 'सुर संध्या', comment: 'आसान ट्रांसफ़र।', reply: 'धन्यवाद!' }),
            makeRating({ stars: 2, event_title: 'सुर संध्या', comment: null, comment_hidden: true }),
          ],
          total: 2,
        }),
    });
    renderRoutes({ '/seller/$id': SellerRoute }, `/seller/${SELLER}`, { locale: 'hi' });

    const head = await screen.findByRole('region', { name: 'प्रिया एस.' });
    for (const line of [
      'TicketSetu पर विक्रेता',
      'बेंगलुरु, कर्नाटक',
      'नवंबर 2026 से सदस्य',
      '12 रेटिंग से 4.6 ★',
      '23 पूरी हुई बिक्रियाँ',
      'पिछले 12 महीनों में 96% बिक्री बिना रिफ़ंड के पूरी हुई',
      'फ़ोन वेरिफ़ाइड',
      'इनका मोबाइल नंबर एक बार के कोड से वेरिफ़ाई किया गया।',
      'PAN दर्ज है',
    ]) {
      expect(head).toHaveTextContent(line);
    }
    const list = screen.getByRole('region', { name: 'खरीदारों की रेटिंग' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: '5 में से 4 स्टार' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('10 दिस॰ 2026 · सुर संध्या');
    expect(items[0]).toHaveTextContent('प्रिया एस. का जवाब: धन्यवाद!');
    expect(items[1]).toHaveTextContent('यह टिप्पणी TicketSetu की टीम ने छिपा दी है');
    expect(document.title).toBe('प्रिया एस., TicketSetu पर विक्रेता | TicketSetu');
    expect(foreignWordsOnPage(screen.getByRole('main'))).toEqual([]);
  });

  it('is "विक्रेता नहीं मिला" for a seller with no profile', async () => {
    mockApi({
      [`/api/v1/sellers/${SELLER}`]: () => problem(404, 'Seller not found'),
      [`/api/v1/sellers/${SELLER}/ratings`]: () => problem(404, 'Seller not found'),
    });
    renderRoutes({ '/seller/$id': SellerRoute }, `/seller/${SELLER}`, { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'विक्रेता नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'इवेंट देखें' })).toHaveAttribute('href', '/hi/events');
    expect(foreignWordsOnPage(screen.getByRole('main'))).toEqual([]);
  });
});
