import { z } from 'zod';

export const transactionStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export const transactionViews = ['list', 'reconciliation'] as const;
export type TransactionView = (typeof transactionViews)[number];

/** /admin/transactions?status=completed&view=reconciliation; anything else shows every transaction. */
export const adminTransactionsSearchSchema = z.object({
  status: z.enum(transactionStatuses).optional().catch(undefined),
  view: z.enum(transactionViews).optional().catch(undefined),
});
