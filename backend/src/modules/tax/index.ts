/**
 * The tax module's public entry (ADR 48): tax invoices and credit notes for the platform's fees.
 *
 *   // in the caller's transaction: post a money movement and issue the document it calls for, in one
 *   await this.taxDocuments.book(tx, paymentCaptured({ ... }), { recipientId: order.buyerId, eventState: event.state });
 *
 * The rules themselves (GST split, TDS, financial years) are in @ticketsetu/contracts/tax.
 */
export { TaxModule } from './tax.module.js';
export { type FeeSupply, TaxDocuments } from './application/tax-documents.service.js';
export { type TaxFigures, TaxReports } from './application/tax-reports.js';
// Admin > Tax's read models and answers; the back office mounts their routes (ADR 71).
export { TaxDocumentReads, type TaxDocumentRow } from './application/tax-document-reads.js';
export { AdminTaxDocumentsQueryDto, TaxDocumentDto } from './http/tax-documents.dto.js';
export { toTaxDocumentDto } from './http/tax-document-views.js';
export {
  type StateTaxFiguresDto,
  type TaxFiguresDto,
  TaxSummaryDto,
  TaxSummaryQueryDto,
} from './http/tax-summary.dto.js';
