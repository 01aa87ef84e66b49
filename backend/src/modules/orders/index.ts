/** The orders module's public entry: checkouts and their payments. Other modules import only this file. */
export { OrdersModule } from './orders.module.js';
export { OrderQueries, type OrderView } from './application/order-queries.js';
export { SettlementService } from './application/settlement.service.js';
export type { OrderRecord } from './domain/order-record.js';
/** For the composition root's pages: a buyer's checkout summary, for a checkout rendered for them (ADR 79). */
export { CheckoutPageData } from './http/checkout-page-data.js';
export { orderStatuses, type OrderStatus } from './domain/order-status.js';
export { gatewayStates } from './domain/gateway-state.js';
// Admin > Transactions' query, rows and reconciliation; the back office mounts the routes (ADR 71).
export { AdminTransactionDto, AdminTransactionsQueryDto, ReconciliationDto } from './http/order.dto.js';
export { toAdminTransactionDto } from './http/order-views.js';
