import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees, toCsv } from '../../../shared/http/csv.js';
import { type SellerStatement, SellerStatements, type StatementLine } from '../application/seller-statement.js';
import { renderStatementPdf } from '../application/statement-pdf.js';
import { SellerStatementDto, SellerStatementQueryDto } from './seller-statement.dto.js';

const columns: CsvColumn<StatementLine>[] = [
  { header: 'Completed (IST)', value: (l) => csvDateIst(l.completedAt) },
  { header: 'Transaction ID', value: (l) => l.orderId },
  { header: 'Event', value: (l) => l.eventTitle },
  { header: 'Tickets', value: (l) => l.quantity },
  { header: 'Sale (INR)', value: (l) => csvRupees(l.gross) },
  { header: 'Refunded (INR)', value: (l) => csvRupees(l.refunded) },
  { header: 'Seller fee incl. GST (INR)', value: (l) => csvRupees(l.fee) },
  { header: 'GST in fee (INR)', value: (l) => csvRupees(l.gstInFee) },
  { header: 'TDS withheld (INR)', value: (l) => csvRupees(l.tds) },
  { header: 'Net (INR)', value: (l) => csvRupees(l.net) },
  { header: 'Payout status', value: (l) => l.status },
  { header: 'UTR', value: (l) => l.utr },
  { header: 'Paid (IST)', value: (l) => (l.paidAt ? csvDateIst(l.paidAt) : null) },
];

function toDto(s: SellerStatement): SellerStatementDto {
  return {
    financial_year: s.financialYear,
    sales: s.lines.map((l) => ({
      completed_at: l.completedAt,
      transaction_id: l.orderId,
      event_title: l.eventTitle,
      quantity: l.quantity,
      gross: l.gross,
      refunded: l.refunded,
      fee: l.fee,
      gst_in_fee: l.gstInFee,
      tds: l.tds,
      net: l.net,
      status: l.status,
      utr: l.utr,
      paid_at: l.paidAt,
    })),
    totals: {
      gross: s.totals.gross,
      refunded: s.totals.refunded,
      fee: s.totals.fee,
      gst_in_fee: s.totals.gstInFee,
      tds: s.totals.tds,
      net: s.totals.net,
      paid: s.totals.paid,
    },
  };
}

/** The signed-in seller's own statement; takes no user id. */
@ApiTags('tickets')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/me')
export class SellerStatementController {
  constructor(
    private readonly statements: SellerStatements,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({
    summary: 'Your seller statement for a financial year',
    description:
      'The sales you completed in a financial year with their fees, the GST in them, the TDS withheld and what was paid; JSON, CSV or PDF. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('statement')
  @ApiProduces('application/json', 'text/csv', 'application/pdf')
  @ApiOkResponse({ type: SellerStatementDto, description: 'With format=csv or pdf: the statement as a download' })
  async statement(
    @CurrentUser() seller: AuthUser,
    @Query() query: SellerStatementQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const statement = await this.statements.of(seller.id, query.financial_year);
    if (!query.format || query.format === 'json') {
      res.set('Cache-Control', 'no-store').json(toDto(statement));
      return;
    }
    const name = `ticketsetu-statement-${query.financial_year}.${query.format}`;
    res.status(200).set({
      'Cache-Control': 'no-store',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    if (query.format === 'csv') {
      res.type('text/csv; charset=utf-8').send(toCsv(columns, statement.lines));
      return;
    }
    const pdf = await renderStatementPdf(statement, seller.fullName ?? seller.email, this.config.COMPANY_LEGAL_NAME);
    res.type('application/pdf').send(pdf);
  }
}
