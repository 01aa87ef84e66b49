import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as ProfileRoute } from '../../routes/profile';
import { formatDateTimeIst } from '../../shared/format';
import { foreignLatinWordsShown } from '../../test/latin-script';
import { renderRoutes } from '../../test/render';
import { fill } from '../../test/user';

function renderProfile(url = '/profile', locale: 'en' | 'hi' = 'en') {
  return renderRoutes({ '/profile': ProfileRoute }, url, { locale });
}
import { makeSessionUser, sessionAnswer } from '../../test/session';
import type { SavedAddress } from '../addresses/queries';
import type { Profile } from './queries';

const profile: Profile = {
  id: 'user-priya',
  email: 'priya.sharma@example.in',
  username: 'priya.sharma',
  full_name: 'Priya Anand Sharma',
  phone: '+919876543210',
  date_of_birth: '1996-08-15',
  upi_id: null,
  is_admin: false,
  locale: 'en',
  created_at: '2026-01-10T10:00:00Z',
  deletion_requested_at: null,
};

function address(overrides: Partial<SavedAddress>): SavedAddress {
  return {
    id: 'a1',
    address_line1: '12, Lavelle Road',
    address_line2: null,
    area: 'Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    is_default: false,
    text: '12, Lavelle Road, Ashok Nagar, Bengaluru, Karnataka - 560001',
    ...overrides,
  };
}

const home = address({ id: 'a1', is_default: true });
const office = address({
  id: 'a2',
  address_line1: 'Flat 4B, Sea Breeze',
  area: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  text: 'Flat 4B, Sea Breeze, Bandra West, Mumbai, Maharashtra - 400050',
});

async function bodyOf(request: Request): Promise<unknown> {
  return request.clone().json();
}

function serveProfile(handlers: Record<string, (url: URL, request: Request) => Response | Promise<Response>> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/me': () => jsonResponse(profile),
    '/api/v1/me/addresses': () => jsonResponse([office, home]),
    '/api/v1/me/sessions': () => jsonResponse([]),
    ...handlers,
  });
}

