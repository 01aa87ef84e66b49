import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route as SellRoute } from '../../routes/sell';
import { jsonResponse, mockApi, requestedUrls } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill } from '../../test/user';
import type { Profile } from '../profile/queries';

/* The sell form where UPI ids are checked by name (ADR 45): a new UPI id is confirmed by its owner first. */

const concert = makeEvent({ id: 'e1', title: 'Monsoon Melodies', seller_fee_percent: 5 });
const NOT_FOUND = 'This UPI ID does not exist. Check it in your UPI app and try again.';

const profile: Profile = {
  id: 'user-asha',
  email: 'asha.rao@example.in',
  username: 'asha.rao',
  full_name: 'Asha Rao',
  phone: '+919876543210',
  date_of_birth: '1996-08-15',
  upi_id: 'asha.rao@okaxis',
  upi_name: 'Asha Rao',
  upi_names_checked: true,
  is_admin: false,
  locale: 'en',
  created_at: '2026-01-10T10:00:00Z',
  deletion_requested_at: null,
};

const checked = (upiId: string, name: string) =>
  jsonResponse({
    upi_id: upiId,
    names_checked: true,
    registered_name: name,
    confirmation: `signed-${upiId}`,
    expires_at: '2026-12-04T10:30:00.000Z',
  });

const listed = () =>
  jsonResponse({ message: 'Ticket is under review by our team, it will be listed soon!', listing: {} }, 201);

function serveSell(seller: Profile, check: (request: Request) => Response | Promise<Response>) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/events': () => jsonResponse([concert]),
    '/api/v1/me': () => jsonResponse(seller),
    '/api/v1/me/addresses': () => jsonResponse([]),
    '/api/v1/upi-id-checks': (_url, request) => check(request),
    '/api/v1/listings': listed,
  });
}

/** The sell page with a mobile ticket filled in, and the UPI ID box holding `upiId`. */
async function fillSellForm(upiId: string) {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderRoutes({ '/sell': SellRoute }, '/sell?eventId=e1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sell your tickets' })).toBeInTheDocument();
  await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1500');
  await user.click(screen.getByText('BookMyShow', { exact: true }));
  const upiField = screen.getByLabelText('UPI ID');
  await waitFor(() => expect(upiField).toHaveValue(profile.upi_id));
  if (upiId !== profile.upi_id) await fill(user, upiField, upiId);
  await user.click(screen.getByRole('button', { name: 'List tickets for review' }));
  return { user, upiField };
}

const listingPosts = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls.filter(([r]) => r.method === 'POST' && new URL(r.url).pathname === '/api/v1/listings');

async function sentFields(fetchSpy: ReturnType<typeof mockApi>) {
  return Object.fromEntries((await listingPosts(fetchSpy)[0]![0].clone().formData()).entries());
}

describe('/sell with UPI ids checked by name', () => {
  it('shows whose a new UPI id is, and lists with the confirmation once the seller says it is theirs', async () => {
    const fetchSpy = serveSell(profile, async (request) => {
      expect(await request.clone().json()).toEqual({ upiId: 'ravi.kumar@ybl' });
      return checked('ravi.kumar@ybl', 'Ravi Kumar');
    });
    const { user } = await fillSellForm('ravi.kumar@ybl');

    const dialog = await screen.findByRole('dialog', { name: 'Is this your UPI ID?' });
    expect(dialog).toHaveTextContent('ravi.kumar@ybl is registered to Ravi Kumar.');
    expect(listingPosts(fetchSpy)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it’s mine' }));

    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    expect(await sentFields(fetchSpy)).toMatchObject({
      upiId: 'ravi.kumar@ybl',
      upiIdConfirmation: 'signed-ravi.kumar@ybl',
    });
  });

  it('lists nothing when the name is not theirs, and takes them back to the UPI ID box', async () => {
    const fetchSpy = serveSell(profile, () => checked('ravi.kumar@ybl', 'Ravi Kumar'));
    const { user, upiField } = await fillSellForm('ravi.kumar@ybl');

    const dialog = await screen.findByRole('dialog', { name: 'Is this your UPI ID?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, change it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(upiField).toHaveFocus());
    expect(listingPosts(fetchSpy)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'List tickets for review' })).toBeEnabled();
  });

  it("refuses a UPI id the bank does not know with the server's message on the UPI ID field", async () => {
    const refusal = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: NOT_FOUND,
      code: 'PAYOUT_INVALID',
      errors: [{ field: 'upiId', message: NOT_FOUND }],
    };
    const fetchSpy = serveSell(profile, () => jsonResponse(refusal, 400));
    const { upiField } = await fillSellForm('asha.rao@okaxsi');

    await waitFor(() => expect(upiField).toHaveAccessibleDescription(expect.stringContaining(NOT_FOUND)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listingPosts(fetchSpy)).toHaveLength(0);
  });

  it("needs no check for the profile's own UPI id whose name was confirmed there", async () => {
    const fetchSpy = serveSell(profile, () => checked('x@ybl', 'X'));
    await fillSellForm('asha.rao@okaxis');

    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/upi-id-checks')).toHaveLength(0);
    expect(await sentFields(fetchSpy)).not.toHaveProperty('upiIdConfirmation');
  });

  it('asks nothing with manual payouts: the form lists exactly as before', async () => {
    const manual = { ...profile, upi_name: null, upi_names_checked: false };
    const fetchSpy = serveSell(manual, () => checked('x@ybl', 'X'));
    await fillSellForm('ravi.kumar@ybl');

    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/upi-id-checks')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = await sentFields(fetchSpy);
    expect(sent).toMatchObject({ upiId: 'ravi.kumar@ybl' });
    expect(sent).not.toHaveProperty('upiIdConfirmation');
  });
});
