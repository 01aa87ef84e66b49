import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { ListingsModule } from '../listings/index.js';
import { OrdersModule } from '../orders/index.js';
import { TransferActions } from './application/transfer-actions.js';
import { TransferCreation } from './application/transfer-creation.js';
import { TransferEmails } from './application/transfer-emails.js';
import { TransferJobs } from './application/transfer-jobs.js';
import { TransferQueries } from './application/transfer-queries.js';
import { AdminTransfersController, PurchasesController } from './http/purchases.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { TransferError } from './domain/transfer-errors.js';

@Refuses(TransferError)
@Module({
  imports: [CatalogModule, IdentityModule, ListingsModule, OrdersModule],
  controllers: [PurchasesController, AdminTransfersController],
  providers: [TransferActions, TransferCreation, TransferEmails, TransferJobs, TransferQueries],
  exports: [TransferQueries, TransferActions],
})
export class TransfersModule {}
