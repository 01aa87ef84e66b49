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
export { TaxReports } from './application/tax-reports.js';
