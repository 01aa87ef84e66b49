import { searchText, v } from '../../shared/search-params';

/** /payment-result?order_id=… (the gateway sends the buyer back here); a missing id is the page's own message. */
export const paymentResultSearchSchema = v.object({
  order_id: searchText(),
});
