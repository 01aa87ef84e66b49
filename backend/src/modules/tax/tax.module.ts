import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { TaxDocumentReads } from './application/tax-document-reads.js';
import { TaxDocuments } from './application/tax-documents.service.js';
import { AdminTaxDocumentsController, TaxDocumentsController } from './http/tax-documents.controller.js';

@Module({
  imports: [IdentityModule],
  controllers: [TaxDocumentsController, AdminTaxDocumentsController],
  providers: [TaxDocuments, TaxDocumentReads],
  exports: [TaxDocuments],
})
export class TaxModule {}
