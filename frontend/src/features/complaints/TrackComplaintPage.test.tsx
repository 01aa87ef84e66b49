import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GRIEVANCE_OFFICER } from '../../shared/site-facts';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as TrackRoute } from '../../routes/complaints.track';
import { renderRoutes } from '../../test/render';

const NOT_FOUND = 'We could not find a complaint with that tracking number and email address.';

const standing = {
  tracking_number: 'TS-C-2026-7K3QXM',
  kind: 'contact_message',
  stage: 'acknowledged',
  status_label: 'Being handled',
  filed_at: '2026-12-01T04:30:00.000Z',
  acknowledge_by: '2026-12-03T04:30:00.000Z',
  resolve_by: '2026-12-31T04:30:00.000Z',
  acknowledged_at: '2026-12-01T09:00:00.000Z',
  settled_at: null,
  acknowledgement_overdue: false,
  resolution_overdue: true,
};

async function openTrackPage() {
  renderRoutes({ '/complaints/track': TrackRoute }, '/complaints/track');
  await screen.findByRole('heading', { level: 1, name: 'Track a complaint' });
  return userEvent.setup();
}

describe('/complaints/track', () => {
  it('asks for both fields before looking anything up', async () => {
    const asked: unknown[] = [];
    mockApi({ '/api/v1/complaints/track': () => (asked.push(1), jsonResponse(standing)) });
    const user = await openTrackPage();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Please enter your tracking number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number')).toHaveFocus();
    expect(asked).toHaveLength(0);
  });

  it('shows where the complaint stands, in IST, and moves the focus there', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/v1/complaints/track': async (_url, request) => {
        sent.push(await request.json());
        return jsonResponse(standing);
      },
    });
    const user = await openTrackPage();
    await user.type(screen.getByLabelText('Tracking number'), 'ts-c-2026-7k3qxm');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.in{Enter}');
    const panel = await screen.findByRole('region', { name: 'Contact message TS-C-2026-7K3QXM' });
    expect(sent).toEqual([{ tracking_number: 'ts-c-2026-7k3qxm', email: 'asha@example.in' }]);
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('Being handled')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Filed1 Dec 2026, 10:00 am');
    expect(panel).toHaveTextContent('AcknowledgedDone 1 Dec 2026, 2:30 pm');
    expect(panel).toHaveTextContent('SettledDue by 31 Dec 2026, 10:00 am (overdue)');
  });

  it("gives the server's one neutral answer for a number and email that do not match", async () => {
    mockApi({ '/api/v1/complaints/track': () => problem(404, NOT_FOUND) });
    const user = await openTrackPage();
    await user.type(screen.getByLabelText('Tracking number'), 'TS-C-2026-ZZZZZZ');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByRole('region', { name: /TS-C-2026/ })).not.toBeInTheDocument();
  });

  it('names the grievance officer the rest of the site names', async () => {
    mockApi({});
    await openTrackPage();
    const officer = screen.getByRole('group', { name: 'Grievance Officer' });
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.name);
    expect(within(officer).getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute(
      'href',
      `mailto:${GRIEVANCE_OFFICER.email}`,
    );
  });
});
