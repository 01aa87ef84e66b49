import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADDRESS_MESSAGES, type AddressInput, checkAddress } from './address-form.ts';

const valid: AddressInput = {
  addressLine1: '12, 3rd Cross, HAL 2nd Stage',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};
const codes = (input: AddressInput) => checkAddress(input).map(({ field, code }) => `${field}:${code}`);

describe('checkAddress (saved addresses)', () => {
  it('passes a complete address, with spaces around the PIN code', () => {
    assert.deepEqual(checkAddress(valid), []);
    assert.deepEqual(checkAddress({ ...valid, pincode: ' 560038 ' }), []);
  });

  it('reports every missing part in the form order, blank or spaces alike', () => {
    assert.deepEqual(codes({}), [
      'addressLine1:noLine1',
      'area:noArea',
      'city:noCity',
      'state:noState',
      'pincode:invalidPin',
    ]);
    assert.deepEqual(codes({ ...valid, addressLine1: '   ', city: null }), ['addressLine1:noLine1', 'city:noCity']);
  });

  it('takes only the 36 states and union territories', () => {
    assert.deepEqual(codes({ ...valid, state: 'Delhi' }), []);
    assert.deepEqual(codes({ ...valid, state: 'karnataka' }), ['state:noState']);
    assert.deepEqual(codes({ ...valid, state: 'Bangalore' }), ['state:noState']);
  });

  it('needs exactly six digits for the PIN code', () => {
    for (const pincode of ['56003', '5600381', '56003a', '५६००३८', '560 038'])
      assert.deepEqual(codes({ ...valid, pincode }), ['pincode:invalidPin'], pincode);
  });

  it("speaks the spec's words", () => {
    assert.equal(ADDRESS_MESSAGES.noLine1, 'Address line 1 is required');
    assert.equal(ADDRESS_MESSAGES.invalidPin, 'Please enter a valid 6-digit PIN code');
    assert.equal(ADDRESS_MESSAGES.noState, 'Please choose a state or union territory');
  });
});
