import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '../../AppProviders';
import { appRouterOptions } from '../../router-options';
import { createI18n, loadMessages } from '../../shared/i18n';
import { createQueryClient } from '../../shared/query-client';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderWithRouter } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { AddressPicker } from './AddressPicker';
import type { SavedAddress } from './queries';

function address(overrides: Partial<SavedAddress>): SavedAddress {
  return {
    id: 'a1',
    address_line1: '12, Lavelle Road',
    address_line2: null,
    area: 'Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    is_default: true,
    text: '12, Lavelle Road, Ashok Nagar, Bengaluru, Karnataka - 560001',
    ...overrides,
  };
}
const home = address({});
const office = address({
  id: 'a2',
  address_line1: 'Flat 4B, Sea Breeze',
  area: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  is_default: false,
  text: 'Flat 4B, Sea Breeze, Bandra West, Mumbai, Maharashtra - 400050',
});

function Choosing({ onChange }: { onChange: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  return (
    <AddressPicker
      mode="select"
      label="Delivery address"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('AddressPicker', () => {
  it('offers nothing to press while the session is still being read', async () => {
    let answerSession: (response: Response) => void = () => {};
    mockApi({
      '/api/v1/auth/session': () => new Promise<Response>((resolve) => (answerSession = resolve)),
      '/api/v1/me/addresses': () => jsonResponse([]),
    });
    renderWithRouter(<AddressPicker mode="manage" />);

    await screen.findByText((_, element) => element?.getAttribute('aria-busy') === 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('No saved addresses yet.')).not.toBeInTheDocument();

    answerSession(sessionAnswer(makeSessionUser())());
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
  });

  it('says an address needs a signed-in person, with no button that cannot work', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(null) });
    renderWithRouter(<AddressPicker mode="manage" />);
    expect(await screen.findByText('You must be logged in to add an address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a new address' })).not.toBeInTheDocument();
  });

  it('chooses the default at first, and another with the arrow keys (one radio group, one Tab stop)', async () => {
    mockApi({
      '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
      '/api/v1/me/addresses': () => jsonResponse([office, home]),
    });
    const chosen = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<Choosing onChange={chosen} />);

    const group = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    const [first, second] = within(group).getAllByRole('radio');
    expect(first).toHaveAccessibleName(/12, Lavelle Road.*Default/);
    expect(first).toBeChecked();
    expect(chosen).toHaveBeenLastCalledWith('a1');

    await user.click(first!);
    await user.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
    expect(chosen).toHaveBeenLastCalledWith('a2');
  });

  it('asks in a dialog before deleting, and Keep leaves the address', async () => {
    const fetchSpy = mockApi({
      '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
      '/api/v1/me/addresses': () => jsonResponse([home, office]),
      '/api/v1/me/addresses/a2': () => jsonResponse({ message: 'Address deleted successfully!' }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<AddressPicker mode="manage" />);

    const remove = await screen.findByRole('button', { name: `Delete address: ${office.text}` });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent(office.text);
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(fetchSpy.mock.calls.some(([request]) => (request as Request).method === 'DELETE')).toBe(false);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted successfully!')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => (request as Request).method === 'DELETE')).toBe(true);
  });
});

describe('AddressPicker on a page of another area', () => {
  it.each([
    ['en', '/checkout', 'No saved addresses yet.'],
    ['hi', '/sell', 'अभी कोई सेव किया हुआ पता नहीं है।'],
  ] as const)('in %s on %s loads the account words it is written in, then draws', async (locale, path, empty) => {
    mockApi({
      '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
      '/api/v1/me/addresses': () => jsonResponse([]),
    });
    // The page's i18n as the browser makes it: the shell's and the page's own area's words only.
    const i18n = createI18n(locale, await loadMessages(locale, path), path);
    expect(i18n._('No saved addresses yet.')).toBe('No saved addresses yet.');
    const queryClient = createQueryClient();
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <AddressPicker mode="select" label="Delivery address" /> }),
      history: createMemoryHistory({ initialEntries: [path] }),
      ...appRouterOptions(queryClient, i18n),
    });
    render(
      <AppProviders queryClient={queryClient} i18n={i18n} motion={false}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });
});
