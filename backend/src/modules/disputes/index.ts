/**
 * The disputes module's public entry. It is the left-most module of the map: no other module imports
 * it; the composition root mounts DisputesModule. How the desk works: docs/adr/0024-disputes-desk.md.
 */
export { DisputesModule } from './disputes.module.js';
