/**
 * PhonePe Standard Checkout's documented request rules, checked before a request leaves (adapter)
 * and when one arrives (sandbox). Each check returns a reason, or null when the value is fine.
 */

/** merchantOrderId / merchantRefundId: at most 63 characters, only letters, digits, `_` and `-`. */
export const MERCHANT_ID_MAX_LENGTH = 63;
const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The smallest amount PhonePe takes or refunds: 100 paise (₹1). */
export const MIN_AMOUNT_PAISE = 100;

/** Limits of `expireAfter` in seconds, as PhonePe documents them for checkout orders. */
export const MIN_EXPIRE_AFTER_SECONDS = 300;
export const MAX_EXPIRE_AFTER_SECONDS = 3600;
/** What PhonePe applies when a request names no expiry (its sample value). */
export const DEFAULT_EXPIRE_AFTER_SECONDS = 1200;

export const UDF_MAX_LENGTH = 256;
export const UDF_FIELDS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;

export function merchantIdProblem(value: unknown, field = 'merchantOrderId'): string | null {
  if (typeof value !== 'string' || value.length === 0) return `${field} is required`;
  if (value.length > MERCHANT_ID_MAX_LENGTH) return `${field} must be at most ${MERCHANT_ID_MAX_LENGTH} characters`;
  if (!MERCHANT_ID_PATTERN.test(value)) return `${field} may contain only letters, digits, "_" and "-"`;
  return null;
}

export function isValidMerchantOrderId(value: unknown): value is string {
  return merchantIdProblem(value) === null;
}

/** An amount in integer paise of at least 100. */
export function amountProblem(value: unknown, field = 'amount'): string | null {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return `${field} must be an integer number of paise`;
  if (value < MIN_AMOUNT_PAISE) return `${field} must be at least ${MIN_AMOUNT_PAISE} paise`;
  return null;
}

export function expireAfterProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'expireAfter must be a whole number of seconds';
  if (value < MIN_EXPIRE_AFTER_SECONDS || value > MAX_EXPIRE_AFTER_SECONDS) {
    return `expireAfter must be between ${MIN_EXPIRE_AFTER_SECONDS} and ${MAX_EXPIRE_AFTER_SECONDS} seconds`;
  }
  return null;
}

/** The buyer's browser is sent here: an absolute http(s) URL. */
export function redirectUrlProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return 'redirectUrl is required';
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'redirectUrl must be an http(s) URL';
  } catch {
    return 'redirectUrl must be an absolute URL';
  }
  return null;
}

export function metaInfoProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return 'metaInfo must be an object';
  for (const [key, udf] of Object.entries(value)) {
    if (udf === undefined || udf === null) continue;
    if (typeof udf !== 'string') return `metaInfo.${key} must be a string`;
    if (udf.length > UDF_MAX_LENGTH) return `metaInfo.${key} must be at most ${UDF_MAX_LENGTH} characters`;
  }
  return null;
}
