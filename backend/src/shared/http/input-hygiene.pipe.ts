import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { RequestError } from '../domain/domain-error.js';

/** Deeper than any request of ours; deep enough nesting overflows the validator's recursion. */
export const MAX_INPUT_DEPTH = 16;
/** No field of ours is longer; a field's own limit (class-validator) is usually much shorter. */
export const MAX_TEXT_LENGTH = 20_000;
/** C0 controls and DEL, except tab and line breaks: PostgreSQL refuses NUL in text, nobody types the rest. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

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
    const pending: [unknown, number][] = [[value, 0]];
    while (pending.length > 0) {
      const [item, depth] = pending.pop()!;
      if (typeof item === 'string') checkText(item);
      else if (item !== null && typeof item === 'object') {
        if (depth >= MAX_INPUT_DEPTH) throw new RequestError('REQUEST_INVALID', TOO_DEEP);
        for (const [key, child] of Object.entries(item)) {
          checkText(key);
          pending.push([child, depth + 1]);
        }
      }
    }
    return value;
  }
}

function checkText(text: string): void {
  if (text.length > MAX_TEXT_LENGTH) throw new RequestError('REQUEST_INVALID', TEXT_TOO_LONG);
  if (CONTROL_CHARACTERS.test(text)) throw new RequestError('REQUEST_INVALID', CONTROL_CHARACTERS_REFUSED);
}
