// The selling feature's one entry: what other features may use of it (ADR 68).
export { FilesPicker } from '../../shared/proof-files/FilesPicker';
export { ListingStatusBadge } from '../../shared/listing-status';
export { listingKeys, myListingsQuery, useWithdrawListing, type OwnListing } from './queries';
export { sellerStatementQuery, statementHref, type SellerStatement } from './statement';
