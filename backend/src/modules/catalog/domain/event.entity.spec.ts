import { paise } from '@ticketsetu/contracts/money';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { Event, requireFutureDate } from './event.entity.js';

const now = new Date('2026-11-27T10:00:00.000Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

function event(overrides: Partial<ConstructorParameters<typeof Event>[0]> = {}): Event {
  return new Event({
    title: 'Laugh Riot',
    venue: 'Siri Fort Auditorium',
    city: 'New Delhi',
    eventDate: hours(48),
    ...overrides,
  });
}

/** The refusal `work` throws: its field and message. */
function refusal(work: () => void): { field?: string; message: string; status: number } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { field: error.field, message: error.message, status: error.status };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('an event (staff rules)', () => {
  it('needs a title, venue and city, and trims them', () => {
    expect(refusal(() => event({ title: '  ' }))).toEqual({
      field: 'title',
      message: 'Title is required',
      status: 400,
    });
    expect(refusal(() => event({ venue: '' }))).toMatchObject({ field: 'venue', message: 'Venue is required' });
    expect(refusal(() => event({ city: ' ' }))).toMatchObject({ field: 'city' });
    const e = event({ title: '  Laugh Riot  ', description: '  ', imageUrl: '' });
    expect(e).toMatchObject({ title: 'Laugh Riot', description: null, imageUrl: null, isActive: true, verified: null });
  });

  it('is held in a state: the city’s unless staff name another, and a move to another city takes the new one’s', () => {
    expect(event().state).toBe('Delhi');
    expect(event({ city: 'Chandigarh', state: 'Punjab' }).state).toBe('Punjab'); // a match in Mohali
    const e = event({ city: 'Bengaluru' });
    expect(e.state).toBe('Karnataka');
    e.edit({ title: 'Laugh Riot II' }, now);
    expect(e.state).toBe('Karnataka');
    e.edit({ city: 'Mumbai' }, now);
    expect(e.state).toBe('Maharashtra');
    e.edit({ city: 'Mumbai', state: 'Goa' }, now);
    expect(e.state).toBe('Goa');
    e.edit({ city: 'Mumbai' }, now); // the same city again: staff's state stays
    expect(e.state).toBe('Goa');
    for (const bad of ['Bombay', 'karnataka', '']) {
      expect(refusal(() => event({ state: bad }))).toEqual({
        field: 'state',
        message: 'Please choose the state the event is held in',
        status: 400,
      });
    }
    // An old event in a city off the list has no state: any edit must name one.
    expect(refusal(() => event({ city: 'Gotham' }))).toMatchObject({ field: 'state' });
    expect(event({ city: 'Gotham', state: 'Goa' }).state).toBe('Goa');
  });

  it('keeps fee percents within 0-100 with at most 2 decimals', () => {
    expect(event({ buyerFeePercent: 2.5, sellerFeePercent: 100 })).toMatchObject({ buyerFeePercent: 2.5 });
    expect(event({ buyerFeePercent: 0.29, sellerFeePercent: 1.15 })).toMatchObject({ sellerFeePercent: 1.15 });
    // Numbers written with an exponent have more decimals than their text shows.
    for (const bad of [-0.01, 100.01, 2.555, 1.005, 1e-7, 5e-324, Number.NaN]) {
      expect(refusal(() => event({ buyerFeePercent: bad }))).toMatchObject({ field: 'buyerFeePercent' });
      expect(refusal(() => event({ sellerFeePercent: bad }))).toMatchObject({ field: 'sellerFeePercent' });
    }
  });

  it('caps resale by a percent or a price, never both', () => {
    expect(event({ resaleCapPercent: 20 })).toMatchObject({ resaleCapPercent: 20, resaleCapPrice: null });
    expect(event({ resaleCapPrice: paise(150_000) })).toMatchObject({
      resaleCapPercent: null,
      resaleCapPrice: 150_000,
    });
    expect(refusal(() => event({ resaleCapPercent: 20, resaleCapPrice: paise(150_000) }))).toEqual({
      field: 'resaleCapPrice',
      message: 'Choose a percent cap or a maximum price, not both',
      status: 400,
    });
    expect(refusal(() => event({ resaleCapPercent: 1000.01 }))).toMatchObject({ field: 'resaleCapPercent' });
    expect(refusal(() => event({ resaleCapPrice: 0 as never }))).toMatchObject({ field: 'resaleCapPrice' });
    expect(refusal(() => event({ resaleCapPrice: paise(100_000_001) }))).toMatchObject({ field: 'resaleCapPrice' });

    // Switching from one cap to the other clears the first in the same edit.
    const capped = event({ resaleCapPercent: 20 });
    expect(refusal(() => capped.edit({ resaleCapPrice: paise(150_000) }, now))).toMatchObject({
      field: 'resaleCapPrice',
    });
    capped.edit({ resaleCapPercent: null, resaleCapPrice: paise(150_000) }, now);
    expect(capped).toMatchObject({ resaleCapPercent: null, resaleCapPrice: 150_000 });
  });

  it('is scheduled only in the future', () => {
    expect(refusal(() => requireFutureDate(now, now))).toEqual({
      field: 'eventDate',
      message: 'Event date must be in the future',
      status: 400,
    });
    expect(refusal(() => requireFutureDate(hours(-1), now))).toMatchObject({
      message: 'Event date must be in the future',
    });
    expect(refusal(() => requireFutureDate(new Date('nope'), now))).toMatchObject({ message: 'Invalid time value' });
    expect(() => requireFutureDate(new Date(now.getTime() + 1), now)).not.toThrow();
  });

  it('takes a new date only in the future; an unchanged past date does not block other edits', () => {
    const started = event({ eventDate: hours(-3) });
    started.edit({ description: 'Fixed a typo', eventDate: hours(-3) }, now);
    expect(started.description).toBe('Fixed a typo');
    expect(refusal(() => started.edit({ eventDate: hours(-1) }, now))).toMatchObject({
      message: 'Event date must be in the future',
    });
    started.edit({ eventDate: hours(5) }, now);
    expect(started.eventDate).toEqual(hours(5));
  });

  it('leaves fields out of an edit as they are, and clears an optional one given as null', () => {
    const e = event({ description: 'Ages 16 and up', buyerFeePercent: 2 });
    e.edit({ title: 'Laugh Riot II', buyerFeePercent: undefined }, now);
    expect(e).toMatchObject({ title: 'Laugh Riot II', description: 'Ages 16 and up', buyerFeePercent: 2 });
    e.edit({ description: null }, now);
    expect(e.description).toBeNull();
  });

  it('is verified or rejected once, and only before it starts', () => {
    const e = event({ eventDate: hours(1) }); // Active: within 2 hours of the start
    e.verify('admin-1', now);
    expect(e).toMatchObject({ verified: true, verifiedAt: now, verifiedBy: 'admin-1' });
    expect(refusal(() => e.reject('admin-2', now))).toEqual({
      message: 'This event has already been verified or rejected',
      status: 409,
      field: undefined,
    });

    const rejected = event();
    rejected.reject('admin-1', now);
    expect(rejected).toMatchObject({ verified: false, verifiedAt: now });

    const expired = event({ eventDate: now });
    expect(refusal(() => expired.verify('admin-1', now))).toMatchObject({
      message: 'An expired event cannot be verified or rejected',
      status: 409,
    });
    expect(expired.verified).toBeNull();
  });

  it('tells its time status', () => {
    expect(event({ eventDate: hours(3) }).timeStatus(now)).toBe('upcoming');
    expect(event({ eventDate: hours(2) }).timeStatus(now)).toBe('active');
    expect(event({ eventDate: now }).timeStatus(now)).toBe('expired');
  });
});
