import { applyDecorators } from '@nestjs/common';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN as EMAIL, INVALID_EMAIL } from '@ticketsetu/contracts/account-form';
import { IsEmail, Matches, MaxLength } from 'class-validator';

export { INVALID_EMAIL };

/**
 * A field that must be an email address (contracts' EMAIL_PATTERN: within it, JSON Schema's
 * `format: email` and class-validator's IsEmail agree, so the document says exactly what the server
 * takes), refused with INVALID_EMAIL (or `message`). */
export function EmailField(message = INVALID_EMAIL): PropertyDecorator {
  return applyDecorators(
    MaxLength(EMAIL_MAX_LENGTH, { message }),
    Matches(EMAIL, { message }),
    IsEmail({}, { message }),
  );
}
