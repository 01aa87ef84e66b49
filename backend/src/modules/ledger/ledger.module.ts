import { Module } from '@nestjs/common';
import { LedgerService } from './application/ledger.service.js';

/**
 * The double-entry ledger (ADR 20). A sink: many modules post to it, it calls none. Import
 * LedgerModule in a module that posts, and inject LedgerService (both from the module's index.ts).
 */
@Module({
  providers: [LedgerService],
  exports: [LedgerService],
})
export class LedgerModule {}
