import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route as ProfileRoute } from '../../routes/profile';
import { jsonResponse, mockApi, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill } from '../../test/user';
import type { Profile } from './queries';

/* The profile's UPI id where UPI ids are checked by name (ADR 45): a new one is confirmed by its owner first. */

const NOT_FOUND = 'This UPI ID does not exist. Check it in your UPI app and try again.';

const profile: Profile = {
  id: 'user-asha',
  email: 'asha.rao@example.in',
  username: 'asha.rao',
  full_name: 'Asha Rao',
  phone: '+919876543210',
  date_of_birth: '1996-08-15',
  upi_id: 'asha@oksbi',
  upi_name: 'Asha',
  upi_names_checked: true,
  is_admin: false,
  locale: 'en',
  created_at: '2026-01-10T10:00:00Z',
  deletion_requested_at: null,
};

type Check = (request: Request) => Response | Promise<Response>;

function serveProfile(saved: Profile, check: Check) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/me': async (_url, request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...saved, upi_id: ((await request.clone().json()) as { upiId: string }).upiId })
        : jsonResponse(saved),
    '/api/v1/me/addresses': () => jsonResponse([]),
    '/api/v1/me/sessions': () => jsonResponse([]),
    '/api/v1/upi-id-checks': (_url, request) => check(request),
  });
}

async function saveUpiId(upiId: string) {
  const user = userEvent.setup({ delay: null });
  renderRoutes({ '/profile': ProfileRoute }, '/profile');
  const upiField = await screen.findByLabelText(/^UPI ID/);
  if (upiId !== profile.upi_id) await fill(user, upiField, upiId);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  return { user, upiField };
}

const patches = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls.filter(([r]) => r.method === 'PATCH').map(([r]) => r.clone().json() as Promise<object>);

const named: Check = () =>
  jsonResponse({
    upi_id: 'asha.rao@okaxis',
    names_checked: true,
    registered_name: 'Asha Rao',
    confirmation: 'signed-asha.rao@okaxis',
    expires_at: '2026-12-04T10:30:00.000Z',
  });

describe('/profile with UPI ids checked by name', () => {
  it('shows whose a new UPI id is, and saves it with the confirmation once it is theirs', async () => {
    const fetchSpy = serveProfile(profile, named);
    const { user } = await saveUpiId('asha.rao@okaxis');

    const dialog = await screen.findByRole('dialog', { name: 'Is this your UPI ID?' });
    expect(dialog).toHaveTextContent('asha.rao@okaxis is registered to Asha Rao.');
    expect(await Promise.all(patches(fetchSpy))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it’s mine' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await Promise.all(patches(fetchSpy))).toEqual([
      expect.objectContaining({ upiId: 'asha.rao@okaxis', upiIdConfirmation: 'signed-asha.rao@okaxis' }),
    ]);
  });

  it('saves nothing when the name is not theirs, and takes them back to the UPI ID box', async () => {
    const fetchSpy = serveProfile(profile, named);
    const { user, upiField } = await saveUpiId('asha.rao@okaxis');

    const dialog = await screen.findByRole('dialog', { name: 'Is this your UPI ID?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, change it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(upiField).toHaveFocus());
    expect(await Promise.all(patches(fetchSpy))).toEqual([]);
  });

  it("refuses a UPI id the bank does not know with the server's message on the UPI ID field", async () => {
    const fetchSpy = serveProfile(profile, () =>
      jsonResponse(
        { type: 'about:blank', title: 'Bad Request', status: 400, detail: NOT_FOUND, code: 'PAYOUT_INVALID' },
        400,
      ),
    );
    const { upiField } = await saveUpiId('asha.rao@okaxsi');

    await waitFor(() => expect(upiField.closest('.ts-field')).toHaveTextContent(NOT_FOUND));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await Promise.all(patches(fetchSpy))).toEqual([]);
  });

  it('saves the other fields without a check when the UPI id is the saved one', async () => {
    const fetchSpy = serveProfile(profile, named);
    await saveUpiId('asha@oksbi');

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/upi-id-checks')).toHaveLength(0);
    expect(await Promise.all(patches(fetchSpy))).toEqual([
      expect.not.objectContaining({ upiIdConfirmation: expect.anything() }),
    ]);
  });

  it('asks nothing with manual payouts: a new UPI id is saved as before', async () => {
    const fetchSpy = serveProfile({ ...profile, upi_name: null, upi_names_checked: false }, named);
    await saveUpiId('asha.rao@okaxis');

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/upi-id-checks')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await Promise.all(patches(fetchSpy))).toEqual([
      { fullName: 'Asha Rao', upiId: 'asha.rao@okaxis', phone: '+919876543210' },
    ]);
  });
});
