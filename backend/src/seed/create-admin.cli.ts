import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { withAuthSecret } from '../config/auth-secret.js';
import { readConfigOrExit } from '../config/config.js';
import { migrate } from '../database/migrate.js';
import type { EmbeddedPostgres } from '../shared/infrastructure/database/embedded-postgres.js';
import { DomainError } from '../shared/domain/domain-error.js';
import { AdminCommandError, createOrPromoteAdmin, parseAdminArgs, readAdminPassword, USAGE } from './create-admin.js';

/**
 * `npm run admin:create -- --email ops@example.in --name "Full Name"`: the first real admin of a
 * production database (which has no demo people), or another one later. Uses the database the app
 * would: DATABASE_URL, else the embedded PostgreSQL of a running `npm start`, else it starts it.
 */
async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const request = parseAdminArgs(argv);
  process.env.LOG_LEVEL ??= 'warn';
  const config = await withAuthSecret(readConfigOrExit());

  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const { EmbeddedPostgres, runningEmbeddedPostgresUrl } =
      await import('../shared/infrastructure/database/embedded-postgres.js');
    databaseUrl = (await runningEmbeddedPostgresUrl(config.DATA_DIR)) ?? undefined;
    if (!databaseUrl) {
      embedded = await EmbeddedPostgres.start({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
      databaseUrl = embedded.url;
    }
  }
  try {
    if (config.RUN_MIGRATIONS) await migrate(databaseUrl, config.DATABASE_ACQUIRE_TIMEOUT_MS);
    const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, databaseUrl), {
      logger: ['error', 'warn'],
    });
    try {
      const outcome = await createOrPromoteAdmin(app, request, () =>
        readAdminPassword(process.env, process.stdin, process.stderr),
      );
      const said = {
        created: `Created the admin ${request.email}. Sign in at ${config.PUBLIC_URL}/auth.`,
        promoted: `${request.email} is now an admin.`,
        'already-admin': `${request.email} is an admin already; nothing changed.`,
      };
      process.stdout.write(`${said[outcome]}\n`);
      return 0;
    } finally {
      await app.close();
    }
  } finally {
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AdminCommandError || error instanceof DomainError) console.error(error.message);
    else console.error('admin:create failed:', error);
    process.exit(1);
  },
);
