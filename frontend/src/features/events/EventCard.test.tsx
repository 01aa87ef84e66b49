import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { EventCard } from './EventCard';

describe('EventCard', () => {
  it('shows the lowest price in rupees and links to the event page', async () => {
    const event = makeEvent({ id: 'e1', title: 'Monsoon Melodies', min_price: 189900, available_tickets: 7 });
    renderWithRouter(<EventCard event={event} />);

    expect(await screen.findByText('Starting from ₹1,899.00')).toBeInTheDocument();
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monsoon Melodies' })).toHaveAttribute('href', '/event/e1');
    expect(screen.getByText('7 tickets available')).toBeInTheDocument();
    expect(screen.getByText('Concerts')).toBeInTheDocument();
    expect(screen.getByText('NSCI Dome, Worli, Mumbai')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, 1 December 2026 at 7:30 pm')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Concerts artwork for Monsoon Melodies' })).toHaveAttribute(
      'src',
      '/images/events/concert.svg',
    );
  });

  it('says Sold out when no tickets are left', async () => {
    renderWithRouter(<EventCard event={makeEvent({ available_tickets: 0, min_price: 150000 })} />);
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByText(/Starting from/)).not.toBeInTheDocument();
  });

  it('says Sold out when there is no minimum price', async () => {
    renderWithRouter(<EventCard event={makeEvent({ available_tickets: 3, min_price: null })} />);
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
  });

  it('shows a placeholder instead of a broken image when the event has none', async () => {
    const { container } = renderWithRouter(
      <EventCard event={makeEvent({ image_url: null, category: { id: 'c', name: 'Theatre' } })} />,
    );
    await screen.findByText('Theatre');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.event-image--placeholder')).toHaveTextContent('T');
  });
});
