// The checkout feature's one entry: what other features may use of it (ADR 68).
export { feeGstLine } from './fee-gst';
export { clearPayAttempt } from './pay-attempt';
export { checkoutKeys, orderKeys, type Order } from './queries';
export { useCancelCheckout } from './useCancelCheckout';
