import { paise } from '@ticketsetu/contracts/money';
import { checkListingForm, type EventResaleCap } from './listing-form.js';

const valid = {
  eventId: '6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11',
  quantity: '2',
  price: '149950',
  ticketType: 'physical',
  pickupAddressId: 'a1',
  upiId: 'priya.sharma@okhdfcbank',
};

describe('sell form checks', () => {
  it('reports problems in the spec order, each with its field', () => {
    const everythingWrong = { ticketType: 'physical', upiId: 'bad', price: 'abc' };
    expect(checkListingForm(everythingWrong)).toEqual({ field: 'eventId', problem: 'Please select an event' });
    expect(checkListingForm({ ...everythingWrong, eventId: 'e' })).toEqual({
      field: 'price',
      problem: 'Please enter a valid price',
    });
    expect(checkListingForm({ ...everythingWrong, eventId: 'e', price: '1000' })).toEqual({
      field: 'pickupAddressId',
      problem: 'Please select a pickup address for physical tickets',
    });
    expect(checkListingForm({ ...valid, upiId: '  ' })).toEqual({
      field: 'upiId',
      problem: 'Please provide your UPI ID for payments',
    });
    expect(checkListingForm({ ...valid, upiId: 'priya@ok.hdfc' })).toEqual({
      field: 'upiId',
      problem: 'Please enter a valid UPI ID (e.g., username@bank)',
    });
  });

  it.each(['0', '-5', '', 'abc', '1499.50', '1e5'])('refuses the price %p (integer paise only)', (price) => {
    expect(checkListingForm({ ...valid, price })).toEqual({ field: 'price', problem: 'Please enter a valid price' });
  });

  it('refuses a price above ₹10,00,000 per ticket', () => {
    expect(checkListingForm({ ...valid, price: '100000001' })).toEqual({
      field: 'price',
      problem: 'The price per ticket can be at most ₹10,00,000.00',
    });
    expect(checkListingForm({ ...valid, price: '100000000' })).toMatchObject({ form: { price: 100_000_000 } });
  });

  it.each(['0', '7', '2.5'])('refuses %p tickets', (quantity) => {
    expect(checkListingForm({ ...valid, quantity })).toEqual({
      field: 'quantity',
      problem: 'Number of tickets must be between 1 and 6',
    });
  });

  it('needs a provider for mobile tickets and drops the pickup address', () => {
    expect(checkListingForm({ ...valid, ticketType: 'mobile' })).toEqual({
      field: 'mobileTicketType',
      problem: 'Please choose BookMyShow or District for a mobile ticket',
    });
    expect(checkListingForm({ ...valid, ticketType: 'mobile', mobileTicketType: 'district' })).toEqual({
      form: {
        eventId: valid.eventId,
        quantity: 2,
        price: 149_950,
        ticketType: 'mobile',
        mobileTicketType: 'district',
        pickupAddressId: null,
        upiId: 'priya.sharma@okhdfcbank',
        faceValue: null,
      },
    });
  });
});

describe('the resale cap on the sell form', () => {
  const percentCap: EventResaleCap = { capPercent: 20, capPrice: null };
  const priceCap: EventResaleCap = { capPercent: null, capPrice: paise(150_000) };
  const mobile = { ...valid, ticketType: 'mobile', mobileTicketType: 'district', price: '120000' };

  it('needs the face value where the cap is a percent, right after the price checks', () => {
    const noFace = { ...mobile, quantity: '9', upiId: 'bad' }; // later fields are wrong too
    expect(checkListingForm(noFace, percentCap)).toEqual({
      field: 'faceValue',
      problem: 'Please enter the face value printed on your ticket',
    });
    expect(checkListingForm({ ...noFace, price: 'abc' }, percentCap)).toEqual({
      field: 'price',
      problem: 'Please enter a valid price',
    });
  });

  it.each(['abc', '0', '-100', '1000.50', '100000001'])('refuses the face value %p', (faceValue) => {
    expect(checkListingForm({ ...mobile, faceValue }, percentCap)).toEqual({
      field: 'faceValue',
      problem: 'Please enter a valid face value',
    });
    expect(checkListingForm({ ...mobile, faceValue }, { capPercent: null, capPrice: null })).toMatchObject({
      field: 'faceValue',
    });
  });

  it('accepts a price at the cap and refuses one a paisa above, showing the cap in rupees', () => {
    expect(checkListingForm({ ...mobile, faceValue: '100000' }, percentCap)).toMatchObject({
      form: { price: 120_000, faceValue: 100_000 },
    });
    expect(checkListingForm({ ...mobile, price: '120001', faceValue: '100000' }, percentCap)).toEqual({
      field: 'price',
      problem: 'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)',
    });
    expect(checkListingForm({ ...mobile, price: '150000' }, priceCap)).toMatchObject({ form: { faceValue: null } });
    expect(checkListingForm({ ...mobile, price: '150001' }, priceCap)).toEqual({
      field: 'price',
      problem: 'The price per ticket can be at most ₹1,500.00 for this event',
    });
  });

  it('stores a face value given where no cap applies, and asks for none', () => {
    expect(checkListingForm({ ...mobile, price: '900000' })).toMatchObject({ form: { faceValue: null } });
    expect(checkListingForm({ ...mobile, price: '900000', faceValue: ' 50000 ' })).toMatchObject({
      form: { faceValue: 50_000 },
    });
  });
});
