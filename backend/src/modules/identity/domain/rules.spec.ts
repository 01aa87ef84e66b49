import {
  INDIAN_STATES,
  firstNameOf,
  formatAddress,
  normaliseIndianMobile,
  passwordProblem,
  PIN_CODE_PATTERN,
  UPI_ID_PATTERN,
} from './rules.js';

describe('identity rules', () => {
  it('accepts Indian mobile numbers in any common form, as E.164', () => {
    expect(normaliseIndianMobile('98765 43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('+91 98765-43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('09876543210')).toBe('+919876543210');
    expect(normaliseIndianMobile('12345')).toBeNull();
    expect(normaliseIndianMobile('+1 415 555 2671')).toBeNull();
    expect(normaliseIndianMobile('011 2345 6789')).toBeNull(); // a Delhi landline
  });

  it("takes exactly what INDIAN_MOBILE_PATTERN, the OpenAPI document's pattern, describes", () => {
    expect(normaliseIndianMobile('(+91) 98765.43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('919876543210')).toBe('+919876543210');
    expect(normaliseIndianMobile('6000000000')).toBe('+916000000000');
    for (const refused of ['+91 09876543210', '5876543210', '98765432101', '+9198765432', '98765\t43210']) {
      expect([refused, normaliseIndianMobile(refused)]).toEqual([refused, null]);
    }
  });

  it('has one UPI rule', () => {
    for (const ok of ['priya.sharma@okhdfcbank', 'ravi_k-1@ybl', 'a@paytm']) expect(UPI_ID_PATTERN.test(ok)).toBe(true);
    for (const bad of ['priya', '@ybl', 'priya@', 'priya@ok.hdfc', 'pri ya@ybl', 'priya@@ybl'])
      expect(UPI_ID_PATTERN.test(bad)).toBe(false);
  });

  it('wants a PIN of exactly 6 digits', () => {
    expect(PIN_CODE_PATTERN.test('560038')).toBe(true);
    expect(PIN_CODE_PATTERN.test('56003')).toBe(false);
    expect(PIN_CODE_PATTERN.test('5600381')).toBe(false);
  });

  it('lists the 36 states and union territories, sorted', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect([...INDIAN_STATES]).toEqual([...INDIAN_STATES].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses short and common passwords', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('Password123')).toBe('This password is too common. Please choose a less guessable one.');
    expect(passwordProblem('monsoon-ticket-42')).toBeNull();
  });

  it('greets by first name, else email name, else User', () => {
    expect(firstNameOf('Priya Sharma', 'p@x.in')).toBe('Priya');
    expect(firstNameOf(null, 'rohan.m@example.in')).toBe('rohan.m');
    expect(firstNameOf('  ', null)).toBe('User');
  });

  it('formats an address as the spec writes it', () => {
    const base = {
      addressLine1: '12 MG Road',
      area: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    };
    expect(formatAddress({ ...base, addressLine2: 'Flat 4B' })).toBe(
      '12 MG Road, Flat 4B, Indiranagar, Bengaluru, Karnataka - 560038',
    );
    expect(formatAddress({ ...base, addressLine2: null })).toBe(
      '12 MG Road, Indiranagar, Bengaluru, Karnataka - 560038',
    );
  });
});
