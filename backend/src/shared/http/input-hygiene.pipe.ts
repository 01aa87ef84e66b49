import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { RequestError } from '../domain/domain-error.js';

/** Deeper than any request of ours; deep enough nesting overflows the validator's recursion. */
export const MAX_INPUT_DEPTH = 16;
/**
 * A backstop for text no field's own limit reaches (an object's keys, a field the validation pipe is
 * about to refuse as unknown): every field a request may carry has its own, shorter `@MaxLength`,
 * which the OpenAPI document states.
 */
export const MAX_TEXT_LENGTH = 20_000;
/** C0 controls and DEL, except tab and line breaks: PostgreSQL refuses NUL in text, nobody types the rest. */
const CONTROL_CLASS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_CLASS}]`);
/** The same rule as a JSON Schema pattern: the OpenAPI document's pattern of free text (openapi-validation.ts). */
export const TEXT_WITHOUT_CONTROLS = `^[^${CONTROL_CLASS}]*$`;

export const TOO_DEEP = 'The request body is nested too deeply';
export const CONTROL_CHARACTERS_REFUSED = 'Text may not contain control characters';
export const TEXT_TOO_LONG = 'Text is too long';

/**
 * Runs before validation on every body, query and path parameter: refuses nesting, control
 * characters and overlong text that would otherwise fail deep inside (a stack overflow in the
 * transformer, a driver error in PostgreSQL) as a 500. Walks iteratively: the walk itself cannot overflow.
 */
@Injectable()
export class InputHygienePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    // Each item with its field, as the validation pipe names fields: `payload.orderId`, a path parameter's name.
    const pending: [unknown, number, string | undefined][] = [[value, 0, metadata.data]];
    while (pending.length > 0) {
      const [item, depth, field] = pending.pop()!;
      if (typeof item === 'string') checkText(item, field);
      else if (item !== null && typeof item === 'object') {
        if (depth >= MAX_INPUT_DEPTH) throw new RequestError('REQUEST_INVALID', TOO_DEEP);
        for (const [key, child] of Object.entries(item)) {
          const path = field ? `${field}.${key}` : key;
          checkText(key, path);
          pending.push([child, depth + 1, path]);
        }
      }
    }
    return value;
  }
}

function checkText(text: string, field: string | undefined): void {
  if (text.length > MAX_TEXT_LENGTH) throw new RequestError('REQUEST_INVALID', TEXT_TOO_LONG, field);
  if (CONTROL_CHARACTERS.test(text)) throw new RequestError('REQUEST_INVALID', CONTROL_CHARACTERS_REFUSED, field);
}
