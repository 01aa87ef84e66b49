import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FINANCIAL_YEAR_PATTERN } from '@ticketsetu/contracts/tax';
import { Matches, MaxLength } from 'class-validator';
import { OptionalField } from './optional.js';

export const INVALID_FINANCIAL_YEAR = 'Financial year must look like 2026-27';

/**
 * A `financial_year` query parameter ('2026-27', April to March in IST): the tax rules' own pattern
 * (financialYearBounds reads the same), so '2026-28' is refused here, and the document states it.
 */
export function FinancialYearField({ required }: { required: boolean }): PropertyDecorator {
  const doc = { example: '2026-27', description: 'Financial year, April to March (IST)' };
  const invalid = { message: INVALID_FINANCIAL_YEAR };
  return applyDecorators(
    ...(required ? [ApiProperty(doc)] : [ApiPropertyOptional(doc), OptionalField()]),
    MaxLength('2026-27'.length, invalid),
    Matches(FINANCIAL_YEAR_PATTERN, invalid),
  );
}
