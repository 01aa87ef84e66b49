import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { financialYearBounds } from '@ticketsetu/contracts/tax';
import { ValidateBy } from 'class-validator';
import { OptionalField } from './optional.js';

export const INVALID_FINANCIAL_YEAR = 'Financial year must look like 2026-27';

function isFinancialYear(value: unknown): boolean {
  try {
    financialYearBounds(value as string);
    return true;
  } catch {
    return false;
  }
}

/**
 * A `financial_year` query parameter ('2026-27', April to March in IST): the same check as the tax rules'
 * financialYearBounds, so '2026-28' is refused here rather than by each controller.
 */
export function FinancialYearField({ required }: { required: boolean }): PropertyDecorator {
  const doc = { example: '2026-27', pattern: '^\\d{4}-\\d{2}$', description: 'Financial year, April to March (IST)' };
  return applyDecorators(
    ...(required ? [ApiProperty(doc)] : [ApiPropertyOptional(doc), OptionalField()]),
    ValidateBy({
      name: 'isFinancialYear',
      validator: { validate: isFinancialYear, defaultMessage: () => INVALID_FINANCIAL_YEAR },
    }),
  );
}
