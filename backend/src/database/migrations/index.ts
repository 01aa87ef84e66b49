import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';

/** Every migration in order. Listed explicitly so dist, ts and tests run the same set. */
export const migrationsList = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
];
