import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminMessagesRoute } from '../../routes/admin.messages';
import { jsonResponse, listResponse, mockApi, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import type { ContactMessage } from './queries';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });
const NOW = new Date('2026-12-05T10:00:00+05:30');

function makeMessage(over: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: '44444444-0000-4000-8000-000000000001',
    name: 'Asha Kulkarni',
    email: 'asha@example.in',
    subject: 'Refund question',
    message: 'When will my refund arrive?',
    created_at: '2026-12-01T04:30:00.000Z',
    forwarded_at: '2026-12-01T04:30:05.000Z',
    tracking_number: 'TS-C-2026-7K3QXM',
    status: 'received',
    acknowledge_by: '2026-12-03T04:30:00.000Z', // two days before NOW: overdue
    resolve_by: '2026-12-31T04:30:00.000Z',
    acknowledged_at: null,
    closed_at: null,
    acknowledgement_overdue: true,
    resolution_overdue: false,
    ...over,
  };
}

const late = makeMessage();
const handled = makeMessage({
  id: '44444444-0000-4000-8000-000000000002',
  tracking_number: 'TS-C-2026-AB12CD',
  status: 'acknowledged',
  acknowledge_by: '2026-12-06T04:30:00.000Z',
  acknowledged_at: '2026-12-04T04:30:00.000Z',
  acknowledgement_overdue: false,
});

describe('/admin/messages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the deadline order, shows each number with the time left, and acknowledges', async () => {
    const fetchSpy = mockApi({
      '/api/v1/auth/session': sessionAnswer(admin),
      '/api/v1/admin/contact-messages': () => listResponse([late, handled]),
      [`/api/v1/admin/contact-messages/${late.id}/acknowledge`]: () =>
        jsonResponse({ message: 'Message acknowledged', contact_message: { ...late, status: 'acknowledged' } }),
    });
    renderRoutes({ '/admin': AdminRoute, '/admin/messages': AdminMessagesRoute }, '/admin/messages');
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const row = (await within(table).findByText('TS-C-2026-7K3QXM', { selector: '.admin-tracking-number' })).closest(
      'tr',
    )!;
    expect(
      Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/contact-messages')[0]!.searchParams),
    ).toMatchObject({ sort: 'deadline' });
    expect(row).toHaveTextContent('Acknowledge: Overdue by 2 days (by 3 Dec 2026, 10:00 am)');
    expect(row).toHaveTextContent('Settle: 26 days left');
    expect(within(row).getByText('Overdue by 2 days').closest('.admin-clock__line')).toHaveClass('is-overdue');
    const second = within(table).getByText('TS-C-2026-AB12CD', { selector: '.admin-tracking-number' }).closest('tr')!;
    expect(second).toHaveTextContent('Acknowledge: done 4 Dec 2026, 10:00 am');
    expect(within(second).queryByRole('button', { name: /^Acknowledge/ })).not.toBeInTheDocument();

    const user = setupUser();
    await user.click(within(row).getByRole('button', { name: 'Acknowledge TS-C-2026-7K3QXM' }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([r]) => r.method === 'POST' && r.url.endsWith(`/api/v1/admin/contact-messages/${late.id}/acknowledge`),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Message acknowledged: TS-C-2026-7K3QXM')).toBeInTheDocument();
  });
});