describe('/profile', () => {
  it('sends a visitor to sign in first, returning to /profile', async () => {
    mockApi({});
    const { router } = renderProfile('/profile');
    await waitFor(() => expect(router.state.location.href).toBe('/auth?returnTo=%2Fprofile'));
  });

  it('splits the full name on the first space, checks the UPI id, and saves the name joined', async () => {
    const fetchSpy = serveProfile({
      '/api/v1/me': (_url, request) =>
        request.method === 'PATCH'
          ? jsonResponse({ ...profile, full_name: 'Priya Anand Sharma', upi_id: 'priya@okaxis' })
          : jsonResponse(profile),
    });
    const user = userEvent.setup({ delay: null });
    renderProfile('/profile');

    expect(await screen.findByLabelText('First name')).toHaveValue('Priya');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Anand Sharma');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await waitFor(() => expect(document.title).toBe('Your profile | TicketSetu'));

    await fill(user, screen.getByLabelText(/^UPI ID/), 'priya@ok.axis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('Please enter a valid UPI ID (e.g., username@bank)')).length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText(/^UPI ID/));
    await fill(user, screen.getByLabelText(/^UPI ID/), 'priya@okaxis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();

    const patch = fetchSpy.mock.calls.find(([request]) => request.method === 'PATCH')![0];
    expect(await bodyOf(patch)).toEqual({
      fullName: 'Priya Anand Sharma',
      upiId: 'priya@okaxis',
      phone: '+919876543210',
    });
  });

  it("shows the spec's message when saving fails", async () => {
    serveProfile({
      '/api/v1/me': (_url, request) =>
        request.method === 'PATCH' ? problem(503, 'Service Unavailable') : jsonResponse(profile),
    });
    const user = userEvent.setup({ delay: null });
    renderProfile('/profile');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error updating profile. Please try again.')).toBeInTheDocument();
  });

  it('lists saved addresses default first with a Default badge, and sets another as default', async () => {
    let current = [office, home];
    const fetchSpy = serveProfile({
      '/api/v1/me/addresses': () => jsonResponse(current),
      '/api/v1/me/addresses/a2/default': () => {
        current = [
          { ...office, is_default: true },
          { ...home, is_default: false },
        ];
        return jsonResponse({ message: 'Default address updated successfully!' });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderProfile('/profile');

    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    let items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('12, Lavelle Road');
    expect(items[0]).toHaveTextContent('Default');
    expect(items[1]).not.toHaveTextContent('Default');

    await user.click(within(items[1]!).getByRole('button', { name: /Set as default/ }));
    expect(await screen.findByText('Default address updated successfully!')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'PUT')).toBe(true);
    await waitFor(() => {
      items = within(list).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Flat 4B, Sea Breeze');
    });
    expect(items[0]).toHaveTextContent('Default');
  });

  it('deletes an address after confirming', async () => {
    serveProfile({ '/api/v1/me/addresses/a2': () => jsonResponse({ message: 'Address deleted successfully!' }) });
    const user = userEvent.setup({ delay: null });
    renderProfile('/profile');

    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    await user.click(within(list).getByRole('button', { name: /Delete address: Flat 4B/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted successfully!')).toBeInTheDocument();
  });

  it('adds an address, checking the PIN code', async () => {
    const fetchSpy = serveProfile({
      '/api/v1/me/addresses': (_url, request) =>
        request.method === 'POST' ? problem(503, 'Service Unavailable') : jsonResponse([]),
    });
    const user = userEvent.setup({ delay: null });
    renderProfile('/profile');

    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Address line 1'), '12, Lavelle Road');
    await fill(user, screen.getByLabelText('Area'), 'Ashok Nagar');
    await fill(user, screen.getByLabelText('City'), 'Bengaluru');
    await user.click(screen.getByRole('combobox', { name: 'State / union territory' }));
    await user.click(await screen.findByTitle('Karnataka'));
    await user.type(screen.getByLabelText('PIN code'), '5600');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a valid 6-digit PIN code')).toBeInTheDocument();

    await user.type(screen.getByLabelText('PIN code'), '01');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Error saving address. Please try again.')).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(await bodyOf(post)).toEqual({
      addressLine1: '12, Lavelle Road',
      addressLine2: null,
      area: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
  });
});

describe('/profile in Hindi', () => {
  const phone = {
    id: 'device-phone',
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    created_at: '2026-11-01T07:30:00.000Z',
    last_used_at: '2026-11-05T14:20:00.000Z',
    current: true,
  };
  const unknown = { ...phone, id: 'device-other', user_agent: null, current: false };

  it('draws every section in Hindi, dates in Hindi, and checks and saves a new address by its codes', async () => {
    const fetchSpy = serveProfile({
      '/api/v1/me/addresses': (_url, request) =>
        request.method === 'POST' ? jsonResponse(address({ id: 'a3', is_default: true }), 201) : jsonResponse([]),
      '/api/v1/me/sessions': () => jsonResponse([phone, unknown]),
      '/api/v1/me/seller-profile': () =>
        jsonResponse({ show_full_name: false, display_name: 'Priya S.', profile_path: null }),
    });
    const user = userEvent.setup({ delay: null });
    renderProfile('/profile', 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी प्रोफ़ाइल' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('आपकी प्रोफ़ाइल | TicketSetu'));
    for (const title of [
      'निजी जानकारी',
      'इनकम टैक्स के लिए PAN',
      'विक्रेता प्रोफ़ाइल',
      'सेव किए हुए पते',
      'साइन इन किए हुए डिवाइस',
      'मेरा खाता हटाएँ',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByLabelText('पहला नाम')).toHaveValue('Priya');
    expect(screen.getByLabelText('उपनाम (वैकल्पिक)')).toHaveValue('Anand Sharma');
    expect(await screen.findByText('Priya S.')).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई सेव किया हुआ पता नहीं है।')).toBeInTheDocument();

    // The devices' dates in Hindi (IST), the one without a browser named in Hindi.
    const signedIn = formatDateTimeIst(phone.created_at, 'hi');
    expect(signedIn).not.toBe(formatDateTimeIst(phone.created_at));
    expect(signedIn).toMatch(/नव॰/);
    const lastActive = formatDateTimeIst(phone.last_used_at, 'hi');
    expect(await screen.findAllByText(`साइन इन ${signedIn} · आख़िरी बार सक्रिय ${lastActive}`)).toHaveLength(2);
    expect(screen.getByText('यह डिवाइस')).toBeInTheDocument();
    expect(screen.getByText('अनजान डिवाइस')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `अनजान डिवाइस से साइन आउट करें, साइन इन ${signedIn}` })).toBeInTheDocument();

    // Nothing in Latin letters but the allowed names, the person's own details and the device's browser
    // and system (names).
    const shown = foreignLatinWordsShown(document.body, {
      userData: ['Priya S.', 'Android', 'Chrome'],
    });
    expect(shown).toEqual([]);

    // The address form's checks by code, in Hindi; the state chosen by its Hindi name is sent as the server's.
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(screen.getByLabelText('पते की पंक्ति 1')).toHaveAccessibleDescription('पते की पंक्ति 1 ज़रूरी है');
    expect(screen.getByRole('combobox', { name: 'राज्य / केंद्र शासित प्रदेश' })).toHaveAccessibleDescription(
      'कृपया राज्य या केंद्र शासित प्रदेश चुनें',
    );
    expect(screen.getByLabelText('PIN कोड')).toHaveAccessibleDescription('कृपया 6 अंकों का सही PIN कोड डालें');
    await fill(user, screen.getByLabelText('पते की पंक्ति 1'), '12, Lavelle Road');
    await fill(user, screen.getByLabelText('इलाका'), 'Ashok Nagar');
    await fill(user, screen.getByLabelText('शहर'), 'Bengaluru');
    await user.click(screen.getByRole('combobox', { name: 'राज्य / केंद्र शासित प्रदेश' }));
    await user.click(await screen.findByTitle('कर्नाटक'));
    await user.type(screen.getByLabelText('PIN कोड'), '560001');
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(await screen.findByText('पता सेव हो गया!')).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(await bodyOf(post)).toMatchObject({ state: 'Karnataka', pincode: '560001' });
  });

  it('checks the personal details in Hindi by their codes', async () => {
    serveProfile({ '/api/v1/me/sessions': () => jsonResponse([]) });
    const user = userEvent.setup({ delay: null });
    renderProfile('/profile', 'hi');

    const firstName = await screen.findByLabelText('पहला नाम');
    await user.clear(firstName);
    await fill(user, screen.getByLabelText('UPI आईडी (वैकल्पिक)'), 'not-a-upi-id');
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(firstName).toHaveAccessibleDescription('कृपया अपना नाम डालें');
    expect(screen.getByLabelText('UPI आईडी (वैकल्पिक)')).toHaveAccessibleDescription(
      'कृपया सही UPI आईडी डालें (जैसे username@bank) ट्रांसफ़र पूरा होने के 24-48 घंटों के अंदर विक्रेता का पेआउट इसी UPI आईडी पर भेजा जाता है।',
    );
  });
});
