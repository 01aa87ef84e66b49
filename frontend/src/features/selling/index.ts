// The selling feature's one entry: what other features may use of it (ADR 68).
export { FilesPicker, chosenFiles } from './FilesPicker';
export { ListingStatusBadge } from './listing-status';
export { listingKeys, myListingsQuery, useWithdrawListing, type OwnListing } from './queries';
export { formatFileSize } from './sell-rules';
export { sellerStatementQuery, statementHref, type SellerStatement } from './statement';
