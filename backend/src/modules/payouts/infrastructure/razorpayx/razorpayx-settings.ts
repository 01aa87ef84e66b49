/** RazorpayX's API host (razorpay.com/docs/api/x: every call is `https://api.razorpay.com/v1/...`). */
export const RAZORPAYX_API_BASE_URL = 'https://api.razorpay.com';

/** Where the built-in RazorpayX sandbox is served, under the app's global /api prefix. */
export const RAZORPAYX_SANDBOX_ROUTE = 'razorpayx-sandbox';

/** The sandbox's base URL at this app's own origin (e.g. http://127.0.0.1:3000). */
export function razorpayXSandboxBaseUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/api/${RAZORPAYX_SANDBOX_ROUTE}`;
}

/**
 * What the RazorpayX adapter needs, as plain values so the module can build it from config
 * (RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_WEBHOOK_SECRET, RAZORPAYX_ACCOUNT_NUMBER,
 * RAZORPAYX_BASE_URL) and tests can point it anywhere.
 */
export interface RazorpayXSettings {
  /** API key id and secret: HTTP basic auth on every call. */
  keyId: string;
  keySecret: string;
  /** The secret set on the dashboard's webhook: the key of X-Razorpay-Signature's HMAC. */
  webhookSecret: string;
  /** The business account paid from (current account number or RazorpayX Lite customer identifier). */
  accountNumber: string;
  /**
   * Base URL without `/v1` (RazorpayX: RAZORPAYX_API_BASE_URL; absent RAZORPAYX_BASE_URL: the built-in
   * sandbox at this app's own origin). A function, because that origin is known only once the app listens.
   */
  baseUrl: () => string;
}
