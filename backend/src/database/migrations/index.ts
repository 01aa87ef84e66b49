import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';
import { Migration20261122010000_messaging } from './Migration20261122010000_messaging.js';
import { Migration20261122020000_contact } from './Migration20261122020000_contact.js';
import { Migration20261122030000_identity } from './Migration20261122030000_identity.js';
import { Migration20261122040000_listing_files } from './Migration20261122040000_listing_files.js';

/** Every migration in order. Listed explicitly so dist, ts and tests run the same set. */
export const migrationsList = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261122010000_messaging', class: Migration20261122010000_messaging },
  { name: 'Migration20261122020000_contact', class: Migration20261122020000_contact },
  { name: 'Migration20261122030000_identity', class: Migration20261122030000_identity },
  { name: 'Migration20261122040000_listing_files', class: Migration20261122040000_listing_files },
];
