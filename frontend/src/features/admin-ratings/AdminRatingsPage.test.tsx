import { screen, waitFor, within } from '@testing-library/react';
import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminRatingsRoute } from '../../routes/admin.ratings';
import { jsonResponse, listResponse, mockApi, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import type { AdminRating } from './queries';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

function makeRating(overrides: Partial<AdminRating> = {}): AdminRating {
  return {
    id: 'aaaaaaaa-1111-4000-8000-000000000001',
    purchase_id: 'bbbbbbbb-1111-4000-8000-000000000001',
    transaction_id: 'cccccccc-1111-4000-8000-000000000001',
    stars: 1,
    comment: 'Call him on 98xxxxxx',
    comment_hidden_at: null,
    comment_hidden_reason: null,
    reply: null,
    created_at: '2026-12-10T10:00:00.000Z',
    updated_at: '2026-12-10T10:00:00.000Z',
    event: { id: 'e1', title: 'Monsoon Melodies' },
    buyer: { id: 'b1', full_name: 'Rohan Mehta', email: 'rohan@example.in' },
    seller: { id: 's1', full_name: 'Priya Sharma', email: 'priya@example.in' },
    ...overrides,
  };
}

describe('/admin/ratings', () => {
  it('lists the ratings and hides a comment with the reason, which is required', async () => {
    let rating = makeRating();
    const bodies: unknown[] = [];
    const fetchSpy = mockApi({
      '/api/v1/auth/session': sessionAnswer(admin),
      '/api/v1/admin/ratings': () => listResponse([rating]),
      [`/api/v1/admin/ratings/${rating.id}/hide`]: async (_url, request) => {
        bodies.push(await request.json());
        rating = { ...rating, comment_hidden_at: '2026-12-11T10:00:00.000Z', comment_hidden_reason: 'A phone number' };
        return jsonResponse({ message: RATING_MESSAGES.hidden });
      },
    });
    const user = setupUser();
    renderRoutes({ '/admin': AdminRoute, '/admin/ratings': AdminRatingsRoute }, '/admin/ratings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings' })).toBeInTheDocument();
    const row = (await screen.findByText('Call him on 98xxxxxx')).closest('tr')!;
    expect(row).toHaveTextContent('Monsoon Melodies');
    expect(row).toHaveTextContent('Priya Sharma');
    expect(within(row).getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Hide comment' }));
    // Under test, antd gives every generated id the same value ('test-id'): the dialog is found by its words.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hide this comment');
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    expect(await within(dialog).findByText(RATING_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Reason'), 'A phone number');
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'A phone number' }]));
    expect(await screen.findByText('Hidden: A phone number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show comment again' })).toBeInTheDocument();
    // Read again after the change: the row shows what the server now says.
    expect(requestedUrls(fetchSpy, '/api/v1/admin/ratings').length).toBeGreaterThan(1);
  });
});
