import {
  amountProblem,
  expireAfterProblem,
  isValidMerchantOrderId,
  merchantIdProblem,
  metaInfoProblem,
  redirectUrlProblem,
} from './payment-rules.js';

describe('merchantOrderId rules (PhonePe: at most 63 letters, digits, "_" and "-")', () => {
  it.each(['TS-1', 'order_2026-11-23_0001', 'a'.repeat(63), 'ABCxyz0189_-'])('accepts %s', (id) => {
    expect(isValidMerchantOrderId(id)).toBe(true);
  });

  it.each([
    ['', 'merchantOrderId is required'],
    ['a'.repeat(64), 'merchantOrderId must be at most 63 characters'],
    ['TS 1', 'merchantOrderId may contain only letters, digits, "_" and "-"'],
    ['TS/1', 'merchantOrderId may contain only letters, digits, "_" and "-"'],
    ['TS.1', 'merchantOrderId may contain only letters, digits, "_" and "-"'],
    ['टिकट', 'merchantOrderId may contain only letters, digits, "_" and "-"'],
    ['TS-1\n', 'merchantOrderId may contain only letters, digits, "_" and "-"'],
  ])('refuses %j: %s', (id, reason) => {
    expect(merchantIdProblem(id)).toBe(reason);
    expect(isValidMerchantOrderId(id)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isValidMerchantOrderId(42)).toBe(false);
    expect(merchantIdProblem(undefined, 'merchantRefundId')).toBe('merchantRefundId is required');
  });
});

describe('amounts (integer paise, at least 100)', () => {
  it('accepts ₹1 and more', () => {
    expect(amountProblem(100)).toBeNull();
    expect(amountProblem(123_456_78)).toBeNull();
  });

  it.each([
    [99, 'amount must be at least 100 paise'],
    [0, 'amount must be at least 100 paise'],
    [-500, 'amount must be at least 100 paise'],
    [100.5, 'amount must be an integer number of paise'],
    ['100', 'amount must be an integer number of paise'],
    [Number.NaN, 'amount must be an integer number of paise'],
  ])('refuses %p', (amount, reason) => {
    expect(amountProblem(amount)).toBe(reason);
  });
});

describe('other request rules', () => {
  it('bounds expireAfter to 300-3600 seconds when given', () => {
    expect(expireAfterProblem(undefined)).toBeNull();
    expect(expireAfterProblem(300)).toBeNull();
    expect(expireAfterProblem(3600)).toBeNull();
    expect(expireAfterProblem(299)).toMatch(/between 300 and 3600/);
    expect(expireAfterProblem(3601)).toMatch(/between 300 and 3600/);
    expect(expireAfterProblem(600.5)).toMatch(/whole number/);
  });

  it('wants an absolute http(s) redirect URL', () => {
    expect(redirectUrlProblem('https://ticketsetu.in/payment-result?order_id=1')).toBeNull();
    expect(redirectUrlProblem('/payment-result')).toBe('redirectUrl must be an absolute URL');
    expect(redirectUrlProblem('javascript:alert(1)')).toBe('redirectUrl must be an http(s) URL');
  });

  it('keeps udf values strings of at most 256 characters', () => {
    expect(metaInfoProblem({ udf1: 'listing 42', udf2: 'x'.repeat(256) })).toBeNull();
    expect(metaInfoProblem({ udf1: 'x'.repeat(257) })).toBe('metaInfo.udf1 must be at most 256 characters');
    expect(metaInfoProblem({ udf3: 7 })).toBe('metaInfo.udf3 must be a string');
  });
});
