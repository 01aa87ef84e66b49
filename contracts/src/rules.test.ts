import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buyingLimitMessage, indianMobileDigits, isImageUrl, stateOfCity } from './rules.ts';

describe('rules', () => {
  it('reads an Indian mobile number as people type it', () => {
    assert.equal(indianMobileDigits('+91 98765-43210'), '9876543210');
    assert.equal(indianMobileDigits('09876543210'), '9876543210');
    assert.equal(indianMobileDigits('12345 67890'), null);
  });

  it("takes an http(s) image address or a path on this site, and knows each city's state", () => {
    assert.ok(isImageUrl('https://cdn.example.com/a.jpg') && isImageUrl('/images/a.jpg'));
    assert.ok(!isImageUrl('javascript:alert(1)'));
    assert.equal(stateOfCity('Chandigarh'), 'Chandigarh');
    assert.equal(stateOfCity('Atlantis'), null);
  });

  it('words the buying limit with what is left', () => {
    assert.equal(buyingLimitMessage(1), 'You can buy at most 1 ticket for this event.');
    assert.equal(
      buyingLimitMessage(4, 4),
      'You can buy at most 4 tickets for this event. You already have 4 tickets, so you cannot buy more.',
    );
  });
});
