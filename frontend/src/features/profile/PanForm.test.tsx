import { screen, waitFor, within } from '@testing-library/react';
import { INVALID_PAN, PAN_NAME_REQUIRED } from '@ticketsetu/contracts/tax';
import { describe, expect, it } from 'vitest';
import { Route as ProfileRoute } from '../../routes/profile';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import type { Profile, ProfileChanges } from './queries';

/* The profile's PAN (ADR 49): the income tax withheld from a seller's sales depends on it. */

const profile: Profile = {
  id: 'user-priya',
  email: 'priya.sharma@example.in',
  username: 'priya.sharma',
  full_name: 'Priya Sharma',
  phone: '+919876543210',
  date_of_birth: '1996-08-15',
  upi_id: 'priya@okaxis',
  upi_name: null,
  upi_names_checked: false,
  pan: null,
  pan_name: null,
  is_admin: false,
  locale: 'en',
  created_at: '2026-01-10T10:00:00Z',
  deletion_requested_at: null,
};

const withPan: Profile = { ...profile, pan: 'ABCPS1234K', pan_name: 'PRIYA SHARMA' };

type Patch = (changes: ProfileChanges) => Response;

/** The profile as saved: a PATCH answers with the changes applied, unless `patch` answers otherwise. */
function serveProfile(saved: Profile, patch?: Patch) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/me': async (_url, request) => {
      if (request.method !== 'PATCH') return jsonResponse(saved);
      const changes = (await request.clone().json()) as ProfileChanges;
      if (patch) return patch(changes);
      const pan = changes.pan || null;
      return jsonResponse({ ...saved, pan, pan_name: pan ? (changes.panName ?? null) : null });
    },
    '/api/v1/me/addresses': () => jsonResponse([]),
    '/api/v1/me/sessions': () => jsonResponse([]),
  });
}

const patches = (fetchSpy: ReturnType<typeof mockApi>) =>
  Promise.all(
    fetchSpy.mock.calls.filter(([r]) => r.method === 'PATCH').map(([r]) => r.clone().json() as Promise<unknown>),
  );

async function openPanSection() {
  const user = setupUser();
  renderRoutes({ '/profile': ProfileRoute }, '/profile');
  const section = await screen.findByRole('region', { name: 'PAN for income tax' });
  const panField = await within(section).findByLabelText('PAN');
  const nameField = within(section).getByLabelText('Name as on PAN');
  return { user, section, panField, nameField };
}

/** The text of the form item around a field: its label, value and messages. */
const itemOf = (field: HTMLElement) => field.closest('.ts-field')!;

describe('/profile, the PAN for income tax', () => {
  it('says what is withheld with and without a PAN, from the rates in force, and is the #pan anchor', async () => {
    serveProfile(profile);
    const { section } = await openPanSection();
    expect(section).toHaveTextContent(
      'We withhold income tax (TDS) from your sales as the law requires: if you give an individual’s or HUF’s ' +
        'PAN, nothing while your sales through TicketSetu stay within ₹5,00,000 in a financial year and 0.1% ' +
        'beyond it; with a firm’s, company’s or other PAN, 0.1% of every sale; without a PAN, 5% of every sale.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'PAN for income tax' })).toHaveAttribute('id', 'pan');
    // Nothing saved: nothing to remove.
    expect(within(section).queryByRole('button', { name: /Remove PAN/ })).not.toBeInTheDocument();
  });

  it('checks the PAN and its name in the browser, in capitals as typed, before anything is sent', async () => {
    const fetchSpy = serveProfile(profile);
    const { user, section, panField, nameField } = await openPanSection();

    await user.click(within(section).getByRole('button', { name: 'Save PAN' }));
    await waitFor(() => expect(itemOf(panField)).toHaveTextContent(INVALID_PAN));
    expect(itemOf(nameField)).toHaveTextContent(PAN_NAME_REQUIRED);

    await user.type(panField, 'abcps1234kxyz');
    expect(panField).toHaveValue('ABCPS1234K');
    await user.clear(panField);
    await user.type(panField, 'abcp51234k');
    await user.click(within(section).getByRole('button', { name: 'Save PAN' }));
    await waitFor(() => expect(itemOf(panField)).toHaveTextContent(INVALID_PAN));
    expect(itemOf(nameField)).toHaveTextContent(PAN_NAME_REQUIRED);

    expect(await patches(fetchSpy)).toEqual([]);
  });

  it('saves the PAN with its name, says so, and then offers to remove it', async () => {
    const fetchSpy = serveProfile(profile);
    const { user, section, panField, nameField } = await openPanSection();

    await user.type(panField, 'abcps1234k');
    await fill(user, nameField, ' Priya Sharma ');
    await user.click(within(section).getByRole('button', { name: 'Save PAN' }));

    expect(await screen.findByText('PAN saved successfully!')).toBeInTheDocument();
    expect(await patches(fetchSpy)).toEqual([{ pan: 'ABCPS1234K', panName: 'Priya Sharma' }]);
    expect(await within(section).findByRole('button', { name: /Remove PAN/ })).toBeInTheDocument();
    expect(panField).toHaveValue('ABCPS1234K');
  });

  it("puts the server's refusal on the field it names", async () => {
    serveProfile(profile, () =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: PAN_NAME_REQUIRED,
          code: 'PROFILE_INVALID',
          errors: [{ field: 'panName', message: PAN_NAME_REQUIRED }],
        },
        400,
      ),
    );
    const { user, section, panField, nameField } = await openPanSection();
    await user.type(panField, 'ABCPS1234K');
    await fill(user, nameField, 'Priya');
    await user.click(within(section).getByRole('button', { name: 'Save PAN' }));

    await waitFor(() => expect(itemOf(nameField)).toHaveTextContent(PAN_NAME_REQUIRED));
    expect(itemOf(panField)).not.toHaveTextContent(INVALID_PAN);
    expect(screen.queryByText('PAN saved successfully!')).not.toBeInTheDocument();
  });

  it('shows the saved PAN, and removes it (with its name) only once confirmed', async () => {
    const fetchSpy = serveProfile(withPan);
    const { user, section, panField, nameField } = await openPanSection();
    expect(panField).toHaveValue('ABCPS1234K');
    expect(nameField).toHaveValue('PRIYA SHARMA');

    await user.click(within(section).getByRole('button', { name: /Remove PAN/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove your PAN?' });
    expect(dialog).toHaveTextContent('Without a PAN, 5% of each sale is withheld as income tax (TDS).');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await patches(fetchSpy)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: /Remove PAN/ }));
    dialog = await screen.findByRole('dialog', { name: 'Remove your PAN?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove PAN' }));

    expect(await screen.findByText('PAN removed successfully!')).toBeInTheDocument();
    expect(await patches(fetchSpy)).toEqual([{ pan: null }]);
    await waitFor(() => expect(panField).toHaveValue(''));
    expect(nameField).toHaveValue('');
    expect(within(section).queryByRole('button', { name: /Remove PAN/ })).not.toBeInTheDocument();
  });
});
