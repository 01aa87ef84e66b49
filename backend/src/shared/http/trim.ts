import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';

/** Trims a string field before validation, so "   " counts as empty. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}

/** Trims and upper-cases a string field before validation (a PAN typed in lower case is the same PAN). */
export function UpperTrim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
}

/**
 * A whole number sent as text (a query string, an upload form's field): digits only, so "1e20",
 * "0x10" or " 7" are not numbers here (they fail @IsInt as NaN) rather than becoming huge or
 * surprising ones. The OpenAPI document says `integer` (put it under the field's @ApiProperty,
 * which keeps the type).
 */
export function TextInteger(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer' }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN,
    ),
  );
}

/** 'true' / 'false' in a query string as a boolean (anything else stays text and is refused by @IsBoolean). */
export function QueryBoolean(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));
}
