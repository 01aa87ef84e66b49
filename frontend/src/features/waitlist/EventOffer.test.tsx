import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as EventRoute } from '../../routes/event.$id';
import { jsonResponse, mockApi, requestedUrls } from '../../test/api-mock';
import { makeEventPage, makeListing } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { makeWaitlistEntry, makeWaitlistOffer, WAITLIST_IDS } from '../../test/waitlist-fixtures';
import { foreignWordsOnPage, HINDI_EVENT_NAMES } from '../../test/hindi-page';
import type { WaitlistEntry } from './queries';

/*
 * The event page as the fan the waiting list chose sees it (ADR 25): the seats held for them with
 * their countdown and Buy now, never 'Sold out' beside them; the offer that lapsed; and a sold-out
 * event told from one never listed.
 */

const { event: EVENT, offer: OFFER, listing: LISTING } = WAITLIST_IDS;

const soldOut = makeEventPage({
  id: EVENT,
  title: 'Kabaddi Finals Night',
  available_tickets: 0,
  min_price: null,
  listings: [],
  ever_listed: true,
});

function serve({ entries = [] as WaitlistEntry[], event = soldOut } = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser({ id: 'buyer-1', full_name: 'Rohan Mehta' })),
    [`/api/v1/events/${EVENT}`]: () => jsonResponse(event),
    '/api/v1/me/waitlist': () => jsonResponse(entries),
  });
}

