import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { LedgerModule } from '../ledger/index.js';
import { TaxDocumentReads } from './application/tax-document-reads.js';
import { TaxDocuments } from './application/tax-documents.service.js';
import { TaxReports } from './application/tax-reports.js';
import { DocumentSigner } from './infrastructure/document-signer.js';
import { TaxDocumentsController } from './http/tax-documents.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { TaxError } from './domain/tax-errors.js';

@Refuses(TaxError)
@Module({
  imports: [IdentityModule, LedgerModule],
  controllers: [TaxDocumentsController],
  providers: [TaxDocuments, TaxDocumentReads, TaxReports, DocumentSigner],
  exports: [TaxDocuments, TaxReports, TaxDocumentReads],
})
export class TaxModule {}
