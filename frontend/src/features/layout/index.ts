// The layout feature's one entry: what other features may use of it (ADR 68).
export { LogoMark } from './Logo';
