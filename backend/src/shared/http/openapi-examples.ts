/**
 * An example for every operation (issue 17): each JSON request body and each JSON success answer gets
 * a whole example, composed by Redoc's sampler from the schema itself: the `example` of each DTO
 * property, else its enum, format, pattern or bounds. So an example can never say something the
 * schema does not (test/openapi-document.int-spec.ts validates each one against its schema), and
 * a date that must be in the future is one, relative to when the document is built.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { sample } from 'openapi-sampler';

interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

const isJson = (type: string) => type === 'application/json';

/**
 * The example of a request's event date, which must be in the future: when the document is built it
 * becomes a day 60 days on, at 19:30 IST (`upcomingEventDate`), so the example is never a refused past date.
 */
export const UPCOMING_EVENT_DATE_EXAMPLE = 'an evening 60 days after the document is built';
const IST_OFFSET_MS = 330 * 60_000;

/** 60 days after `now`, 19:30 in India, written out in full: '2027-02-01T19:30:00.000+05:30'. */
export function upcomingEventDate(now: Date): string {
  const day = new Date(now.getTime() + IST_OFFSET_MS + 60 * 86_400_000).toISOString().slice(0, 10);
  return `${day}T19:30:00.000+05:30`;
}

/** Puts the instants relative to `now` in place of their stand-ins, wherever an example names one. */
function datedExamples(part: unknown, now: Date): void {
  if (typeof part !== 'object' || part === null) return;
  const record = part as Record<string, unknown>;
  if (record.example === UPCOMING_EVENT_DATE_EXAMPLE) record.example = upcomingEventDate(now);
  for (const value of Object.values(record)) datedExamples(value, now);
}

/**
 * A body that must carry exactly one of some fields (`oneOf` of `required`s, see `@ExactlyOne`): its
 * example carries the first. (The sampler would fill in every property, which the `oneOf` forbids.)
 */
function firstAlternative(document: OpenAPIObject, schema: { $ref?: string }): object {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  const target = (name ? document.components?.schemas?.[name] : schema) as
    { properties?: Record<string, object>; oneOf?: { required?: string[] }[] } | undefined;
  const fields = target?.oneOf?.[0]?.required;
  if (!target?.properties || !fields) return schema;
  const { oneOf: _alternatives, ...rest } = target;
  return { ...rest, properties: Object.fromEntries(fields.map((field) => [field, target.properties![field]])) };
}

export function describeExamples(document: OpenAPIObject, now: Date): OpenAPIObject {
  datedExamples(document, now);
  const exampleOf = (schema: object, direction: 'request' | 'response') =>
    sample(
      firstAlternative(document, schema) as never,
      { quiet: true, enablePatterns: true, [direction === 'request' ? 'skipReadOnly' : 'skipWriteOnly']: true },
      document,
    );
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      if (typeof operation !== 'object' || operation === null) continue;
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (isJson(type) && media.schema) media.example ??= exampleOf(media.schema, 'request');
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (isJson(type) && media.schema) media.example ??= exampleOf(media.schema, 'response');
        }
      }
    }
  }
  return document;
}
