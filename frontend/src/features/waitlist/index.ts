// The waitlist feature's one entry: what other features may use of it (ADR 68).
export { WaitlistSection } from './WaitlistSection';
export { LazyJoinWaitlistPanel, LazyLapsedOfferNotice, LazyOfferPanel } from './lazy-panels';
export { useEntryOffer } from './offer-state';
export { myWaitlistQuery, type WaitlistOffer } from './queries';
export { waitlistOfferQuery } from './offer-query';
