import { describe, expect, it } from 'vitest';
import { firstNameOf, INDIAN_STATES, indianMobileDigits, isUpiId, joinFullName, splitFullName } from './rules';

describe('INDIAN_STATES', () => {
  it('lists the 36 states and union territories, sorted, without duplicates', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect([...INDIAN_STATES]).toEqual([...INDIAN_STATES].sort((a, b) => a.localeCompare(b)));
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_STATES).toContain('Ladakh');
    expect(INDIAN_STATES).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });
});

describe('isUpiId', () => {
  it.each(['priya@okaxis', 'priya.sharma@ybl', 'p_s-1@paytm', 'PRIYA@HDFC'])('accepts %j', (upi) => {
    expect(isUpiId(upi)).toBe(true);
  });
  it.each(['priya', 'priya@', '@okaxis', 'priya@ok.axis', 'priya sharma@ybl', 'priya@ok@axis', 'pri+ya@ybl'])(
    'refuses %j',
    (upi) => {
      expect(isUpiId(upi)).toBe(false);
    },
  );
});

describe('indianMobileDigits', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('reads %j as %j', (input, digits) => {
    expect(indianMobileDigits(input)).toBe(digits);
  });
  it.each(['5876543210', '987654321', '98765432101', '', 'abcdefghij', '+1 9876543210'])('refuses %j', (input) => {
    expect(indianMobileDigits(input)).toBeNull();
  });
});

describe('names', () => {
  it("greets by the full name's first word, else the email's part before @, else 'User'", () => {
    expect(firstNameOf('Priya Sharma', 'priya@example.in')).toBe('Priya');
    expect(firstNameOf('  ', 'asha.rao@example.in')).toBe('asha.rao');
    expect(firstNameOf(null, null)).toBe('User');
  });

  it('splits the full name on the first space and joins it back', () => {
    expect(splitFullName('Priya Anand Sharma')).toEqual({ firstName: 'Priya', lastName: 'Anand Sharma' });
    expect(splitFullName('Priya')).toEqual({ firstName: 'Priya', lastName: '' });
    expect(splitFullName(null)).toEqual({ firstName: '', lastName: '' });
    expect(joinFullName(' Priya ', 'Anand Sharma')).toBe('Priya Anand Sharma');
    expect(joinFullName('Priya', '')).toBe('Priya');
  });
});
