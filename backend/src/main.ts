import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';
import { type DemoLogin, seedDemoData } from './seed/seed-demo.js';

function readConfig(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`TicketSetu cannot start. ${error.message}\nSee .env.example for every setting and its default.`);
      process.exit(1);
    }
    throw error;
  }
}

/** Dev and embedded runs get a signing secret generated once and kept in DATA_DIR (production must set AUTH_SECRET). */
async function withAuthSecret(config: AppConfig): Promise<AppConfig> {
  if (config.AUTH_SECRET) return config;
  const file = join(config.DATA_DIR, 'auth-secret');
  let secret = existsSync(file) ? (await readFile(file, 'utf8')).trim() : '';
  if (secret.length < 32) {
    secret = randomBytes(48).toString('base64url');
    await mkdir(config.DATA_DIR, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
  }
  return Object.freeze({ ...config, AUTH_SECRET: secret });
}

function printBanner(config: AppConfig, embedded: boolean, logins: DemoLogin[] | null): void {
  const lines = [
    '',
    `  TicketSetu is running at ${config.PUBLIC_URL}`,
    `  API docs:  ${config.PUBLIC_URL}/api/docs`,
    `  Database:  ${embedded ? `embedded PostgreSQL (data in ${config.DATA_DIR})` : 'DATABASE_URL'}`,
  ];
  if (logins) {
    lines.push('', '  Demo logins (generated on first start; kept in DATA_DIR/demo-logins.json):');
    for (const l of logins) lines.push(`    ${l.role.padEnd(6)}  ${l.email.padEnd(24)}  ${l.password}`);
  }
  console.log(lines.join('\n') + '\n');
}

async function bootstrap(): Promise<void> {
  const config = await withAuthSecret(readConfig());
  // Loaded only when needed, so a production image may omit the embedded PostgreSQL binaries.
  const embedded = config.DATABASE_URL
    ? null
    : await import('./shared/infrastructure/database/embedded-postgres.js').then((m) =>
        m.startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT),
      );
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bufferLogs: true,
  });
  configureApp(app, config);

  const orm = app.get(MikroORM);
  // MikroORM connects lazily; connect now so /api/health is truthful from the first request.
  if (!(await orm.isConnected())) await orm.connect();
  if (config.RUN_MIGRATIONS) await orm.migrator.up();
  const logins = config.SEED_DEMO_DATA ? await seedDemoData(app, config.DATA_DIR) : null;

  await app.listen(config.PORT, config.HOST);
  printBanner(config, embedded !== null, logins);

  // Graceful shutdown: stop taking requests, finish the ones in flight, close the pool, stop PostgreSQL.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (stopping) return;
      stopping = true;
      await app.close();
      await embedded?.stop();
      process.exit(0);
    });
  }
}

void bootstrap();
