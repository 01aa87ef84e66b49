/**
 * The disputes module's public entry. Sellers, left of it on the map, imports it (how a purchase's
 * disputes stand, for a seller's profile: ADR 65), and so does the back office (ADR 71). How the desk works: docs/adr/0024-disputes-desk.md.
 */
export { DisputesModule } from './disputes.module.js';
export { DisputeQueries } from './application/dispute-queries.js';
// Admin > Disputes' read model and answers; the back office mounts the queue (ADR 71).
export type { QueueItem } from './application/read-models.js';
export { reasonLabels, statusLabels } from './domain/dispute-status.js';
export { AdminDisputeDto, AdminDisputesQueryDto } from './http/dispute.dto.js';
export { toAdminDisputeDto } from './http/dispute-views.js';
