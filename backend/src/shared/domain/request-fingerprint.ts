import { createHash } from 'node:crypto';
import { RequestError } from './domain-error.js';

/** The answer to a key sent again with another request (as Stripe refuses it). */
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used with a different request. Use a new key for a new request.';

/** A request sent with an Idempotency-Key: the key and the request's fingerprint. */
export interface KeyedRequest {
  key: string;
  fingerprint: string;
}

/** A file of a request, as its fingerprint counts it. */
export interface FileFingerprint {
  name: string;
  size: number;
  sha256: string;
}

/**
 * What an Idempotency-Key's request was, kept beside the key (ADR 56): the SHA-256 of the operation,
 * its body as canonical JSON (keys sorted, undefined left out, so the order a client wrote the fields
 * in does not count) and each file's name, size and SHA-256 in the order sent.
 */
export function requestFingerprint(operation: string, body: object, files: readonly FileFingerprint[] = []): string {
  const filePart = files.map(({ name, size, sha256 }) => ({ name, size, sha256 }));
  return createHash('sha256')
    .update(canonicalJson({ operation, body, files: filePart }))
    .digest('hex');
}

/**
 * Refuses a repeat whose request differs from the one its key first made (422); what was made before
 * fingerprints were kept (null) answers as before.
 */
export function refuseOtherRequest(stored: string | null, fingerprint: string): void {
  if (stored !== null && stored !== fingerprint) {
    throw new RequestError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
  }
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
