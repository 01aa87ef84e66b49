import { checkListingForm, sellerFeeEstimate } from './listing-form.js';

const valid = {
  eventId: '6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11',
  quantity: '2',
  price: '1499.50',
  ticketType: 'physical',
  pickupAddressId: 'a1',
  upiId: 'priya.sharma@okhdfcbank',
};

describe('sell form checks', () => {
  it('reports problems in the spec order', () => {
    const everythingWrong = { ticketType: 'physical', upiId: 'bad', price: 'abc' };
    expect(checkListingForm(everythingWrong)).toEqual({ problem: 'Please select an event' });
    expect(checkListingForm({ ...everythingWrong, eventId: 'e' })).toEqual({ problem: 'Please enter a valid price' });
    expect(checkListingForm({ ...everythingWrong, eventId: 'e', price: '10' })).toEqual({
      problem: 'Please select a pickup address for physical tickets',
    });
    expect(checkListingForm({ ...valid, upiId: '  ' })).toEqual({ problem: 'Please provide your UPI ID for payments' });
    expect(checkListingForm({ ...valid, upiId: 'priya@ok.hdfc' })).toEqual({
      problem: 'Please enter a valid UPI ID (e.g., username@bank)',
    });
  });

  it.each(['0', '-5', '', 'abc', '12.345'])('refuses the price %p', (price) => {
    expect(checkListingForm({ ...valid, price })).toEqual({ problem: 'Please enter a valid price' });
  });

  it.each(['0', '7', '2.5'])('refuses %p tickets', (quantity) => {
    expect(checkListingForm({ ...valid, quantity })).toEqual({ problem: 'Number of tickets must be between 1 and 6' });
  });

  it('needs a platform for a mobile ticket, and no address', () => {
    expect(checkListingForm({ ...valid, ticketType: 'mobile', pickupAddressId: undefined })).toEqual({
      problem: 'Please choose BookMyShow or District for a mobile ticket',
    });
    const ok = checkListingForm({ ...valid, ticketType: 'mobile', mobileTicketType: 'district' });
    expect(ok).toEqual({
      form: expect.objectContaining({ ticketType: 'mobile', mobileTicketType: 'district', pickupAddressId: null }),
    });
  });

  it('gives the form in paise', () => {
    expect(checkListingForm(valid)).toEqual({
      form: {
        eventId: valid.eventId,
        quantity: 2,
        price: 149_950,
        ticketType: 'physical',
        mobileTicketType: null,
        pickupAddressId: 'a1',
        upiId: 'priya.sharma@okhdfcbank',
      },
    });
  });

  it('estimates the platform fee as price x percent x quantity / 100', () => {
    expect(sellerFeeEstimate(149_950, 5, 2)).toBe(14_995);
    expect(sellerFeeEstimate(99_900, 2.5, 3)).toBe(7_493); // 7492.5 -> 7493
    expect(sellerFeeEstimate(99_900, 0, 3)).toBe(0);
  });
});
