import { z } from 'zod';

export const reviewTabs = ['pending', 'verified', 'rejected'] as const;
export type ReviewTab = (typeof reviewTabs)[number];

/** /admin/tickets?tab=pending|verified|rejected; anything else shows Pending Review. */
export const adminTicketsSearchSchema = z.object({
  tab: z.enum(reviewTabs).optional().catch(undefined),
});
