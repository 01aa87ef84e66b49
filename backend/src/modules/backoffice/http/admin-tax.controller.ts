import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees, toCsv } from '../../../shared/http/csv.js';
import {
  AdminTaxDocumentsQueryDto,
  TaxDocumentDto,
  TaxDocumentReads,
  type TaxDocumentRow,
  type StateTaxFiguresDto,
  type TaxFigures,
  type TaxFiguresDto,
  TaxReports,
  TaxSummaryDto,
  TaxSummaryQueryDto,
  toTaxDocumentDto,
} from '../../tax/index.js';

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

const documentColumns: CsvColumn<TaxDocumentRow>[] = [
  { header: 'Number', value: (d) => d.number },
  { header: 'Kind', value: (d) => (d.kind === 'invoice' ? 'Tax invoice' : 'Credit note') },
  { header: 'Against invoice', value: (d) => d.invoiceNumber },
  { header: 'Date (IST)', value: (d) => csvDateIst(d.issuedAt) },
  { header: 'Transaction ID', value: (d) => d.orderId },
  { header: 'Recipient', value: (d) => d.recipientName },
  { header: 'Role', value: (d) => d.recipientRole },
  { header: 'Place of supply', value: (d) => d.placeOfSupply },
  { header: 'Taxable value (INR)', value: (d) => csvRupees(d.taxable) },
  { header: 'CGST (INR)', value: (d) => csvRupees(d.cgst) },
  { header: 'SGST/UTGST (INR)', value: (d) => csvRupees(d.sgst) },
  { header: 'IGST (INR)', value: (d) => csvRupees(d.igst) },
  { header: 'Total (INR)', value: (d) => csvRupees(d.total) },
];

/** Staff only: every invoice and credit note (Admin > Transactions links here by transaction id). */
@AdminController('tax-documents')
export class AdminTaxDocumentsController {
  constructor(private readonly reads: TaxDocumentReads) {}

  @ApiOperation({
    summary: 'List tax documents',
    description:
      'Every tax invoice and credit note, searchable by transaction and filterable by financial year, a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(TaxDocumentDto)
  list(@Query() query: AdminTaxDocumentsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.reads.list({
          search: query.search || undefined,
          kind: query.kind,
          financialYear: query.financial_year,
          order: query.order ?? 'desc',
          ...window,
        }),
      toDto: toTaxDocumentDto,
      csv: { filename: 'ticketsetu-tax-documents', columns: documentColumns },
    });
  }
}
