import { searchText, z } from '../../shared/search-params';

/** /payment-result?order_id=… (the gateway sends the buyer back here); a missing id is the page's own message. */
export const paymentResultSearchSchema = z.object({
  order_id: searchText(),
});
