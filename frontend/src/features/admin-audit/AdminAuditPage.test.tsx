import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminAuditRoute } from '../../routes/admin.audit';
import { listResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import { auditKinds } from '@ticketsetu/contracts/audit';
import { AUDIT_KIND_GROUPS, auditChanges, auditChangeSummary, auditValue, type AuditEntry } from './audit-labels';

const admin = makeSessionUser({ id: 'a0000000-0000-4000-8000-000000000001', full_name: 'Meera Iyer', is_admin: true });
const meera = { id: admin.id, full_name: 'Meera Iyer', email: 'meera@ticketsetu.in' };
const arjun = { id: 'a0000000-0000-4000-8000-000000000002', full_name: 'Arjun Rao', email: 'arjun@ticketsetu.in' };

const created: AuditEntry = {
  id: 'l1',
  actor: meera,
  kind: 'event.created',
  target: 'event',
  target_id: 'e0000000-0000-4000-8000-000000000001',
  before: null,
  after: { title: 'Fair Play Live', city: 'Mumbai', is_active: true, resale_cap_percent: 20, resale_cap_price: null },
  at: '2026-11-23T06:00:00.000Z',
};
const verified: AuditEntry = {
  ...created,
  id: 'l2',
  kind: 'event.verified',
  before: { title: 'Fair Play Live', verified: null, event_date: '2026-12-01T14:00:00.000Z' },
  after: { title: 'Fair Play Live', verified: true, event_date: '2026-12-01T14:00:00.000Z' },
  at: '2026-11-23T06:05:00.000Z',
};
const deactivated: AuditEntry = {
  id: 'l3',
  actor: arjun,
  kind: 'user.deactivated',
  target: 'user',
  target_id: 'u0000000-0000-4000-8000-000000000009',
  before: { is_active: true },
  after: { is_active: false },
  at: '2026-11-22T18:30:00.000Z',
};
const acknowledged: AuditEntry = {
  ...deactivated,
  id: 'l4',
  kind: 'dispute.acknowledged',
  target: 'dispute',
  target_id: 'd0000000-0000-4000-8000-000000000004',
  before: { status: 'open' },
  after: { status: 'awaiting_seller' },
};

function serve(handlers: Record<string, (url: URL) => Response> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/audit': () => listResponse([verified, created, deactivated, acknowledged], 4),
    '/api/v1/admin/users': () => listResponse([{ ...meera, phone: null }]),
    ...handlers,
  });
}

async function openAudit(url = '/admin/audit') {
  const user = setupUser();
  const app = renderRoutes({ '/admin': AdminRoute, '/admin/audit': AdminAuditRoute }, url);
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  return { user, ...app };
}

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

