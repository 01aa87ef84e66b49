import { describe, expect, it } from 'vitest';
import {
  checkProofFile,
  checkSellForm,
  formatFileSize,
  paiseToRupeeText,
  PROOF_ACCEPT,
  rupeesToPaise,
  SELL_MESSAGES,
  sellerFeeEstimate,
  type SellFormInput,
} from './sell-rules';

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
    for (const [input, message] of steps) expect(checkSellForm(input)?.message ?? null).toBe(message);
  });

  it('names the field each problem belongs to', () => {
    expect(checkSellForm({})?.field).toBe('eventId');
    expect(checkSellForm({ ...complete, price: -1 })?.field).toBe('price');
    expect(checkSellForm({ ...complete, mobileTicketType: null })?.field).toBe('mobileTicketType');
    expect(checkSellForm({ ...complete, ticketType: 'physical' })?.field).toBe('pickupAddressId');
    expect(checkSellForm({ ...complete, upiId: 'nope' })?.field).toBe('upiId');
  });

  it('needs no provider for a physical ticket and no address for a mobile one', () => {
    expect(checkSellForm({ ...complete, ticketType: 'physical', pickupAddressId: 'a1', mobileTicketType: null })).toBe(
      null,
    );
    expect(checkSellForm({ ...complete, pickupAddressId: null })).toBe(null);
  });

  it('keeps the server wording for every message it shares', () => {
    expect(SELL_MESSAGES).toMatchObject({
      noEvent: 'Please select an event',
      invalidPrice: 'Please enter a valid price',
      noPickupAddress: 'Please select a pickup address for physical tickets',
      noUpi: 'Please provide your UPI ID for payments',
      invalidUpi: 'Please enter a valid UPI ID (e.g., username@bank)',
      listed: 'Ticket is under review by our team, it will be listed soon!',
    });
  });
});

describe('money on the sell form', () => {
  it('turns rupees into paise and back into the text the API reads', () => {
    expect(rupeesToPaise(1499.5)).toBe(149950);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.005)).toBe(null);
    expect(rupeesToPaise(null)).toBe(null);
    expect(rupeesToPaise(1_000_000_000)).toBe(null);
    expect(paiseToRupeeText(149950)).toBe('1499.50');
    expect(paiseToRupeeText(5)).toBe('0.05');
  });

  it('estimates the platform fee as price × seller fee percent × quantity / 100', () => {
    expect(sellerFeeEstimate(77750, 3, 2)).toBe(4665);
    expect(sellerFeeEstimate(149950, 2.5, 3)).toBe(11246);
    expect(sellerFeeEstimate(100000, 0, 6)).toBe(0);
  });
});

describe('proof files', () => {
  it('takes PDFs and JPEG, PNG, WebP or HEIC images up to 10 MB', () => {
    expect(checkProofFile({ name: 'ticket.pdf', type: 'application/pdf', size: 10 * MB })).toBe(null);
    expect(checkProofFile({ name: 'booking.png', type: 'image/png', size: 200_000 })).toBe(null);
    // Phones often hand over HEIC photos without a type.
    expect(checkProofFile({ name: 'IMG_0042.HEIC', type: '', size: 3 * MB })).toBe(null);
  });

  it("refuses a larger file or another kind of file with the server's words", () => {
    expect(checkProofFile({ name: 'scan.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe(
      'scan.pdf: Each file must be 10 MB or smaller',
    );
    expect(checkProofFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      'notes.txt: Only PDF or image files (JPEG, PNG, WebP, HEIC) can be uploaded',
    );
    expect(checkProofFile({ name: 'anim.gif', type: 'image/gif', size: 10 })).toMatch(/Only PDF or image files/);
    expect(checkProofFile({ name: 'setup.exe', type: '', size: 10 })).toMatch(/Only PDF or image files/);
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

  it('shows sizes people read', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * MB)).toBe('3.5 MB');
    expect(formatFileSize(10 * MB)).toBe('10 MB');
  });
});
