import { describe, expect, it } from 'vitest';
import {
  buyingLimitProblem,
  capPercentProblem,
  capPriceProblem,
  dateProblem,
  type EventFormValues,
  eventBody,
  feePercent,
  feeProblem,
  formValuesOf,
  isImageUrl,
  istInstant,
  stateForCity,
  toIstInput,
} from './event-form';
import type { AdminEvent } from './queries';

const now = new Date('2026-11-23T06:00:00.000Z'); // 11:30 IST

const filled: EventFormValues = {
  title: '  Fair Play Live ',
  venue: 'NSCI Dome',
  city: 'Mumbai',
  date: '2026-12-01T19:30',
  categoryId: '',
  description: '  ',
  imageUrl: '',
  buyerFeePercent: 2.5,
  sellerFeePercent: null,
  transferInstructions: 'Transfer on BookMyShow',
  capRule: 'percent',
  capPercent: 20,
  capPrice: 1500,
  isActive: true,
};

describe('event form: dates in India time', () => {
  it('reads the date input as IST, whatever the computer’s zone, and shows an instant back in IST', () => {
    expect(istInstant('2026-12-01T19:30')?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(toIstInput('2026-12-01T14:00:00.000Z')).toBe('2026-12-01T19:30');
    expect(toIstInput('2026-12-31T18:45:00.000Z')).toBe('2027-01-01T00:15');
    expect(istInstant('2026-13-01T19:30')).toBe(null);
    expect(istInstant('1 Dec 2026')).toBe(null);
  });

  it('needs a date, a real one, and (when it must be) one in the future', () => {
    expect(dateProblem(undefined, now, true)).toBe('Event date is required');
    expect(dateProblem('soon', now, true)).toBe('Invalid time value');
    expect(dateProblem('2026-11-23T11:30', now, true)).toBe('Event date must be in the future');
    expect(dateProblem('2026-11-23T11:31', now, true)).toBe(null);
    // An edit that keeps a past date may save the other fields (ADR 26).
    expect(dateProblem('2026-11-01T19:30', now, false)).toBe(null);
  });
});

describe('event form: fees, image and resale cap', () => {
  it('treats a fee that is not a number as 0 and keeps it between 0 and 100 with 2 decimals', () => {
    expect(feePercent('abc')).toBe(0);
    expect(feePercent(null)).toBe(0);
    expect(feePercent('')).toBe(0);
    expect(feePercent(' 2.5 ')).toBe(2.5);
    expect(feeProblem(100, 'x')).toBe(null);
    expect(feeProblem(100.01, 'x')).toBe('x');
    expect(feeProblem(1.005, 'x')).toBe('x');
    expect(feeProblem('not a number', 'x')).toBe(null);
  });

  it('takes an http(s) URL or a path on this site as the image', () => {
    expect(isImageUrl('https://images.example.in/poster.jpg')).toBe(true);
    expect(isImageUrl('/images/events/concert.svg')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('//evil.example/x.png')).toBe(false);
    expect(isImageUrl('poster.jpg')).toBe(false);
  });

  it('bounds the cap: 0-1000 percent, or ₹0.01 to ₹10,00,000 per ticket', () => {
    expect(capPercentProblem(20)).toBe(null);
    expect(capPercentProblem(1000.5)).toBe(
      'Resale cap percent must be a number from 0 to 1000 with at most 2 decimals',
    );
    expect(capPercentProblem(null)).toBe('Resale cap percent must be a number from 0 to 1000 with at most 2 decimals');
    expect(capPriceProblem(1500)).toBe(null);
    expect(capPriceProblem(0)).toBe('Maximum price per ticket must be between ₹0.01 and ₹10,00,000.00');
    expect(capPriceProblem(1_000_000.01)).toBe('Maximum price per ticket must be between ₹0.01 and ₹10,00,000.00');
  });
});

describe('event form: the API body', () => {
  it('sends the date as typed (IST), trims text, empties to null, a non-numeric fee as 0 and one cap', () => {
    expect(eventBody(filled, 'create')).toEqual({
      title: 'Fair Play Live',
      venue: 'NSCI Dome',
      city: 'Mumbai',
      eventDate: '2026-12-01T19:30',
      categoryId: null,
      description: null,
      imageUrl: null,
      buyerFeePercent: 2.5,
      sellerFeePercent: 0,
      transferInstructions: 'Transfer on BookMyShow',
      resaleCapPercent: 20,
      resaleCapPrice: null,
      maxTicketsPerBuyer: null,
      isActive: true,
    });
    expect(eventBody({ ...filled, state: 'Goa', maxTicketsPerBuyer: 4 }, 'create')).toMatchObject({
      state: 'Goa',
      maxTicketsPerBuyer: 4,
    });
  });

  it('fills the state from the city, and bounds the tickets per buyer to 1-100 or none', () => {
    expect(stateForCity('Bengaluru')).toBe('Karnataka');
    expect(stateForCity('Gurugram')).toBe('Haryana');
    expect(stateForCity(undefined)).toBeUndefined();
    expect(stateForCity('Gotham')).toBeUndefined();
    for (const fine of [null, undefined, 1, 4, 100]) expect(buyingLimitProblem(fine)).toBe(null);
    for (const bad of [0, 101, 2.5, -1]) {
      expect(buyingLimitProblem(bad)).toBe('Tickets per buyer must be a whole number from 1 to 100');
    }
  });

  it('sends a maximum price in paise through contracts/money, or no cap at all', () => {
    expect(eventBody({ ...filled, capRule: 'price', capPrice: 1499.5 }, 'create')).toMatchObject({
      resaleCapPercent: null,
      resaleCapPrice: 149950,
    });
    expect(eventBody({ ...filled, capRule: 'none' }, 'create')).toMatchObject({
      resaleCapPercent: null,
      resaleCapPrice: null,
    });
  });

  it('on edit leaves out activation, and the date when it was not changed', () => {
    const opened = { ...filled };
    const unchanged = eventBody(filled, 'edit', opened);
    expect(unchanged).not.toHaveProperty('isActive');
    expect(unchanged).not.toHaveProperty('eventDate');
    expect(eventBody({ ...filled, date: '2026-12-02T19:30' }, 'edit', opened)).toMatchObject({
      eventDate: '2026-12-02T19:30',
    });
  });

  it('opens Edit with the event as the form shows it (IST date, rupees, the cap chosen)', () => {
    const event = {
      id: 'e1',
      title: 'Fair Play Live',
      description: null,
      venue: 'NSCI Dome',
      city: 'Mumbai',
      state: 'Maharashtra',
      event_date: '2026-12-01T14:00:00.000Z',
      category_id: 'c1',
      category: { id: 'c1', name: 'Concerts' },
      image_url: null,
      is_active: true,
      verified: null,
      verified_at: null,
      buyer_fee_percent: 0,
      seller_fee_percent: 5,
      transfer_instructions: null,
      resale_cap_percent: null,
      resale_cap_price: 150050,
      max_tickets_per_buyer: 4,
      resale_not_permitted: false,
      resale_note: null,
      time_status: 'upcoming',
      can_decide: true,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    } satisfies AdminEvent;
    expect(formValuesOf(event)).toMatchObject({
      date: '2026-12-01T19:30',
      categoryId: 'c1',
      sellerFeePercent: 5,
      capRule: 'price',
      capPrice: 1500.5,
      description: '',
      state: 'Maharashtra',
      maxTicketsPerBuyer: 4,
    });
    expect(formValuesOf(null)).toMatchObject({ capRule: 'none', categoryId: '', isActive: true });
  });
});
