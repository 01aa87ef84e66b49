import { z } from 'zod';

/** /sell?eventId=… preselects an event (the events page's plus button also sends it in router state). */
export const sellSearchSchema = z.object({
  eventId: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim() || undefined)
    .optional()
    .catch(undefined),
});
