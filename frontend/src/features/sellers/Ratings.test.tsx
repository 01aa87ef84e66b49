import { screen, waitFor, within } from '@testing-library/react';
import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { describe, expect, it } from 'vitest';
import { Route as ProfileRoute } from '../../routes/profile';
import { Route as TicketsRoute } from '../../routes/tickets';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import type { Purchase } from '../tickets/queries';
import type { GivenRating, ReceivedRating } from './queries';
import { NO_REWARDS } from '../../test/fixtures';

/*
 * Ratings on the signed-in pages (ADR 65): the buyer asked at once after 'I have received my tickets', from
 * the email's link, and on a completed purchase; a change within 14 days; the refusal of a self-rating; the
 * seller's answer under Your Listings; the full-name choice on the profile.
 */

const DAY = 24 * 60 * 60 * 1000;
const inAWeek = new Date(Date.now() + 7 * DAY).toISOString();
const PURCHASE = '11111111-0000-4000-8000-000000000001';

function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: PURCHASE,
    transaction_id: '22222222-0000-4000-8000-000000000001',
    ticket_id: '33333333-0000-4000-8000-000000000001',
    event: { id: 'e1', title: 'Kabaddi Finals Night', venue: 'EKA Arena', city: 'Ahmedabad', event_date: inAWeek },
    transfer_status: 'mobile_transfer_confirmed',
    transfer_type: 'mobile',
    price: 150000,
    amount_paid: 150000,
    quantity: 1,
    platform_id: 'rohan@district',
    delivery_address: null,
    transfer_instructions: null,
    proof_of_transfer: [],
    proof_uploaded_at: null,
    courier_name: null,
    tracking_number: null,
    failure_reason: null,
    dispute_open: false,
    transferred_at: '2026-11-21T04:30:00.000Z',
    confirmed_at: null,
    event_starts_at: inAWeek,
    ...overrides,
  };
}

function makeGiven(overrides: Partial<GivenRating> = {}): GivenRating {
  return {
    id: 'rating-1',
    purchase_id: PURCHASE,
    seller_id: 'seller-1',
    stars: 4,
    comment: 'Quick transfer.',
    comment_hidden: false,
    reply: null,
    created_at: new Date(Date.now() - DAY).toISOString(),
    updated_at: new Date(Date.now() - DAY).toISOString(),
    editable_until: new Date(Date.now() + 13 * DAY).toISOString(),
    ...overrides,
  };
}

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serve(handlers: Record<string, Handler> = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchSpy = mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/me/purchases': () => jsonResponse([makePurchase()]),
    '/api/v1/me/ratings': () => jsonResponse([]),
    '/api/v1/me/payouts': () => jsonResponse([]),
    '/api/v1/me/rewards': () => jsonResponse(NO_REWARDS),
    '/api/v1/me/disputes': () => jsonResponse([]),
    '/api/v1/me/waitlist': () => jsonResponse([]),
    '/api/v1/me/tax-documents': () => jsonResponse([]),
    ...Object.fromEntries(
      Object.entries(handlers).map(([path, handler]) => [
        path,
        async (url: URL, request: Request) => {
          if (request.method !== 'GET') {
            sent.push({
              method: request.method,
              path: url.pathname,
              body: await request
                .clone()
                .json()
                .catch(() => null),
            });
          }
          return handler(url, request);
        },
      ]),
    ),
  });
  return { sent, fetchSpy };
}

async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

const cardOf = async (title = 'Kabaddi Finals Night') =>
  (await screen.findByRole('heading', { name: title })).closest('article')!;

