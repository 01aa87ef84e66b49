import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as EventRoute } from '../../routes/event.$id';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { makeEventPage } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

/** The event page tells buyers how the event caps resale (ADR 28), or says nothing when it does not. */
function serve(caps: { resale_cap_percent: number | null; resale_cap_price: number | null }) {
  mockApi({ '/api/v1/events/e1': () => jsonResponse(makeEventPage({ id: 'e1', title: 'Fair Play Live', ...caps })) });
  renderRoutes({ '/event/$id': EventRoute }, '/event/e1');
}

describe('Event page: resale cap', () => {
  it('says a percent cap over face value', async () => {
    serve({ resale_cap_percent: 20, resale_cap_price: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fair Play Live' })).toBeInTheDocument();
    expect(screen.getByText(/^Price capped at face value \+ 20%/)).toBeInTheDocument();
  });

  it('says a fixed maximum in rupees', async () => {
    serve({ resale_cap_percent: null, resale_cap_price: 150000 });
    expect(await screen.findByText(/^Price capped at ₹1,500\.00 per ticket/)).toBeInTheDocument();
  });

  it('says nothing of a cap for an event without one', async () => {
    serve({ resale_cap_percent: null, resale_cap_price: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fair Play Live' })).toBeInTheDocument();
    expect(screen.queryByText(/Price capped/)).not.toBeInTheDocument();
  });
});
