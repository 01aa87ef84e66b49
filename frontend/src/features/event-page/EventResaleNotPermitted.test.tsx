import { screen } from '@testing-library/react';
import { RESALE_NOT_PERMITTED } from '@ticketsetu/contracts/rules';
import { describe, expect, it } from 'vitest';
import { Route as EventRoute } from '../../routes/event.$id';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { makeEventPage } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

/** An event whose organiser forbids resale (ADR 63): its page says so instead of offering to sell. */
function serve(resaleNotPermitted: boolean) {
  mockApi({
    '/api/v1/events/e1': () =>
      jsonResponse(
        makeEventPage({ id: 'e1', title: 'Kabaddi Finals', listings: [], resale_not_permitted: resaleNotPermitted }),
      ),
  });
  renderRoutes({ '/event/$id': EventRoute }, '/event/e1');
}

describe('Event page: resale not permitted', () => {
  it('says the organiser does not permit resale, and has no way to the sell form', async () => {
    serve(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kabaddi Finals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: RESALE_NOT_PERMITTED })).toBeInTheDocument();
    expect(screen.getByText(/no tickets can be sold or bought on TicketSetu/)).toBeInTheDocument();
    // Nor a waiting list for tickets that will never come up.
    expect(screen.queryByRole('heading', { name: 'Join the waiting list' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/sell'))).toEqual([]);
  });

  it('offers to sell on an event without it', async () => {
    serve(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kabaddi Finals' })).toBeInTheDocument();
    expect(screen.queryByText(RESALE_NOT_PERMITTED, { exact: false })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/sell')).length,
    ).toBeGreaterThan(0);
  });
});
