import { z } from 'zod';

export const payoutTabs = ['pending', 'processed', 'failed'] as const;
export type PayoutTab = (typeof payoutTabs)[number];

export const payoutTypes = ['seller_payout', 'buyer_refund'] as const;
export type PayoutType = (typeof payoutTypes)[number];

/** /admin/payouts?tab=pending|processed|failed&type=seller_payout|buyer_refund; no type is All Types. */
export const adminPayoutsSearchSchema = z.object({
  tab: z.enum(payoutTabs).optional().catch(undefined),
  type: z.enum(payoutTypes).optional().catch(undefined),
});
