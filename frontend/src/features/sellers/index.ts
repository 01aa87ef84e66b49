// The sellers feature's one entry: what other features may use of it (ADR 68).
export { CheckoutSeller } from './CheckoutSeller';
export { LazyRateSellerModal } from './lazy';
export { ReceivedRatings } from './ReceivedRatings';
export { SellerLine } from './SellerSummary';
export { Stars } from './Stars';
export {
  eventSellersQuery,
  givenRatingsQuery,
  sellerSettingsQuery,
  useSaveSellerSettings,
  type GivenRating,
  type SellerProfile,
} from './queries';
