import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminUsersRoute } from '../../routes/admin.users';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import type { AdminUser } from './queries';

/*
 * Admin > Users: activating, deactivating and admin rights each need a confirmation first (spec 2 and 6),
 * then say the spec's message; nothing is sent when staff cancel.
 */

const me = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

function person(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 'u1',
    email: 'priya@example.in',
    full_name: 'Priya Sharma',
    phone: '+919800000002',
    role: 'user',
    status: 'active',
    is_admin: false,
    is_active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    deletion_requested_at: null,
    ...overrides,
  };
}

const priya = person({});
const rahul = person({
  id: 'u2',
  email: 'rahul@example.in',
  full_name: 'Rahul Verma',
  is_active: false,
  status: 'inactive',
});

/** Every PATCH the page sent: which person, and the change. */
let sent: { id: string; body: Record<string, boolean> }[] = [];

function serve(patch: (body: Record<string, boolean>, id: string) => Response) {
  const users = [priya, rahul];
  sent = [];
  const answer = async (id: string, request: Request) => {
    const body = (await request.json()) as Record<string, boolean>;
    sent.push({ id, body });
    return patch(body, id);
  };
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(me),
    '/api/v1/admin/users': () => {
      const response = jsonResponse(users);
      response.headers.set('X-Total-Count', String(users.length));
      return response;
    },
    '/api/v1/admin/users/u1': (_url, request) => answer('u1', request),
    '/api/v1/admin/users/u2': (_url, request) => answer('u2', request),
  });
}

async function openUsers() {
  const user = setupUser();
  renderRoutes({ '/admin': AdminRoute, '/admin/users': AdminUsersRoute }, '/admin/users');
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  await screen.findByRole('checkbox', { name: 'Active: Priya Sharma' });
  return user;
}

describe('/admin/users confirmations', () => {
  it('deactivates only after the confirmation, and says so', async () => {
    serve((body) => jsonResponse({ ...priya, ...{ is_active: body.isActive }, message: 'User deactivated' }));
    const user = await openUsers();

    await user.click(screen.getByRole('checkbox', { name: 'Active: Priya Sharma' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Deactivate this account?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Active: Priya Sharma' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Active: Priya Sharma' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'u1', body: { isActive: false } }]);
  });

  it('activates an inactive account after the confirmation', async () => {
    serve((body) => jsonResponse({ ...rahul, is_active: body.isActive, message: 'User activated' }));
    const user = await openUsers();
    await user.click(screen.getByRole('checkbox', { name: 'Active: Rahul Verma' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Activate this account?');
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('User activated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'u2', body: { isActive: true } }]);
  });

  it('makes an admin after the confirmation, and shows a refusal as an error', async () => {
    let refuse = false;
    serve((body) =>
      refuse
        ? problem(409, 'Activate the account before making it an admin')
        : jsonResponse({ ...priya, is_admin: body.isAdmin, message: 'User has been made an admin' }),
    );
    const user = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Make admin: Priya Sharma' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('User has been made an admin')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'u1', body: { isAdmin: true } }]);

    refuse = true;
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Make admin: Priya Sharma' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Make admin' }));
    expect(
      await screen.findByText('Error updating user: Activate the account before making it an admin'),
    ).toBeInTheDocument();
  });
});
