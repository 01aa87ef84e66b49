import { ApiHeader } from '@nestjs/swagger';

/** An Idempotency-Key header as we accept it: 8-100 letters, digits, `-` or `_` (a UUID fits). */
export function isIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key);
}

/** What a refused key is told. */
export const IDEMPOTENCY_KEY_RULE = '8-100 letters, digits, - or _';

/** The header in the OpenAPI document, as isIdempotencyKey accepts it. */
export const ApiIdempotencyKey = (required: boolean, description: string) =>
  ApiHeader({
    name: 'Idempotency-Key',
    required,
    description,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$', minLength: 8, maxLength: 100 },
  });
