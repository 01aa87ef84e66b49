import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import { TaxDocumentReads } from '../application/tax-document-reads.js';
import type { TaxDocument } from '../domain/tax-document.entity.js';
import { AdminTaxDocumentsQueryDto, MyTaxDocumentsQueryDto, TaxDocumentDto } from './tax-documents.dto.js';

interface Row {
  document: TaxDocument;
  invoiceNumber: string | null;
}

function toDto({ document: d, invoiceNumber }: Row): TaxDocumentDto {
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    financial_year: d.financialYear,
    issued_at: d.issuedAt,
    order_id: d.orderId,
    recipient_role: d.recipientRole,
    recipient_name: d.recipientName,
    invoice_number: invoiceNumber,
    place_of_supply: d.placeOfSupply,
    taxable: d.taxable,
    cgst: d.cgst,
    sgst: d.sgst,
    state_tax_head: d.stateTaxHead,
    igst: d.igst,
    total: d.total,
    pdf_url: `/api/v1/tax-documents/${d.id}/pdf`,
  };
}

/** The caller's own invoices and credit notes, and any one document's PDF (its recipient or staff). */
@ApiTags('tax')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class TaxDocumentsController {
  constructor(private readonly reads: TaxDocumentReads) {}

  @ApiOperation({
    summary: 'Your tax invoices and credit notes',
    description:
      'The GST tax invoices for the platform fees you paid and the credit notes for fees given back, optionally for one financial year. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/tax-documents')
  @ApiOkResponse({ type: [TaxDocumentDto] })
  async mine(@CurrentUser() me: AuthUser, @Query() query: MyTaxDocumentsQueryDto): Promise<TaxDocumentDto[]> {
    return (await this.reads.mine(me.id, query.role)).map(toDto);
  }

  @ApiOperation({
    summary: 'Download a tax invoice or credit note (PDF)',
    description:
      'The A4 PDF of one document, with the fields of CGST Rules rule 46 (rule 53 for a credit note), never cached. Who: its recipient, or staff. Effects: none.',
  })
  @Get('tax-documents/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The document as a PDF download',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: "'Invoice not found' (also for anyone but its recipient and staff)" })
  async pdf(@CurrentUser() viewer: AuthUser, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { document, bytes } = await this.reads.pdf(viewer, id);
    res
      .status(200)
      .type('application/pdf')
      .set({
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="${document.number.replace(/\//g, '-')}.pdf"`,
        'X-Content-Type-Options': 'nosniff',
      })
      .send(bytes);
  }
}

const columns: CsvColumn<Row>[] = [
  { header: 'Number', value: (r) => r.document.number },
  { header: 'Kind', value: (r) => (r.document.kind === 'invoice' ? 'Tax invoice' : 'Credit note') },
  { header: 'Against invoice', value: (r) => r.invoiceNumber },
  { header: 'Date (IST)', value: (r) => csvDateIst(r.document.issuedAt) },
  { header: 'Transaction ID', value: (r) => r.document.orderId },
  { header: 'Recipient', value: (r) => r.document.recipientName },
  { header: 'Role', value: (r) => r.document.recipientRole },
  { header: 'Place of supply', value: (r) => r.document.placeOfSupply },
  { header: 'Taxable value (INR)', value: (r) => csvRupees(r.document.taxable) },
  { header: 'CGST (INR)', value: (r) => csvRupees(r.document.cgst) },
  { header: 'SGST/UTGST (INR)', value: (r) => csvRupees(r.document.sgst) },
  { header: 'IGST (INR)', value: (r) => csvRupees(r.document.igst) },
  { header: 'Total (INR)', value: (r) => csvRupees(r.document.total) },
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
      toDto,
      csv: { filename: 'ticketsetu-tax-documents', columns },
    });
  }
}
