import 'reflect-metadata';
import { readConfigOrExit } from '../config/config.js';
import { migrate } from './migrate.js';

/**
 * `node backend/dist/database/migrate.cli.js`: applies pending migrations to DATABASE_URL and exits
 * (0 when the schema is current). The release step of a deployment whose app replicas run with
 * RUN_MIGRATIONS=false: a Kubernetes Job or compose's `migrate` service (docs/adr/0053).
 */
async function main(): Promise<number> {
  const config = readConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error('Migrations need DATABASE_URL (the embedded PostgreSQL is migrated by `npm start` itself).');
    return 1;
  }
  await migrate(config.DATABASE_URL, config.DATABASE_ACQUIRE_TIMEOUT_MS);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Migrations failed:', error);
    process.exit(1);
  },
);
