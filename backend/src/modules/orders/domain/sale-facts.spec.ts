import { saleFacts } from './sale-facts.js';

describe('saleFacts (what TicketSold carries, ADR 83)', () => {
  it('copies the fee percent, start (ISO 8601), place of supply and UPI id', () => {
    const event = { sellerFeePercent: 7.5, eventDate: new Date('2026-12-31T14:30:00.000Z'), state: 'Maharashtra' };
    expect(saleFacts(event, 'seller@okaxis')).toEqual({
      sellerFeePercent: 7.5,
      eventStartsAt: '2026-12-31T14:30:00.000Z',
      placeOfSupply: 'Maharashtra',
      sellerUpiId: 'seller@okaxis',
    });
  });

  it('keeps an unknown state unknown (the invoice refuses it rather than guess, ADR 58)', () => {
    const event = { sellerFeePercent: 0, eventDate: new Date('2027-01-01T00:00:00.000Z'), state: null };
    expect(saleFacts(event, 'a@upi').placeOfSupply).toBeNull();
  });
});