const openEvent = async () => {
  renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Kabaddi Finals Night' })).toBeInTheDocument();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('event page: the seats the waiting list holds for the fan', () => {
  it('shows the hold with its deadline, countdown and Buy now, and nothing saying the seats are gone', async () => {
    const expiresAt = new Date(Date.now() + 12 * 60_000 + 30_000).toISOString();
    serve({ entries: [makeWaitlistEntry({ offer: makeWaitlistOffer({ expires_at: expiresAt }) })] });
    await openEvent();

    const hold = await screen.findByRole('region', { name: '2 tickets held for you' });
    expect(within(hold).getByRole('heading', { level: 2, name: '2 tickets held for you' })).toBeInTheDocument();
    expect(hold).toHaveTextContent(/Buy by \d{1,2} \w{3} 2026, \d{1,2}:\d{2} [ap]m \(12:\d{2} left\)/);
    expect(within(hold).getByRole('timer', { name: 'Time left on the offer' })).toBeInTheDocument();
    expect(hold).toHaveTextContent('Lower Tier · ₹1,500.00 per ticket · Mobile Transfer');
    expect(within(hold).getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      `/checkout/${LISTING}?quantity=2&offer=${OFFER}`,
    );
    expect(within(hold).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    expect(screen.getByText('2 tickets held for you', { selector: '.event-hero__price' })).toBeInTheDocument();
    expect(screen.getByText('No other tickets available')).toBeInTheDocument();
    expect(screen.queryByText('No tickets available')).not.toBeInTheDocument();
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
    expect(screen.queryByText('No tickets on sale yet')).not.toBeInTheDocument();
    expect(screen.queryByText(/You are on the waiting list/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });

  it('counts down from the server’s expiry time, then says the offer expired and reads the lists again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expiresAt = new Date(Date.now() + 65_000).toISOString();
    const fetchSpy = serve({ entries: [makeWaitlistEntry({ offer: makeWaitlistOffer({ expires_at: expiresAt }) })] });
    await openEvent();

    const timer = await screen.findByRole('timer', { name: 'Time left on the offer' });
    expect(timer).toHaveTextContent(/\(01:0[45] left\)/);
    const readsBefore = requestedUrls(fetchSpy, '/api/v1/me/waitlist').length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(timer).toHaveTextContent(/\(00:3[45] left\)/);
    // Nothing polls meanwhile: the waiting list is read again only when the time is up.
    expect(requestedUrls(fetchSpy, '/api/v1/me/waitlist')).toHaveLength(readsBefore);

    await act(() => vi.advanceTimersByTimeAsync(36_000));
    expect(screen.queryByRole('region', { name: '2 tickets held for you' })).not.toBeInTheDocument();
    expect(screen.getByText('Your offer of 2 tickets expired')).toBeInTheDocument();
    expect(screen.getByText(/were not bought, so they went to the next person waiting/)).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/me/waitlist').length).toBeGreaterThan(readsBefore);
    expect(requestedUrls(fetchSpy, `/api/v1/events/${EVENT}`).length).toBeGreaterThan(1);
    // Back to waiting, on a sold-out event.
    expect(await screen.findByRole('heading', { level: 3, name: 'Sold out' })).toBeInTheDocument();
    expect(await screen.findByText('You are on the waiting list for 2 tickets, any type.')).toBeInTheDocument();
  });

  it('shows an offer being paid for with Continue to checkout, without a countdown', async () => {
    serve({ entries: [makeWaitlistEntry({ offer: makeWaitlistOffer({ status: 'in_checkout' }) })] });
    await openEvent();
    const hold = await screen.findByRole('region', { name: '2 tickets held for you' });
    expect(hold).toHaveTextContent('You started paying for these seats. Finish the payment to get them.');
    expect(within(hold).getByRole('link', { name: 'Continue to checkout' })).toBeInTheDocument();
    expect(within(hold).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('tells the fan whose offer lapsed, kindly, while they stay on the list', async () => {
    const lapsed = makeWaitlistOffer({ status: 'expired', expires_at: '2026-11-23T09:45:00.000Z' });
    serve({ entries: [makeWaitlistEntry({ lapsed_offer: lapsed })] });
    await openEvent();
    expect(await screen.findByText('Your offer of 2 tickets expired')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The seats held for you until 23 Nov 2026, 3:15 pm (Lower Tier · ₹1,500.00 per ticket · Mobile Transfer) were not bought, so they went to the next person waiting. You are still on the waiting list: if more tickets come up and it is your turn, we will email you.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('You are on the waiting list for 2 tickets, any type.')).toBeInTheDocument();
  });
});

describe('event page: nothing on sale', () => {
  it('says a sold-out event is sold out and invites joining the waiting list', async () => {
    serve();
    await openEvent();
    expect(await screen.findByRole('heading', { level: 3, name: 'Sold out' })).toBeInTheDocument();
    expect(screen.getByText('Sold out', { selector: '.event-hero__price' })).toBeInTheDocument();
    expect(screen.getByText(/Every ticket listed for this event is sold or held for a buyer/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(screen.queryByText('No tickets on sale yet')).not.toBeInTheDocument();
    expect(screen.queryByText(/Check back soon/)).not.toBeInTheDocument();
  });

  it('says an event never listed has no tickets on sale yet, also with filters', async () => {
    serve({ event: { ...soldOut, ever_listed: false } });
    await openEvent();
    expect(await screen.findByRole('heading', { level: 3, name: 'No tickets on sale yet' })).toBeInTheDocument();
    expect(screen.getByText('Not on sale yet', { selector: '.event-hero__price' })).toBeInTheDocument();
    expect(screen.getByText(/Check back soon/)).toBeInTheDocument();
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('keeps "No tickets match these filters" for an event with tickets of another kind', async () => {
    serve({ event: { ...soldOut, available_tickets: 3, min_price: 150000, listings: [] } });
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}?type=physical`);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No tickets match these filters' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('shows the other listings on sale below the hold', async () => {
    serve({
      entries: [makeWaitlistEntry({ offer: makeWaitlistOffer() })],
      event: { ...soldOut, available_tickets: 1, min_price: 250000, listings: [makeListing({ section: 'Gold' })] },
    });
    await openEvent();
    expect(await screen.findByRole('region', { name: '2 tickets held for you' })).toBeInTheDocument();
    expect(screen.getByText('Starting from ₹2,500.00')).toBeInTheDocument();
    expect(screen.getByText('1 listing')).toBeInTheDocument();
  });
});

describe('event page in Hindi: the seats the waiting list holds for the fan', () => {
  it('says how many are held, until when in Hindi, with the countdown, Buy now and Decline', async () => {
    const expiresAt = new Date(Date.now() + 12 * 60_000 + 30_000).toISOString();
    const offer = makeWaitlistOffer({
      expires_at: expiresAt,
      listing: { ...makeWaitlistOffer().listing!, section: 'लोअर टियर' },
    });
    serve({
      entries: [makeWaitlistEntry({ offer })],
      event: { ...soldOut, ...HINDI_EVENT_NAMES, description: 'कबड्डी का फ़ाइनल।' },
    });
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`, { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: HINDI_EVENT_NAMES.title })).toBeInTheDocument();

    const hold = await screen.findByRole('region', { name: 'आपके लिए 2 टिकट रोके गए हैं' });
    expect(hold).toHaveTextContent(/\d{1,2} दिस॰ 2026, [^\d]+ \d{1,2}:\d{2} तक खरीदें \(12:\d{2} बाकी\)/);
    expect(within(hold).getByRole('timer', { name: 'ऑफ़र का बाकी समय' })).toBeInTheDocument();
    expect(hold).toHaveTextContent('लोअर टियर · ₹1,500.00 प्रति टिकट · मोबाइल ट्रांसफ़र');
    expect(within(hold).getByRole('link', { name: 'अभी खरीदें' })).toBeInTheDocument();
    expect(within(hold).getByRole('button', { name: 'मना करें' })).toBeInTheDocument();
    expect(screen.getByText('कोई और टिकट उपलब्ध नहीं')).toBeInTheDocument();
    expect(foreignWordsOnPage(screen.getByRole('main'))).toEqual([]);
  });
});
