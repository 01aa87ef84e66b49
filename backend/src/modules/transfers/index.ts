/** The transfers module's public entry: how sold tickets reach their buyers. Other modules import only this file. */
export { TransfersModule } from './transfers.module.js';
export { TransferActions } from './application/transfer-actions.js';
export { TransferJobs } from './application/transfer-jobs.js';
export { TransferQueries, type TransferSale, type TransferView } from './application/transfer-queries.js';
export {
  isCompleted,
  isUndone,
  statusLabel as transferStatusLabel,
  type TransferStatus,
  type TransferType,
} from './domain/transfer-status.js';
// Admin > Transfers' read model and answers; the back office mounts the tabs (ADR 71).
export type { StaffTransferRow } from './application/staff-transfer-rows.js';
export { AdminTransferDto, AdminTransfersQueryDto } from './http/transfer.dto.js';
export { toAdminTransferDto } from './http/transfer-views.js';
