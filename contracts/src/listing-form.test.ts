import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkListing, type ListingInput, listingMessage } from './listing-form.ts';
import { paise } from './money.ts';

const valid: ListingInput = {
  eventId: 'e',
  price: 150_000,
  ticketType: 'mobile',
  mobileTicketType: 'district',
  upiId: 'a@okhdfc',
};
const codes = (input: ListingInput) => checkListing(input).map(({ field, code }) => `${field}:${code}`);

describe('checkListing (the sell form)', () => {
  it('passes a complete form', () => assert.deepEqual(checkListing(valid), []));

  it("reports every field's problem in the spec's order, one a field", () => {
    assert.deepEqual(codes({}), ['eventId:noEvent', 'price:invalidPrice', 'ticketType:noTicketType', 'upiId:noUpi']);
    assert.deepEqual(codes({ ...valid, price: 100_000_001, quantity: 7, upiId: 'nope' }), [
      'price:priceTooHigh',
      'quantity:invalidQuantity',
      'upiId:invalidUpi',
    ]);
    assert.deepEqual(codes({ ...valid, ticketType: 'physical', pickupAddressId: ' ' }), [
      'pickupAddressId:noPickupAddress',
    ]);
    assert.deepEqual(codes({ ...valid, mobileTicketType: null }), ['mobileTicketType:noProvider']);
    assert.deepEqual(codes({ ...valid, resaleNotPermitted: true }), ['eventId:resaleNotPermitted']);
  });

  it('checks the resale cap right after the price, with the cap in the sentence', () => {
    const cap = { capPercent: 20, capPrice: null };
    assert.deepEqual(codes({ ...valid, cap }), ['faceValue:noFaceValue']);
    assert.deepEqual(codes({ ...valid, cap, faceValue: Number.NaN }), ['faceValue:invalidFaceValue']);
    assert.deepEqual(checkListing({ ...valid, cap, faceValue: 125_000 }), []);
    const [over] = checkListing({ ...valid, cap: { capPercent: null, capPrice: paise(100_000) } });
    assert.equal(over?.code, 'priceAboveCap');
    assert.equal(listingMessage(over!), 'The price per ticket can be at most ₹1,000.00 for this event');
    assert.equal(listingMessage({ field: 'upiId', code: 'noUpi' }), 'Please provide your UPI ID for payments');
  });
});
