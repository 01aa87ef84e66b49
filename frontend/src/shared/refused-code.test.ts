import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error';
import { refusedCode } from './refused-code';

const CODES = { invalidPin: 'Please enter a valid 6-digit PIN code', noCity: 'City is required' } as const;
const refusal = (code: string) =>
  ApiError.fromResponse(
    { status: 400, statusText: 'Bad Request' },
    { status: 400, detail: 'Refused', errors: [{ field: 'pincode', code, message: 'Refused' }] },
  );

describe('refusedCode', () => {
  it("names the form's code the server's refusal carries on its first field, and nothing else", () => {
    expect(refusedCode(refusal('invalidPin'), CODES)).toBe('invalidPin');
    expect(refusedCode(refusal('isString'), CODES)).toBeUndefined();
    expect(refusedCode(refusal('constructor'), CODES)).toBeUndefined();
    expect(refusedCode(new Error('offline'), CODES)).toBeUndefined();
    expect(refusedCode(ApiError.network(new TypeError('Failed to fetch')), CODES)).toBeUndefined();
  });
});
