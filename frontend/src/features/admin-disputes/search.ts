import { z } from 'zod';

export const disputeQueueStates = ['open', 'closed', 'all'] as const;
export type DisputeQueueState = (typeof disputeQueueStates)[number];

/** /admin/disputes?state=open|closed|all; anything else shows the open queue. */
export const adminDisputesSearchSchema = z.object({
  state: z.enum(disputeQueueStates).optional().catch(undefined),
});
