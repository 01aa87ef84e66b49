import { describe, expect, it } from 'vitest';
import { type Paise, sellFormEstimate } from '@ticketsetu/contracts/money';
import { capFor, pricePaise, SELL_MESSAGES, type SellFormInput } from './sell-rules';
import {
  checkProofFile,
  checkTicketProofFile,
  PROOF_ACCEPT,
  TICKET_PROOF_ACCEPT,
} from '../../shared/proof-files/rules';
import { checkSellForm } from './sell-check';
import { testI18n } from '../../test/i18n';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';

const complete: SellFormInput = {
  eventId: 'event-1',
  quantity: 2,
  price: 1499.5,
  ticketType: 'mobile',
  mobileTicketType: 'district',
  pickupAddressId: null,
  upiId: 'priya@okaxis',
};

const MB = 1024 * 1024;
const en = testI18n();

describe('checkSellForm', () => {
  it('reports problems in the spec order, one at a time, with its messages', () => {
    const steps: [SellFormInput, string | null][] = [
      [{}, 'Please select an event'],
      [{ eventId: 'event-1' }, 'Please enter a valid price'],
      [{ eventId: 'event-1', price: 0 }, 'Please enter a valid price'],
      [{ eventId: 'event-1', price: 250, quantity: 7 }, 'Number of tickets must be between 1 and 6'],
      [
        { eventId: 'event-1', price: 250, ticketType: 'mobile' },
        'Please choose BookMyShow or District for a mobile ticket',
      ],
      [
        { eventId: 'event-1', price: 250, ticketType: 'physical' },
        'Please select a pickup address for physical tickets',
      ],
      [
        { eventId: 'event-1', price: 250, ticketType: 'physical', pickupAddressId: 'a1' },
        'Please provide your UPI ID for payments',
      ],
      [
        { eventId: 'event-1', price: 250, ticketType: 'physical', pickupAddressId: 'a1', upiId: '   ' },
        'Please provide your UPI ID for payments',
      ],
      [
        { eventId: 'event-1', price: 250, ticketType: 'physical', pickupAddressId: 'a1', upiId: 'priya@ok.axis' },
        'Please enter a valid UPI ID (e.g., username@bank)',
      ],
      [{ eventId: 'event-1', price: 250, ticketType: 'physical', pickupAddressId: 'a1', upiId: 'priya@okaxis' }, null],
      [complete, null],
    ];
    for (const [input, message] of steps) expect(checkSellForm(en, input)?.message ?? null).toBe(message);
  });

  it('names the field each problem belongs to', () => {
    expect(checkSellForm(en, {})?.field).toBe('eventId');
    expect(checkSellForm(en, { ...complete, price: -1 })?.field).toBe('price');
    expect(checkSellForm(en, { ...complete, mobileTicketType: null })?.field).toBe('mobileTicketType');
    expect(checkSellForm(en, { ...complete, ticketType: 'physical' })?.field).toBe('pickupAddressId');
    expect(checkSellForm(en, { ...complete, upiId: 'nope' })?.field).toBe('upiId');
  });

  it('needs no provider for a physical ticket and no address for a mobile one', () => {
    expect(
      checkSellForm(en, { ...complete, ticketType: 'physical', pickupAddressId: 'a1', mobileTicketType: null }),
    ).toBe(null);
    expect(checkSellForm(en, { ...complete, pickupAddressId: null })).toBe(null);
  });

  it('refuses a price above ₹10,00,000 per ticket, as the server does', () => {
    expect(checkSellForm(en, { ...complete, price: 1_000_000.01 })).toEqual({
      field: 'price',
      message: 'The price per ticket can be at most ₹10,00,000.00',
    });
    expect(checkSellForm(en, { ...complete, price: 1_000_000 })).toBe(null);
  });

  it('keeps the server wording for every message it shares', () => {
    expect(checkSellForm(en, {})?.message).toBe('Please select an event');
    expect(checkSellForm(en, { eventId: 'e' })?.message).toBe('Please enter a valid price');
    expect(checkSellForm(en, { ...complete, ticketType: 'physical' })?.message).toBe(
      'Please select a pickup address for physical tickets',
    );
    expect(checkSellForm(en, { ...complete, upiId: '' })?.message).toBe('Please provide your UPI ID for payments');
    expect(checkSellForm(en, { ...complete, upiId: 'nope' })?.message).toBe(
      'Please enter a valid UPI ID (e.g., username@bank)',
    );
    expect(en._(SELL_MESSAGES.listed)).toBe('Ticket is under review by our team, it will be listed soon!');
  });
});

describe('an event whose organiser forbids resale (ADR 63)', () => {
  it('is refused on its field right after choosing it, with the server’s words', () => {
    expect(checkSellForm(en, complete, { resale_not_permitted: true })).toEqual({
      field: 'eventId',
      message: LISTING_MESSAGES.resaleNotPermitted,
    });
    expect(checkSellForm(en, complete, { resale_not_permitted: false })).toBe(null);
  });
});

describe('money on the sell form', () => {
  it('turns the rupees typed into paise with contracts/money (at most 2 decimals)', () => {
    expect(pricePaise(1499.5)).toBe(149950);
    expect(pricePaise(0.29)).toBe(29);
    expect(pricePaise(1.005)).toBe(null);
    expect(pricePaise(null)).toBe(null);
    expect(pricePaise(-5)).toBe(null);
  });

  it('estimates the platform fee as price × seller fee percent × quantity / 100, half-up to the paisa', () => {
    expect(sellFormEstimate(77750 as Paise, 2, 3).fee).toBe(4665);
    expect(sellFormEstimate(149950 as Paise, 3, 2.5).fee).toBe(11246);
    expect(sellFormEstimate(100000 as Paise, 6, 0)).toEqual({ gross: 600000, fee: 0, payout: 600000 });
  });

  it('refuses a price above ₹10,00,000 or not a number, as the server does', () => {
    expect(checkSellForm(en, { ...complete, price: 1_000_000_000 })?.message).toBe(LISTING_MESSAGES.priceTooHigh);
    expect(checkSellForm(en, { ...complete, price: 12.345 })?.message).toBe(LISTING_MESSAGES.invalidPrice);
  });
});

