// The admin-payouts feature's one entry: what other features may use of it (ADR 68).
export { PayoutStatusBadge } from './payout-parts';
