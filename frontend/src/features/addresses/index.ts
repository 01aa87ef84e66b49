// The addresses feature's one entry: what other features may use of it (ADR 68).
export { AddressPicker } from './AddressPicker';