describe('resale cap (ADR 28)', () => {
  const percentCap = { resale_cap_percent: 20, resale_cap_price: null };
  const priceCap = { resale_cap_percent: null, resale_cap_price: 150000 };

  it('needs the face value for a percent cap, right after the price is checked', () => {
    expect(checkSellForm(en, { ...complete, price: 1200 }, percentCap)).toEqual({
      field: 'faceValue',
      message: 'Please enter the face value printed on your ticket',
    });
    // The price's own problem comes first.
    expect(checkSellForm(en, { ...complete, price: 0 }, percentCap)?.field).toBe('price');
  });

  it('refuses a price above face value + 20% with the cap in rupees, and takes one at the cap', () => {
    expect(checkSellForm(en, { ...complete, price: 1200.01, faceValue: 1000 }, percentCap)).toEqual({
      field: 'price',
      message: 'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)',
    });
    expect(checkSellForm(en, { ...complete, price: 1200, faceValue: 1000 }, percentCap)).toBe(null);
  });

  it('rounds the percent of the face value half-up to the paisa, as the server does', () => {
    // ₹999.99 + 20% = ₹1,199.988 → ₹1,199.99
    expect(capFor(percentCap, 999.99)?.maxPrice).toBe(119999);
    expect(checkSellForm(en, { ...complete, price: 1199.99, faceValue: 999.99 }, percentCap)).toBe(null);
    expect(checkSellForm(en, { ...complete, price: 1200, faceValue: 999.99 }, percentCap)?.field).toBe('price');
  });

  it('caps at a fixed price without a face value, and checks a face value given', () => {
    expect(checkSellForm(en, { ...complete, price: 1500.01 }, priceCap)).toEqual({
      field: 'price',
      message: 'The price per ticket can be at most ₹1,500.00 for this event',
    });
    expect(checkSellForm(en, { ...complete, price: 1500 }, priceCap)).toBe(null);
    expect(checkSellForm(en, { ...complete, price: 1500, faceValue: 0 }, priceCap)).toEqual({
      field: 'faceValue',
      message: 'Please enter a valid face value',
    });
  });

  it('has no cap for an event without one', () => {
    expect(capFor({ resale_cap_percent: null, resale_cap_price: null })).toBe(null);
    expect(capFor(undefined)).toBe(null);
    expect(
      checkSellForm(en, { ...complete, price: 99_999 }, { resale_cap_percent: null, resale_cap_price: null }),
    ).toBe(null);
  });
});

describe('proof files', () => {
  it('takes PDFs and JPEG, PNG, WebP or HEIC images up to 10 MB', () => {
    expect(checkProofFile(en, { name: 'ticket.pdf', type: 'application/pdf', size: 10 * MB })).toBe(null);
    expect(checkProofFile(en, { name: 'booking.png', type: 'image/png', size: 200_000 })).toBe(null);
    // Phones often hand over HEIC photos without a type.
    expect(checkProofFile(en, { name: 'IMG_0042.HEIC', type: '', size: 3 * MB })).toBe(null);
  });

  it('refuses HEIC as proof of ticket, typed or not, with the words the server uses (ADR 62)', () => {
    for (const file of [
      { name: 'IMG_0042.HEIC', type: '', size: 3 * MB },
      { name: 'photo', type: 'image/heif', size: 3 * MB },
    ]) {
      expect(checkTicketProofFile(en, file)).toBe(`${file.name}: ${LISTING_MESSAGES.heicNotRead}`);
    }
    expect(checkTicketProofFile(en, { name: 'booking.webp', type: 'image/webp', size: 200_000 })).toBe(null);
    expect(checkTicketProofFile(en, { name: 'big.heic', type: '', size: 10 * MB + 1 })).toBe(
      'big.heic: Each file must be 10 MB or smaller',
    );
    expect(TICKET_PROOF_ACCEPT.split(',')).not.toEqual(expect.arrayContaining(['.heic']));
    expect(TICKET_PROOF_ACCEPT.split(',')).not.toEqual(expect.arrayContaining(['image/heic']));
  });

  it("refuses a larger file or another kind of file with the server's words", () => {
    expect(checkProofFile(en, { name: 'scan.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe(
      'scan.pdf: Each file must be 10 MB or smaller',
    );
    expect(checkProofFile(en, { name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      'notes.txt: Only PDF or image files (JPEG, PNG, WebP, HEIC) can be uploaded',
    );
    expect(checkProofFile(en, { name: 'anim.gif', type: 'image/gif', size: 10 })).toMatch(/Only PDF or image files/);
    expect(checkProofFile(en, { name: 'setup.exe', type: '', size: 10 })).toMatch(/Only PDF or image files/);
  });

  it('filters the file chooser to the same kinds', () => {
    expect(PROOF_ACCEPT.split(',')).toEqual(
      expect.arrayContaining([
        'application/pdf',
        'image/jpeg',
        'image/png',
        'image/webp',
        'image/heic',
        '.pdf',
        '.heic',
      ]),
    );
  });
});
