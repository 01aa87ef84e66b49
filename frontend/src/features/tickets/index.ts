// The tickets feature's one entry: what other features may use of it (ADR 68).
export { downloadLabel } from './TaxDocumentLinks';
export { purchaseKeys, taxDocumentKeys } from './queries';
