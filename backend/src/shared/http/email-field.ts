import { applyDecorators } from '@nestjs/common';
import { IsEmail, Matches, MaxLength } from 'class-validator';

export const INVALID_EMAIL = 'Please enter a valid email address';

/** What a local part may be made of (RFC 5322's atext), and a label of a host name. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * An email address as the document can state it: a local part of 1 to 64 characters (atext and
 * inner dots), then a host name of labels of at most 63 characters and a top-level domain of
 * letters (or an internationalised one, xn--…); 254 characters in all (MaxLength). Within it,
 * JSON Schema's `format: email` and class-validator's IsEmail agree (both refuse two dots in a
 * row), so the document's pattern and format together say exactly what the server takes. No
 * lookahead: fuzzers that generate from a pattern can read it.
 */
const EMAIL = new RegExp(
  `^${ATEXT}(?:[A-Za-z0-9!#$%&'*+/=?^_\`{|}~.-]{0,62}${ATEXT})?@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])$`,
);

/** A field that must be an email address (EMAIL), refused with INVALID_EMAIL (or `message`). */
export function EmailField(message = INVALID_EMAIL): PropertyDecorator {
  return applyDecorators(MaxLength(254, { message }), Matches(EMAIL, { message }), IsEmail({}, { message }));
}
