import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as CheckoutRoute } from '../../routes/checkout.$ticketId';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import type { WaitlistOffer } from '../waitlist/queries';
import { payPage } from './pay-page';
import type { CheckoutSummary } from './queries';

/*
 * The checkout of a waiting-list offer (the offer email's link /checkout/{listingId}?quantity=N&offer=…):
 * the held seats are off public sale, so the listing reads as unavailable to everyone — but not to the
 * buyer holding the offer, who pays for exactly its quantity with its id.
 */

const LISTING = 'aaaaaaaa-1111-4000-8000-000000000001';
const OFFER = 'dddddddd-4444-4000-8000-000000000004';
const ORDER = 'bbbbbbbb-2222-4000-8000-000000000002';

/** The listing as everyone else sees it while the seats are held for the offer. */
function heldSummary(): CheckoutSummary {
  return {
    listing: {
      id: LISTING,
      seller_id: 'seller-1',
      price: 249900,
      quantity: 2,
      available_quantity: 0,
      seat_number: null,
      section: 'Gold',
      row: null,
      ticket_type: 'mobile',
      mobile_ticket_type: 'bookmyshow',
      status: 'available',
      is_on_sale: false,
    },
    event: makeEvent({ id: 'e1', title: 'Kabaddi Finals Night', buyer_fee_percent: 2.5 }),
    max_quantity: 0,
    tickets_already: 0,
    own_listing: false,
    rewards_credit: 0,
  };
}

function makeOffer(overrides: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    id: OFFER,
    entry_id: 'eeeeeeee-5555-4000-8000-000000000005',
    status: 'offered',
    quantity: 2,
    position: 1,
    offered_at: new Date().toISOString(),
    expires_at: '2026-11-23T09:45:00.000Z',
    checkout_path: `/checkout/${LISTING}?quantity=2&offer=${OFFER}`,
    event: {
      id: 'e1',
      title: 'Kabaddi Finals Night',
      venue: 'EKA Arena',
      city: 'Ahmedabad',
      event_date: '2026-12-01T14:00:00.000Z',
      image_url: null,
    },
    listing: {
      id: LISTING,
      price: 249900,
      ticket_type: 'mobile',
      mobile_ticket_type: 'bookmyshow',
      section: 'Gold',
      row: null,
      seat_number: null,
    },
    ...overrides,
  };
}

function serve(offer: () => Response) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser({ id: 'buyer-1', full_name: 'Asha Rao' })),
    [`/api/v1/checkout/${LISTING}`]: () => jsonResponse(heldSummary()),
    [`/api/v1/me/waitlist/offers/${OFFER}`]: offer,
    '/api/v1/orders': () =>
      jsonResponse(
        {
          id: ORDER,
          status: 'pending',
          amount: 512295,
          subtotal: 499800,
          buyer_fee: 12495,
          credit_applied: 0,
          price: 249900,
          quantity: 2,
          ticket_id: LISTING,
          event: null,
          ticket_type: 'mobile',
          platform_id: 'asha@example.in',
          delivery_address: null,
          payment_gateway: 'phonepe',
          payment_id: `ts_${ORDER}`,
          gateway_transaction_id: null,
          pay_page_url: 'http://localhost:3000/phonepe-sandbox/transact?token=t0k3n',
          hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
          failure_reason: null,
          refund_state: null,
          created_at: new Date().toISOString(),
          completed_at: null,
        },
        201,
      ),
  });
}

async function openOfferCheckout() {
  const user = setupUser();
  renderRoutes({ '/checkout/$ticketId': CheckoutRoute }, `/checkout/${LISTING}?quantity=2&offer=${OFFER}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  return user;
}

describe('/checkout/$ticketId with a waiting-list offer', () => {
  it('lets the buyer holding the offer pay for its seats, with its deadline, and sends the offer with Pay', async () => {
    const expiresAt = new Date(Date.now() + 12 * 60_000 + 30_000).toISOString();
    const fetchSpy = serve(() => jsonResponse(makeOffer({ expires_at: expiresAt })));
    let opened = '';
    payPage.open = (url) => void (opened = url);
    const user = await openOfferCheckout();

    const notice = await screen.findByRole('region', { name: 'Your waiting-list offer' });
    expect(notice).toHaveTextContent('2 tickets held for you from the waiting list');
    expect(notice).toHaveTextContent(/Pay by \d{1,2} \w{3} 2026, \d{1,2}:\d{2} [ap]m \(1[12]:\d{2} left\)/);
    expect(within(notice).getByRole('timer', { name: 'Time left on the offer' })).toBeInTheDocument();
    // Unavailable to everyone else, not to this buyer.
    expect(screen.queryByText('This ticket is no longer available')).not.toBeInTheDocument();
    const quantity = screen.getByRole('combobox', { name: 'Number of tickets' });
    expect(quantity).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Price details' })).toHaveTextContent('₹5,122.95');

    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Pay ₹5,122.95' }));
    await waitFor(() => expect(opened).toContain('phonepe-sandbox'));
    const post = fetchSpy.mock.calls.map(([request]) => request).find((request) => request.method === 'POST');
    expect(await post!.clone().json()).toEqual({
      listingId: LISTING,
      quantity: 2,
      platformId: 'asha@example.in',
      offerId: OFFER,
    });
  });

  it('says the offer has ended (and the seats are gone) when it expired', async () => {
    serve(() =>
      jsonResponse(makeOffer({ status: 'expired', expires_at: new Date(Date.now() - 60_000).toISOString() })),
    );
    await openOfferCheckout();
    expect(await screen.findByText('This waiting-list offer has ended')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This ticket is no longer available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("says an offer link of someone else's (not found, as one that does not exist) is not for this account", async () => {
    serve(() => problem(404, 'Offer not found'));
    await openOfferCheckout();
    expect(await screen.findByText('This offer link is not for your account')).toBeInTheDocument();
    expect(screen.getByText(/can only be used by the account it was sent to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Tickets' })).toHaveAttribute('href', '/tickets?tab=purchases');
    // Nothing held for this buyer ever went anywhere.
    expect(screen.queryByText(/The seats held for you went to the next person/)).not.toBeInTheDocument();
    expect(screen.queryByText('This waiting-list offer has ended')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says the offer could not be read when the API fails, without claiming it ended', async () => {
    // A rate limit asking for a minute: handed back at once (ADR 68), not waited for.
    serve(() => {
      const tooMany = problem(429, 'Too many requests. Please wait a moment and try again.');
      tooMany.headers.set('Retry-After', '60');
      return tooMany;
    });
    await openOfferCheckout();
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByText('We could not read this offer. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/The seats held for you went to the next person/)).not.toBeInTheDocument();
  });
});
