import { Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { Response } from 'express';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees, toCsv } from '../../../shared/http/csv.js';
import { FinancialYearField } from '../../../shared/http/financial-year-field.js';
import { OptionalField } from '../../../shared/http/optional.js';
import { type TdsDeduction, TdsReports } from '../../payouts/index.js';

export class TdsReportQueryDto {
  @FinancialYearField({ required: true })
  financial_year!: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: one row per deduction, as a download' })
  @OptionalField()
  @IsIn(['json', 'csv'], { message: 'Format must be json or csv' })
  format?: 'json' | 'csv';
}

export class TdsBySellerDto {
  @ApiProperty({ format: 'uuid' }) seller_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Asha Rao' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'asha@example.in' }) email!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ABCPR1234K',
    description: 'null: no PAN given (withheld at the higher rate)',
  })
  pan!: string | null;
  @ApiProperty({ type: 'integer', example: 300_000, description: 'Sales completed in the year, integer paise' })
  sales!: number;
  @ApiProperty({ type: 'integer', example: 15_000, description: 'Income tax withheld, integer paise' }) tds!: number;
}

/** The income tax withheld from sellers in a financial year (TDS, ADR 49). */
export class TdsReportDto {
  @ApiProperty({ example: '2026-27' }) financial_year!: string;
  @ApiProperty({ type: [TdsBySellerDto], description: 'Most withheld first' }) sellers!: TdsBySellerDto[];
  @ApiProperty({ type: 'integer', example: 15_000, description: 'Withheld in all, integer paise' }) total_tds!: number;
  @ApiProperty({
    type: 'integer',
    example: 15_000,
    description:
      "What the ledger's tds_payable received over the year, net of reversals (integer paise): equals total_tds",
  })
  tds_in_ledger!: number;
}

const percent = (basisPoints: number | null) => (basisPoints === null ? null : `${basisPoints / 100}%`);
const columns: CsvColumn<TdsDeduction & { name: string | null }>[] = [
  { header: 'Date of credit (IST)', value: (d) => csvDateIst(d.creditedAt) },
  { header: 'Seller', value: (d) => d.name },
  { header: 'Seller ID', value: (d) => d.sellerId },
  { header: 'PAN', value: (d) => d.pan ?? 'PANNOTAVBL' },
  { header: 'Amount credited (INR)', value: (d) => csvRupees(d.amount) },
  { header: 'Rule', value: (d) => d.rule },
  { header: 'Rate', value: (d) => percent(d.rateBasisPoints) },
  { header: 'TDS (INR)', value: (d) => csvRupees(d.tds) },
  { header: 'Transaction ID', value: (d) => d.orderId },
  { header: 'Payout ID', value: (d) => d.payoutId },
];

/** Staff only: Admin > Tax's TDS report, the data a quarterly TDS return (Form 26Q) needs. */
@AdminController('tax')
export class AdminTdsController {
  constructor(private readonly reports: TdsReports) {}

  @ApiOperation({
    summary: 'Income tax withheld from sellers (TDS)',
    description:
      "The TDS withheld from sellers' sales in a financial year, by seller with their PAN: what a quarterly TDS return (Form 26Q) needs; JSON or CSV. " +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get('tds')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: TdsReportDto, description: 'With format=csv: text/csv, one row per deduction, as a download' })
  async report(@Query() query: TdsReportQueryDto, @Res() res: Response): Promise<void> {
    const report = await this.reports.of(query.financial_year);
    if (query.format !== 'csv') {
      const body: TdsReportDto = {
        financial_year: report.financialYear,
        sellers: report.sellers.map((s) => ({
          seller_id: s.sellerId,
          name: s.name,
          email: s.email,
          pan: s.pan,
          sales: s.sales,
          tds: s.tds,
        })),
        total_tds: report.totalTds,
        tds_in_ledger: report.tdsInLedger,
      };
      res.json(body);
      return;
    }
    const names = new Map(report.sellers.map((s) => [s.sellerId, s.name]));
    res
      .status(200)
      .set({
        'Content-Disposition': `attachment; filename="ticketsetu-tds-${report.financialYear}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      })
      .type('text/csv; charset=utf-8')
      .send(
        toCsv(
          columns,
          report.deductions.map((d) => ({ ...d, name: names.get(d.sellerId) ?? null })),
        ),
      );
  }
}
