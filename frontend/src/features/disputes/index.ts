// The disputes feature's one entry: what other features may use of it (ADR 68).
export { DisputeTimeline } from './DisputeTimeline';
export { DisputesList } from './DisputesList';
export { LazyOpenDisputeModal } from './lazy';
export { DISPUTE_MESSAGES, MAX_DISPUTE_TEXT } from './dispute-messages';
export { DisputeDeadlines, DisputeStatusTag, OverdueTag } from './dispute-parts';
export { myDisputesQuery, openDisputeOn } from './queries';
