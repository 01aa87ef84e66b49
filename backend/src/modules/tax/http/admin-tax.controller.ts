import { Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvRupees, toCsv } from '../../../shared/http/csv.js';
import { type TaxFigures, TaxReports } from '../application/tax-reports.js';
import { type StateTaxFiguresDto, type TaxFiguresDto, TaxSummaryDto, TaxSummaryQueryDto } from './tax-summary.dto.js';

const figures = (f: TaxFigures): TaxFiguresDto => ({
  documents: f.documents,
  taxable: f.taxable,
  cgst: f.cgst,
  sgst: f.sgst,
  utgst: f.utgst,
  igst: f.igst,
  total: f.total,
});

const stateColumns: CsvColumn<StateTaxFiguresDto>[] = [
  { header: 'Place of supply', value: (s) => s.state },
  { header: 'State code', value: (s) => s.state_code },
  { header: 'Documents', value: (s) => s.documents },
  { header: 'Taxable value (INR)', value: (s) => csvRupees(s.taxable) },
  { header: 'CGST (INR)', value: (s) => csvRupees(s.cgst) },
  { header: 'SGST (INR)', value: (s) => csvRupees(s.sgst) },
  { header: 'UTGST (INR)', value: (s) => csvRupees(s.utgst) },
  { header: 'IGST (INR)', value: (s) => csvRupees(s.igst) },
  { header: 'Total (INR)', value: (s) => csvRupees(s.total) },
];

/** Staff only: Admin > Tax, the GST the platform's fees carried in a period. */
@AdminController('tax')
export class AdminTaxController {
  constructor(private readonly reports: TaxReports) {}

  @ApiOperation({
    summary: 'GST on fees in a period',
    description:
      "The taxable value and GST (central, state, union territory, integrated) of the platform's fees between two days, by state; JSON or CSV. " +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get('summary')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    type: TaxSummaryDto,
    description: 'With format=csv: text/csv, the net figures by place of supply, as a download',
  })
  async summary(@Query() query: TaxSummaryQueryDto, @Res() res: Response): Promise<void> {
    const s = await this.reports.summary(query.from, query.to);
    const body: TaxSummaryDto = {
      from: s.from,
      to: s.to,
      invoices: figures(s.invoices),
      credit_notes: figures(s.creditNotes),
      net: figures(s.net),
      by_state: s.byState.map((state) => ({ ...figures(state), state: state.state, state_code: state.stateCode })),
      fees_in_ledger: s.feesInLedger,
    };
    if (query.format !== 'csv') {
      res.json(body);
      return;
    }
    res
      .status(200)
      .set({
        'Content-Disposition': `attachment; filename="ticketsetu-gst-${s.from}-to-${s.to}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      })
      .type('text/csv; charset=utf-8')
      .send(toCsv(stateColumns, body.by_state));
  }
}
