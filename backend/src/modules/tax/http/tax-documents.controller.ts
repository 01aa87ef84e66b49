import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { TaxDocumentReads } from '../application/tax-document-reads.js';
import { MyTaxDocumentsQueryDto, TaxDocumentDto } from './tax-documents.dto.js';
import { toTaxDocumentDto } from './tax-document-views.js';

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
    return (await this.reads.mine(me.id, query.role)).map(toTaxDocumentDto);
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
