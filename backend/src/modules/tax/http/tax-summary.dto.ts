import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DateField } from '../../../shared/http/date-fields.js';
import { OptionalField } from '../../../shared/http/optional.js';

const paise = (description: string) =>
  ApiProperty({ type: 'integer', example: 45_762, description: `${description}, integer paise` });

export class TaxSummaryQueryDto {
  @ApiPropertyOptional({
    example: '2026-10-01',
    description: 'First day (IST); default: 1 April of this financial year',
  })
  @OptionalField()
  @DateField('from must be a date (YYYY-MM-DD)')
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Last day (IST), included; default: today' })
  @OptionalField()
  @DateField('to must be a date (YYYY-MM-DD)')
  to?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: the figures by state as a download' })
  @OptionalField()
  @IsIn(['json', 'csv'], { message: 'Format must be json or csv' })
  format?: 'json' | 'csv';
}

/** Taxable value and GST by head over a set of tax documents. */
export class TaxFiguresDto {
  @ApiProperty({ type: 'integer', example: 12, description: 'How many documents' }) documents!: number;
  @paise('Taxable value') taxable!: number;
  @paise('Central tax') cgst!: number;
  @paise('State tax') sgst!: number;
  @paise('Union territory tax') utgst!: number;
  @paise('Integrated tax') igst!: number;
  @paise('Fees, tax included') total!: number;
}

export class StateTaxFiguresDto extends TaxFiguresDto {
  @ApiProperty({ example: 'Karnataka', description: 'Place of supply' }) state!: string;
  @ApiProperty({ example: '29', description: 'Its GST state code' }) state_code!: string;
}

/** Admin > Tax: GST on the platform's fees for a period (ADR 48). */
export class TaxSummaryDto {
  @ApiProperty({ example: '2026-04-01' }) from!: string;
  @ApiProperty({ example: '2026-11-27' }) to!: string;
  @ApiProperty({ type: TaxFiguresDto }) invoices!: TaxFiguresDto;
  @ApiProperty({ type: TaxFiguresDto }) credit_notes!: TaxFiguresDto;
  @ApiProperty({ type: TaxFiguresDto, description: 'Invoices less credit notes: the GST due for the period' })
  net!: TaxFiguresDto;
  @ApiProperty({ type: [StateTaxFiguresDto], description: 'Net figures by place of supply' })
  by_state!: StateTaxFiguresDto[];
  @ApiProperty({
    type: 'integer',
    example: 120_000,
    description:
      "What the ledger's fee accounts earned in the period, net of fees given back (integer paise): equals net.total when every fee in it was invoiced",
  })
  fees_in_ledger!: number;
}
