import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { FinancialYearField } from '../../../shared/http/financial-year-field.js';
import { OptionalField } from '../../../shared/http/optional.js';
import { payoutStatuses } from '../domain/payout-status.js';

const paise = (description: string, nullable = false) =>
  ApiProperty({ type: 'integer', nullable, example: 15_000, description: `${description}, integer paise` });

export class SellerStatementQueryDto {
  @FinancialYearField({ required: true })
  financial_year!: string;

  @ApiPropertyOptional({ enum: ['json', 'csv', 'pdf'], description: 'csv or pdf: the statement as a download' })
  @OptionalField()
  @IsIn(['json', 'csv', 'pdf'], { message: 'Format must be json, csv or pdf' })
  format?: 'json' | 'csv' | 'pdf';
}

export class StatementLineDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the sale completed (the ticket moved)' })
  completed_at!: Date;
  @ApiProperty({ format: 'uuid', description: 'The purchase (transaction)' }) transaction_id!: string;
  @ApiProperty({ example: 'Coldplay: Music of the Spheres' }) event_title!: string;
  @ApiProperty({ type: 'integer', example: 2 }) quantity!: number;
  @paise('Ticket price of the sale') gross!: number;
  @paise('Refunded to the buyer after completion') refunded!: number;
  @paise('Our seller fee on what stands, GST included') fee!: number;
  @paise('The GST inside the fee (null: completed before invoicing)', true) gst_in_fee!: number | null;
  @paise('Income tax withheld (TDS by the e-commerce operator)') tds!: number;
  @paise('What you are paid for the sale') net!: number;
  @ApiProperty({ enum: payoutStatuses }) status!: string;
  @ApiProperty({ type: String, nullable: true, example: '712345678902' }) utr!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paid_at!: Date | null;
}

export class StatementTotalsDto {
  @paise('Ticket prices') gross!: number;
  @paise('Refunded') refunded!: number;
  @paise('Seller fees, GST included') fee!: number;
  @paise('GST inside the fees') gst_in_fee!: number;
  @paise('Income tax withheld') tds!: number;
  @paise('Net of fees and refunds') net!: number;
  @paise('Paid to your UPI id') paid!: number;
}

/** A seller's statement for one financial year (issue 19). */
export class SellerStatementDto {
  @ApiProperty({ example: '2026-27' }) financial_year!: string;
  @ApiProperty({ type: [StatementLineDto] }) sales!: StatementLineDto[];
  @ApiProperty({ type: StatementTotalsDto }) totals!: StatementTotalsDto;
}
