/**
 * The back office's public entry (ADR 71): only the composition root mounts it; no module imports it.
 */
export { BackofficeModule } from './backoffice.module.js';
