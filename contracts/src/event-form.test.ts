import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkEvent, type EventInput, isCapPrice, isFeePercent } from './event-form.ts';

const valid: EventInput = {
  title: 'Coldplay',
  venue: 'DY Patil Stadium',
  city: 'Mumbai',
  state: 'Maharashtra',
  eventDate: new Date('2027-01-18T14:30:00Z'),
  buyerFeePercent: 2.5,
  sellerFeePercent: 5,
};
const codes = (input: EventInput) => checkEvent(input).map(({ field, code }) => `${field}:${code}`);

describe('checkEvent (Admin > Events)', () => {
  it('passes a complete event', () => assert.deepEqual(checkEvent(valid), []));

  it('takes fee percents from 0 to 100 with at most 2 decimals', () => {
    for (const fee of [0, 2.5, 0.29, 100]) assert.ok(isFeePercent(fee), String(fee));
    for (const fee of [-1, 100.01, 1.005, 5e-324, Number.NaN, '2']) assert.ok(!isFeePercent(fee), String(fee));
    assert.deepEqual(codes({ ...valid, buyerFeePercent: 1.005, sellerFeePercent: 101 }), [
      'buyerFeePercent:invalidBuyerFee',
      'sellerFeePercent:invalidSellerFee',
    ]);
  });

  it('reports each missing field in the order of the form', () => {
    assert.deepEqual(codes({ eventDate: new Date(Number.NaN) }), [
      'title:titleRequired',
      'venue:venueRequired',
      'city:cityRequired',
      'state:stateRequired',
      'eventDate:invalidDate',
    ]);
  });

  it('takes one resale cap, a valid one, and a buying limit from 1 to 100', () => {
    assert.ok(isCapPrice(1) && !isCapPrice(0) && !isCapPrice(100_000_001) && !isCapPrice(1.5));
    assert.deepEqual(codes({ ...valid, resaleCapPercent: 20, resaleCapPrice: 150_000 }), ['resaleCapPrice:twoCaps']);
    assert.deepEqual(codes({ ...valid, resaleCapPercent: 1000.5 }), ['resaleCapPercent:invalidCapPercent']);
    assert.deepEqual(codes({ ...valid, maxTicketsPerBuyer: 101 }), ['maxTicketsPerBuyer:invalidBuyingLimit']);
  });
});
