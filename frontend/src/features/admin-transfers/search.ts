import { z } from 'zod';

export const transferTabs = ['pending', 'completed', 'failed', 'refunded'] as const;
export type TransferTab = (typeof transferTabs)[number];

/** /admin/transfers?tab=pending|completed|failed|refunded; anything else shows Pending. */
export const adminTransfersSearchSchema = z.object({
  tab: z.enum(transferTabs).optional().catch(undefined),
});
