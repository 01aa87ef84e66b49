import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECKOUT_MESSAGES, checkCheckout } from './checkout.ts';

describe('checkCheckout (Pay)', () => {
  const mobile = { ticketType: 'mobile', mobileTicketType: 'district' } as const;
  it('needs 1 to 6 tickets and the account or address the ticket goes to', () => {
    assert.deepEqual(checkCheckout({ quantity: 2, platformId: 'fan@district', listing: mobile }), []);
    assert.deepEqual(checkCheckout({ quantity: 7, platformId: ' ', listing: mobile }), [
      { field: 'quantity', code: 'invalidQuantity' },
      { field: 'platformId', code: 'noDistrictId' },
    ]);
    assert.deepEqual(checkCheckout({ quantity: 1, listing: { ticketType: 'physical' } }), [
      { field: 'deliveryAddressId', code: 'noAddress' },
    ]);
    assert.equal(CHECKOUT_MESSAGES.invalidQuantity, 'Number of tickets must be between 1 and 6');
  });
});