describe('/admin/audit', () => {
  it('shows when (IST), who, the action in words, the target with a link where there is a page, and the change', async () => {
    const fetchSpy = serve();
    await openAudit();
    await screen.findByText('User deactivated');
    const row = rowOf('Event verified');
    expect(row).toHaveTextContent('23 Nov 2026, 11:35 am');
    expect(row).toHaveTextContent('Meera Iyer');
    expect(row).toHaveTextContent('Verified: — → Yes');
    expect(within(row).getByRole('link', { name: 'Fair Play Live' })).toHaveAttribute(
      'href',
      '/admin/events?search=Fair%20Play%20Live',
    );
    expect(rowOf('Event created')).toHaveTextContent('Created');
    const user = rowOf('User deactivated');
    expect(user).toHaveTextContent('Arjun Rao');
    expect(user).toHaveTextContent('u0000000');
    expect(user).toHaveTextContent('Active: Yes → No');
    // No admin page for one user: the id, without a link.
    expect(within(user).queryByRole('link', { name: 'u0000000' })).not.toBeInTheDocument();
    expect(within(rowOf('Dispute acknowledged')).getByRole('link', { name: 'd0000000' })).toHaveAttribute(
      'href',
      '/admin/disputes/d0000000-0000-4000-8000-000000000004',
    );
    expect(screen.getByText('4 entries')).toBeInTheDocument();
    expect(Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/audit')[0]!.searchParams)).toEqual({
      limit: '20',
      offset: '0',
    });
  });

  it('shows every field before and after in the details drawer, the changed ones marked', async () => {
    serve();
    const { user } = await openAudit();
    await screen.findByText('User deactivated');
    await user.click(within(rowOf('Event verified')).getByRole('button', { name: /^Details/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Audit entry' });
    const table = within(drawer).getByRole('table', { name: 'Fields before and after the action' });
    const verifiedRow = within(table).getByRole('row', { name: /Verified/ });
    expect(verifiedRow).toHaveTextContent('Verified (changed)—Yes');
    expect(verifiedRow).toHaveClass('is-changed');
    const dateRow = within(table).getByRole('row', { name: /Date/ });
    expect(dateRow).toHaveTextContent('1 Dec 2026, 7:30 pm');
    expect(dateRow).not.toHaveClass('is-changed');
    expect(drawer).toHaveTextContent('e0000000-0000-4000-8000-000000000001');
  });

  it('filters by staff, action and days (IST) in the URL, and downloads the same filter as CSV', async () => {
    const fetchSpy = serve();
    const { user, router } = await openAudit();
    await screen.findByText('User deactivated');

    await user.click(screen.getByRole('combobox', { name: 'Staff' }));
    await user.click(await screen.findByTitle('Arjun Rao'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ actor: arjun.id }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByTitle('Event verified'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ kind: 'event.verified' }));
    await fill(user, screen.getByLabelText('From'), '2026-11-01');
    await fill(user, screen.getByLabelText('To'), '2026-11-23');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: '2026-11-01', to: '2026-11-23' }));

    await waitFor(() =>
      expect(Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/audit').at(-1)!.searchParams)).toEqual({
        actor: arjun.id,
        kind: 'event.verified',
        from: '2026-11-01T00:00:00.000+05:30',
        to: '2026-11-23T23:59:59.999+05:30',
        limit: '20',
        offset: '0',
      }),
    );
    const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/v1/admin/audit');
    expect(Object.fromEntries(csv.searchParams)).toMatchObject({
      actor: arjun.id,
      kind: 'event.verified',
      format: 'csv',
    });
  });

  it("says 'Error loading the audit log' when it cannot be read", async () => {
    serve({ '/api/v1/admin/audit': () => problem(400, 'Invalid time value') });
    await openAudit('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Error loading the audit log' })).toBeInTheDocument();
    expect(screen.getByText('Invalid time value')).toBeInTheDocument();
  });

  it('ignores a filter in the URL that does not parse', async () => {
    const fetchSpy = serve();
    await openAudit('/admin/audit?kind=event.stolen&from=yesterday&actor=nobody');
    await screen.findByText('User deactivated');
    expect(Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/audit')[0]!.searchParams)).toEqual({
      limit: '20',
      offset: '0',
    });
  });
});

describe('audit values in words', () => {
  it('names every kind the server records, once, in the Kind filter', () => {
    const named = AUDIT_KIND_GROUPS.flatMap((group) => group.kinds.map(([kind]) => kind));
    expect([...named].sort()).toEqual([...auditKinds].sort());
  });

  it('reads booleans, nothing, times, amounts in paise and percents as people do', () => {
    expect(auditValue('is_active', false)).toBe('No');
    expect(auditValue('remarks', null)).toBe('—');
    expect(auditValue('event_date', '2026-12-01T14:00:00.000Z')).toBe('1 Dec 2026, 7:30 pm');
    expect(auditValue('resale_cap_price', 150000)).toBe('₹1,500.00');
    expect(auditValue('seller_fee_percent', 5)).toBe('5%');
    expect(auditValue('status', 'mobile_transfer_sent')).toBe('mobile transfer sent');
  });

  it('marks a created or deleted record as such, and counts what else changed', () => {
    expect(auditChangeSummary({ ...created })).toBe('Created');
    expect(auditChangeSummary({ ...created, before: created.after, after: null })).toBe('Deleted');
    const many = { ...created, before: { a: 1, b: 1, c: 1 }, after: { a: 2, b: 2, c: 2 } };
    expect(auditChangeSummary(many)).toBe('A: 1 → 2; B: 1 → 2; +1 more');
    expect(auditChanges(deactivated)).toEqual([
      { field: 'is_active', label: 'Active', before: 'Yes', after: 'No', changed: true },
    ]);
  });

  it('lists the fields in a reading order (title first), not the order the database stored them', () => {
    const stored = { city: 'Jaipur', zeta: 1, is_active: true, title: 'Monsoon Nights', category_id: 'c-1' };
    const fields = auditChanges({ before: null, after: stored }).map((change) => change.label);
    expect(fields).toEqual(['Title', 'City', 'Category (id)', 'Active', 'Zeta']);
  });
});
