import { sharedContact } from './self-rating.js';

describe('a rating through a second account of the seller', () => {
  const seller = { phones: ['+919800000002', '+919811111111'], upiIds: ['priya.sharma@okhdfcbank'] };

  it('is found by a phone either account has used', () => {
    expect(sharedContact({ phones: ['+919811111111'], upiIds: [] }, seller)).toBe('phone');
  });

  it('is found by a UPI id, whatever its case and spaces', () => {
    expect(sharedContact({ phones: ['+919800000003'], upiIds: [' Priya.Sharma@OKHDFCBANK '] }, seller)).toBe('upi_id');
  });

  it('is not found for a buyer with nothing in common', () => {
    expect(sharedContact({ phones: ['+919800000003'], upiIds: ['rohan@okaxis'] }, seller)).toBeNull();
    expect(sharedContact({ phones: [], upiIds: [] }, seller)).toBeNull();
  });

  it('does not take a UPI id for a phone or the other way round', () => {
    expect(sharedContact({ phones: ['priya.sharma@okhdfcbank'], upiIds: ['+919800000002'] }, seller)).toBeNull();
  });
});
