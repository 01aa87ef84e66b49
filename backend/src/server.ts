// The server: started by main.ts once tracing, if configured, has started (ADR 51).
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp, createHttpAdapter } from './app.setup.js';
import { withAuthSecret } from './config/auth-secret.js';
import { readConfigOrExit } from './config/config.js';
import { migrate } from './database/migrate.js';
import { seedDemoData } from './seed/seed-demo.js';
import { startBanner } from './seed/start-banner.js';
import type { EmbeddedPostgres } from './shared/infrastructure/database/embedded-postgres.js';

async function bootstrap(): Promise<void> {
  const config = await withAuthSecret(readConfigOrExit());
  let app: NestExpressApplication | null = null;
  let embedded: EmbeddedPostgres | null = null;

  // SIGTERM (kill, supervisors, `npm start`) or SIGINT (Ctrl-C): stop taking requests, finish those in
  // flight, close the pool, and only then stop the embedded PostgreSQL. Repeats are ignored: npm
  // forwards the terminal's Ctrl-C to us, so one Ctrl-C arrives twice.
  let stopping: Promise<void> | null = null;
  const shutdown = (signal: NodeJS.Signals) => {
    stopping ??= (async () => {
      const log = new Logger('Shutdown');
      // Whatever hangs, the process ends (and the exit handler stops PostgreSQL): a supervisor's
      // SIGKILL would leave PostgreSQL running.
      setTimeout(() => {
        log.error('Shutdown did not finish in time; exiting now');
        process.exit(1);
      }, config.SHUTDOWN_GRACE_MS + 15_000).unref();
      if (app) {
        // Stop listening now; the callback runs once the requests in flight have finished. Those that
        // outlive the grace period are cut off rather than keep the process alive.
        const server = app.getHttpServer();
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        log.log(`${signal}: stopped taking requests; finishing those in flight`);
        const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
        await drained;
        clearTimeout(force);
        await app.close(); // the outbox, scheduled jobs, then the database pool
      } else {
        log.log(`${signal}: stopping`);
      }
      await embedded?.stop();
      process.exit(0);
    })();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // On a crash, do not leave PostgreSQL running without us (it runs in its own session).
  process.on('exit', () => {
    if (embedded?.pid) process.kill(embedded.pid, 'SIGINT');
  });

  try {
    // Loaded only when needed, so a production image may omit the embedded PostgreSQL binaries.
    if (!config.DATABASE_URL) {
      const { EmbeddedPostgres } = await import('./shared/infrastructure/database/embedded-postgres.js');
      embedded = await EmbeddedPostgres.start({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
    }
    const databaseUrl = config.DATABASE_URL ?? embedded!.url;

    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, databaseUrl),
      createHttpAdapter(),
      { bufferLogs: true },
    );
    configureApp(app, config); // from here on, everything logs through the app's logger
    if (config.RUN_MIGRATIONS) await migrate(databaseUrl, config.DATABASE_ACQUIRE_TIMEOUT_MS);
    const orm = app.get(MikroORM);
    // MikroORM connects lazily; connect now so /api/health is truthful from the first request.
    if (!(await orm.isConnected())) await orm.connect();
    const logins = config.SEED_DEMO_DATA ? await seedDemoData(app, config.DATA_DIR) : null;

    await app.listen(config.PORT, config.HOST);
    if (!stopping) console.log(startBanner(config, embedded?.port ?? null, logins));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `TicketSetu cannot start: port ${config.PORT} is in use by another program; set PORT to a free one.`,
      );
    } else {
      console.error('TicketSetu cannot start:', error);
    }
    await app?.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
}

void bootstrap();
