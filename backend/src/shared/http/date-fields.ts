import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, Matches, MaxLength } from 'class-validator';

/** 'YYYY-MM-DD'; IsISO8601's strict mode then refuses a day the calendar has not (2026-02-30). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** RFC 3339: a day, a time to the second (milliseconds at most), and Z or an offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
/** The words of JavaScript's own refusal of a date, as the forms show it. */
export const INVALID_TIME = 'Invalid time value';
/** The longest INSTANT: '2026-12-01T19:30:00.000+05:30'. */
export const INSTANT_MAX_LENGTH = 29;

/**
 * A calendar day, and the document's `format: date` with it: the rules and the words in one place.
 * Apply it under the field's own @ApiProperty (examples, description).
 */
export function DateField(message: string, invalidDay = message): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'date' }),
    MaxLength(10, { message }),
    Matches(DAY, { message }),
    IsISO8601({ strict: true }, { message: invalidDay }),
  );
}

/** An instant with its offset (RFC 3339), and the document's `format: date-time` with it. */
export function InstantField(message: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'date-time' }),
    MaxLength(INSTANT_MAX_LENGTH, { message }),
    Matches(INSTANT, { message }),
    IsISO8601({ strict: true }, { message }),
  );
}
