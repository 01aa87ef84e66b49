/**
 * The disputes module's public entry. Only sellers, left of it on the map, imports it (how a purchase's
 * disputes stand, for a seller's profile: ADR 65). How the desk works: docs/adr/0024-disputes-desk.md.
 */
export { DisputesModule } from './disputes.module.js';
export { DisputeQueries } from './application/dispute-queries.js';
