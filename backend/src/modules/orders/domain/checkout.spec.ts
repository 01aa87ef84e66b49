import { checkCheckout, type CheckoutRequest, type ListingForCheckout } from './checkout.js';
import { CHECKOUT_MESSAGES } from './order-errors.js';

const QUANTITY = 'Number of tickets must be between 1 and 6';

const district: ListingForCheckout = { sellerId: 's1', ticketType: 'mobile', mobileTicketType: 'district' };
const bookMyShow: ListingForCheckout = { sellerId: 's1', ticketType: 'mobile', mobileTicketType: 'bookmyshow' };
const physical: ListingForCheckout = { sellerId: 's1', ticketType: 'physical', mobileTicketType: null };

const mobileAsk = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  listingId: 'l1',
  quantity: 2,
  platformId: 'me@district',
  ...over,
});
const physicalAsk = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  listingId: 'l1',
  quantity: 2,
  deliveryAddressId: 'a1',
  ...over,
});

describe('checkout rules (spec 5)', () => {
  it('takes 1 to 6 tickets, whole numbers only', () => {
    for (const quantity of [1, 2, 3, 4, 5, 6]) {
      expect({ quantity, problem: checkCheckout(mobileAsk({ quantity }), district) }).toEqual({
        quantity,
        problem: null,
      });
    }
    for (const quantity of [
      0,
      -1,
      7,
      100,
      1.5,
      5.999,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '2' as unknown as number,
    ]) {
      expect({ quantity, problem: checkCheckout(mobileAsk({ quantity }), district) }).toEqual({
        quantity,
        problem: { field: 'quantity', message: QUANTITY },
      });
    }
  });

  it('asks for a delivery address for a physical ticket: missing, empty or blank', () => {
    expect(checkCheckout(physicalAsk(), physical)).toBeNull();
    const noAddress = { field: 'deliveryAddressId', message: 'Please select a delivery address' };
    for (const deliveryAddressId of [undefined, null, '', '   ']) {
      expect(checkCheckout(physicalAsk({ deliveryAddressId }), physical)).toEqual(noAddress);
    }
    expect(CHECKOUT_MESSAGES.noAddress).toBe(noAddress.message);
  });

  it("asks for the buyer's id on the listing's platform for a mobile ticket", () => {
    const noDistrict = { field: 'platformId', message: 'Please enter your District Id' };
    const noBookMyShow = { field: 'platformId', message: 'Please enter your Book My Show Id' };
    for (const platformId of [undefined, null, '', ' \t ']) {
      expect(checkCheckout(mobileAsk({ platformId }), district)).toEqual(noDistrict);
      expect(checkCheckout(mobileAsk({ platformId }), bookMyShow)).toEqual(noBookMyShow);
    }
    // Any platform but District asks for a Book My Show id, an unnamed one too.
    expect(checkCheckout(mobileAsk({ platformId: null }), { ...district, mobileTicketType: null })).toEqual(
      noBookMyShow,
    );
    expect(checkCheckout(mobileAsk({ platformId: 'me@bms' }), bookMyShow)).toBeNull();
  });

  it('asks only for what the ticket type needs', () => {
    // A physical ticket needs no platform id, a mobile one no address.
    expect(checkCheckout(physicalAsk({ platformId: null }), physical)).toBeNull();
    expect(checkCheckout(mobileAsk({ deliveryAddressId: null }), district)).toBeNull();
    // What the other type needs does not stand in for what this one does.
    expect(checkCheckout(physicalAsk({ deliveryAddressId: null, platformId: 'me@district' }), physical)).toMatchObject({
      field: 'deliveryAddressId',
    });
    expect(checkCheckout(mobileAsk({ platformId: null, deliveryAddressId: 'a1' }), district)).toMatchObject({
      field: 'platformId',
    });
  });

  it('says the first problem only, the quantity before the rest', () => {
    expect(checkCheckout(physicalAsk({ quantity: 7, deliveryAddressId: null }), physical)).toEqual({
      field: 'quantity',
      message: QUANTITY,
    });
    expect(checkCheckout(mobileAsk({ quantity: 0, platformId: null }), district)).toEqual({
      field: 'quantity',
      message: QUANTITY,
    });
  });

  it('neither needs nor checks an offer: its hold decides', () => {
    expect(checkCheckout(mobileAsk({ offerId: 'hold-1' }), district)).toBeNull();
    expect(checkCheckout(mobileAsk({ offerId: 'hold-1', quantity: 7 }), district)).toMatchObject({ field: 'quantity' });
  });
});
