/**
 * An Idempotency-Key for one request (a Pay, a listing): the fetch layer may repeat a request that
 * carries one, and the server makes its work once. crypto.randomUUID exists only in secure contexts (https or
 * localhost); a phone trying the app over the LAN (http://192.168…) gets a v4 UUID built from
 * getRandomValues, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
