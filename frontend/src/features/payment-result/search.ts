import { z } from 'zod';

/** /payment-result?order_id=… (the gateway sends the buyer back here); a missing id is the page's own message. */
export const paymentResultSearchSchema = z.object({
  order_id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim() || undefined)
    .optional()
    .catch(undefined),
});