describe('rating the seller of a purchase', () => {
  it("asks at once after 'I have received my tickets', and sends the stars and the comment", async () => {
    let purchase = makePurchase({ transfer_status: 'mobile_transfer_sent' });
    let given: GivenRating[] = [];
    const { sent } = serve({
      '/api/v1/me/purchases': () => jsonResponse([purchase]),
      '/api/v1/me/ratings': () => jsonResponse(given),
      [`/api/v1/me/purchases/${PURCHASE}/confirm`]: () => {
        purchase = { ...purchase, transfer_status: 'mobile_transfer_confirmed' };
        return jsonResponse({
          message: 'Thank you! You have confirmed that your tickets arrived. Enjoy the event!',
          transfer: purchase,
        });
      },
      [`/api/v1/me/purchases/${PURCHASE}/rating`]: async (_url, request) => {
        const body = (await request.json()) as { stars: number; comment: string | null };
        given = [makeGiven({ stars: body.stars, comment: body.comment })];
        return jsonResponse({ message: RATING_MESSAGES.rated, rating: given[0] }, 201);
      },
    });
    const user = setupUser();
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    const card = await cardOf();
    await user.click(within(card).getByRole('button', { name: 'I have received my tickets' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'I have received my tickets' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Rate the seller' });
    // Stars are required: the form says so before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByText(RATING_MESSAGES.invalidStars)).toBeInTheDocument();
    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '4 stars: Good' }));
    expect(within(stars).getByRole('radio', { name: '4 stars: Good' })).toBeChecked();
    await fill(user, within(dialog).getByLabelText('Comment (optional)'), '  Quick and kind.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));

    await expectMessage(RATING_MESSAGES.rated, 'success');
    expect(sent.filter((s) => s.path.endsWith('/rating'))).toEqual([
      {
        method: 'POST',
        path: `/api/v1/me/purchases/${PURCHASE}/rating`,
        body: { stars: 4, comment: 'Quick and kind.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Quick and kind.');
    expect(within(card).getByRole('button', { name: 'Change rating: Kabaddi Finals Night' })).toBeInTheDocument();
  });

  it("opens from the email's link, and says why a second account of the seller's cannot rate", async () => {
    serve({
      [`/api/v1/me/purchases/${PURCHASE}/rating`]: () => problem(403, RATING_MESSAGES.selfRating),
    });
    const user = setupUser();
    const { router } = renderRoutes({ '/tickets': TicketsRoute }, `/tickets?tab=purchases&rate=${PURCHASE}`);
    const dialog = await screen.findByRole('dialog', { name: 'Rate the seller' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars: Excellent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    await expectMessage(RATING_MESSAGES.selfRating, 'error');
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'purchases' }));
  });

  it('offers no rating before the purchase is complete, and a change only within 14 days', async () => {
    serve({
      '/api/v1/me/purchases': () =>
        jsonResponse([
          makePurchase({
            id: '11111111-0000-4000-8000-00000000000a',
            transfer_status: 'mobile_transfer_sent',
            event: { ...makePurchase().event!, title: 'Sent' },
          }),
          makePurchase({
            id: '11111111-0000-4000-8000-00000000000b',
            event: { ...makePurchase().event!, title: 'Rated long ago' },
          }),
          makePurchase({
            id: '11111111-0000-4000-8000-00000000000c',
            event: { ...makePurchase().event!, title: 'Not rated' },
          }),
        ]),
      '/api/v1/me/ratings': () =>
        jsonResponse([
          makeGiven({
            purchase_id: '11111111-0000-4000-8000-00000000000b',
            editable_until: new Date(Date.now() - DAY).toISOString(),
            comment_hidden: true,
            reply: 'Sorry to hear that.',
          }),
        ]),
    });
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    const sent = await cardOf('Sent');
    expect(within(sent).queryByRole('button', { name: /Rate the seller/ })).not.toBeInTheDocument();
    const old = await cardOf('Rated long ago');
    expect(old).toHaveTextContent('your comment was hidden by TicketSetu staff');
    expect(old).toHaveTextContent('The seller answered: Sorry to hear that.');
    expect(within(old).queryByRole('button', { name: /Change rating/ })).not.toBeInTheDocument();
    const open = await cardOf('Not rated');
    expect(await within(open).findByRole('button', { name: 'Rate the seller: Not rated' })).toBeInTheDocument();
  });

  it('changes a rating within its 14 days with PATCH, the form filled with what was given', async () => {
    const { sent } = serve({
      '/api/v1/me/ratings': () => jsonResponse([makeGiven()]),
      [`/api/v1/me/purchases/${PURCHASE}/rating`]: () =>
        jsonResponse({ message: RATING_MESSAGES.changed, rating: makeGiven({ stars: 2 }) }),
    });
    const user = setupUser();
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    const card = await cardOf();
    await user.click(await within(card).findByRole('button', { name: 'Change rating: Kabaddi Finals Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your rating' });
    expect(within(dialog).getByRole('radio', { name: '4 stars: Good' })).toBeChecked();
    expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue('Quick transfer.');
    await user.click(within(dialog).getByRole('radio', { name: '2 stars: Poor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    await expectMessage(RATING_MESSAGES.changed, 'success');
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: `/api/v1/me/purchases/${PURCHASE}/rating`,
        body: { stars: 2, comment: 'Quick transfer.' },
      },
    ]);
  });
});

describe("the seller's side", () => {
  it('answers a rating once under Your Listings; one that does not count says so', async () => {
    const received: ReceivedRating[] = [
      {
        id: 'r1',
        stars: 3,
        comment: 'Took a while.',
        comment_hidden: false,
        reply: null,
        replied_at: null,
        created_at: '2026-12-10T10:00:00.000Z',
        event_title: 'Kabaddi Finals Night',
        counts: false,
      },
    ];
    const { sent } = serve({
      '/api/v1/me/listings': () => jsonResponse([{ ...listing }]),
      '/api/v1/me/sales': () => jsonResponse([]),
      '/api/v1/me/earnings': () =>
        jsonResponse({
          total_earnings: 0,
          paid_out: 0,
          held_until_after_event: 0,
          total_tickets_sold: 0,
          pending_transfers: 0,
          completed_transfers: 0,
        }),
      '/api/v1/me/seller-ratings': () => jsonResponse({ ratings: received, total: 1 }),
      '/api/v1/me/seller-ratings/r1/reply': () => {
        received[0] = { ...received[0]!, reply: 'Sorry, the app was down.' };
        return jsonResponse({ message: RATING_MESSAGES.answered });
      },
    });
    const user = setupUser();
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=listings');
    const section = await screen.findByRole('region', { name: 'Ratings from your buyers' });
    expect(section).toHaveTextContent('Not counted while the purchase is disputed or refunded');
    await user.click(within(section).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer this rating' });
    await user.click(within(dialog).getByRole('button', { name: 'Post answer' }));
    expect(await within(dialog).findByText(RATING_MESSAGES.replyRequired)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Your answer'), 'Sorry, the app was down.');
    await user.click(within(dialog).getByRole('button', { name: 'Post answer' }));
    await expectMessage(RATING_MESSAGES.answered, 'success');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/me/seller-ratings/r1/reply', body: { reply: 'Sorry, the app was down.' } },
    ]);
    expect(await within(section).findByText('Sorry, the app was down.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('chooses on the profile whether the seller profile shows the full name', async () => {
    let settings = { show_full_name: false, display_name: 'Priya S.', profile_path: '/seller/seller-1' };
    const { sent } = serve({
      '/api/v1/me': () => jsonResponse(profile),
      '/api/v1/me/addresses': () => jsonResponse([]),
      '/api/v1/me/sessions': () => jsonResponse([]),
      '/api/v1/me/seller-profile': (_url, request) => {
        if (request.method === 'PUT') settings = { ...settings, show_full_name: true, display_name: 'Priya Sharma' };
        return jsonResponse(settings);
      },
    });
    const user = setupUser();
    renderRoutes({ '/profile': ProfileRoute }, '/profile');
    const section = await screen.findByRole('region', { name: 'Seller profile' });
    expect(await within(section).findByText('Priya S.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View your seller profile' })).toHaveAttribute(
      'href',
      '/seller/seller-1',
    );
    const toggle = within(section).getByRole('switch', { name: 'Show my full name on my seller profile' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await expectMessage(RATING_MESSAGES.settingsSaved, 'success');
    expect(sent).toEqual([{ method: 'PUT', path: '/api/v1/me/seller-profile', body: { showFullName: true } }]);
    expect(await within(section).findByText('Priya Sharma')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});

const listing = {
  id: '44444444-0000-4000-8000-000000000001',
  event_id: 'e1',
  seller_id: 'seller-1',
  event_title: 'Kabaddi Finals Night',
  event_venue: 'EKA Arena, Ahmedabad',
  event_date: inAWeek,
  price: 150000,
  quantity: 1,
  sold_quantity: 0,
  available_quantity: 1,
  held_quantity: 0,
  failed_quantity: 0,
  refunded_quantity: 0,
  seat_number: null,
  section: 'Lower Tier',
  row: null,
  ticket_type: 'mobile',
  mobile_ticket_type: 'district',
  pickup_address: null,
  upi_id: 'priya@okaxis',
  file_urls: [],
  files: [],
  status: 'available',
  remarks: null,
  listed_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
};

const profile = {
  id: 'user-priya',
  email: 'priya.sharma@example.in',
  username: 'priya.sharma',
  full_name: 'Priya Sharma',
  phone: '+919800000002',
  date_of_birth: '1995-01-01',
  upi_id: null,
  upi_name: null,
  upi_names_checked: false,
  pan: null,
  pan_name: null,
  is_admin: false,
  created_at: '2026-11-01T00:00:00.000Z',
};
