import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as DevOutboxRoute } from '../../routes/dev.outbox';
import { renderRoutes } from '../../test/render';

function renderOutbox() {
  return renderRoutes({ '/dev/outbox': DevOutboxRoute }, '/dev/outbox');
}

describe('/dev/outbox', () => {
  it('lists text messages and emails, with the links clickable', async () => {
    mockApi({
      '/api/dev/outbox': () =>
        jsonResponse({
          sms: [
            {
              phone: '+919876543210',
              text: '482913 is your TicketSetu verification code.',
              created_at: '2026-11-21T10:00:00Z',
            },
          ],
          mail: [
            {
              recipient: 'priya@example.in',
              subject: 'Reset your TicketSetu password',
              text: 'Open this link:\nhttp://localhost:3000/reset-password?token=abc123\n',
              created_at: '2026-11-21T10:05:00Z',
            },
          ],
        }),
    });
    renderOutbox();

    expect(await screen.findByText('482913 is your TicketSetu verification code.')).toBeInTheDocument();
    expect(screen.getByText('+919876543210')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset your TicketSetu password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:3000/reset-password?token=abc123' })).toHaveAttribute(
      'href',
      'http://localhost:3000/reset-password?token=abc123',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('says it only works in development when the endpoint is missing', async () => {
    mockApi({ '/api/dev/outbox': () => problem(404, 'Not Found') });
    renderOutbox();
    expect(
      await screen.findByText('The dev outbox is only available in development, on the computer running the app.'),
    ).toBeInTheDocument();
  });
});
