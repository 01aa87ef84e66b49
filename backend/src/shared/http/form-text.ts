import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { OptionalField } from './optional.js';

/**
 * A text field of a form whose rules are its contracts check (checkSignup, checkSignIn, checkContact,
 * run by the service or the entity): here only that it is text when sent, and the bounds the OpenAPI
 * document states (`schema`: at least one character unless it says otherwise), so the check answers a
 * missing, empty or malformed value in its own words and with its code.
 */
export function FormText(schema: Parameters<typeof ApiProperty>[0] = {}): PropertyDecorator {
  return applyDecorators(ApiProperty({ minLength: 1, ...schema }), OptionalField(), IsString());
}
