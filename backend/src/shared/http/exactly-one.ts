import { RequestError } from '../domain/domain-error.js';

const EXACTLY_ONE = 'http:exactly-one';

/**
 * A body that must carry exactly one of `fields` (one change per request). The OpenAPI document says
 * so with `oneOf` (describeValidation reads it); `requireExactlyOne` refuses any other body.
 */
export function ExactlyOne(fields: readonly string[], message: string): ClassDecorator {
  return (target) => Reflect.defineMetadata(EXACTLY_ONE, { fields, message }, target);
}

/** The fields of an `@ExactlyOne` body class, for the document. */
export function exactlyOneOf(bodyClass: object): readonly string[] | undefined {
  return (Reflect.getMetadata(EXACTLY_ONE, bodyClass) as { fields: readonly string[] } | undefined)?.fields;
}

/** Refuses (400) a body that carries none, or more than one, of its class's `@ExactlyOne` fields. */
export function requireExactlyOne(body: object): void {
  const rule = Reflect.getMetadata(EXACTLY_ONE, body.constructor) as
    { fields: readonly string[]; message: string } | undefined;
  if (!rule) return;
  const sent = rule.fields.filter((field) => (body as Record<string, unknown>)[field] !== undefined);
  if (sent.length !== 1) throw new RequestError('REQUEST_INVALID', rule.message);
}
