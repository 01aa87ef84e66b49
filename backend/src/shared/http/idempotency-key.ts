import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_REUSED } from '../domain/request-fingerprint.js';

/** An Idempotency-Key header as we accept it: 8-100 letters, digits, `-` or `_` (a UUID fits). */
export function isIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key);
}

/** What a refused key is told. */
export const IDEMPOTENCY_KEY_RULE = '8-100 letters, digits, - or _';

/** What every operation taking the header does with a key it has seen (ADR 56). */
const REUSE_RULE =
  'A key is kept with a fingerprint of its request (the body and, for uploads, each file): the same request ' +
  'sent again with it gets the first answer; another request with a used key is refused with 422 ' +
  `problem+json (code IDEMPOTENCY_KEY_REUSED, '${IDEMPOTENCY_KEY_REUSED}') and changes nothing.`;

/** The header in the OpenAPI document, as isIdempotencyKey accepts it, with the reuse rule and its 422. */
export const ApiIdempotencyKey = (required: boolean, description: string) =>
  applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required,
      description: `${description} ${REUSE_RULE}`,
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$', minLength: 8, maxLength: 100 },
    }),
    ApiUnprocessableEntityResponse({ description: `'${IDEMPOTENCY_KEY_REUSED}'` }),
  );
