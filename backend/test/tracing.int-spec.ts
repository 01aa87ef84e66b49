// Tracing (ADR 51) in the built server as main.ts starts it: only a real process shows whether the ESM
// loader hook patches http, express and pg, so the backend is compiled to a temp folder and started.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type CompiledServer, compiledServer } from './harness/compiled-server.js';
import { freePort } from './harness/own-postgres.js';
import { cloneTestDatabase, type TestDatabase } from './harness/test-database.js';

/** The OTLP/HTTP receiver a collector would be: keeps every export request's (protobuf) body. */
function otlpReceiver() {
  const bodies: Buffer[] = [];
  let onBody = () => {};
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') bodies.push(Buffer.concat(chunks));
      res.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end();
      onBody();
    });
  });
  /** Resolves once the spans received so far contain every one of `texts` (names, scopes, attributes). */
  const received = (texts: string[]) =>
    new Promise<void>((resolve) => {
      onBody = () => {
        const all = Buffer.concat(bodies);
        if (texts.every((text) => all.includes(text))) resolve();
      };
      onBody();
    });
  return { server, received, bodies };
}

describe('tracing in the built server', () => {
  let built: CompiledServer | undefined;
  let dir: string;
  let database: TestDatabase;
  let server: ChildProcess | null = null;
  const output = { text: '' };

  beforeAll(async () => {
    built = await compiledServer('ticketsetu-tracing-');
    dir = built.dir;
    database = await cloneTestDatabase();
  }, 300_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    await database?.drop();
    await built?.remove();
  });

  it('sends spans of the HTTP request, its Express route and its queries to the OTLP endpoint', async () => {
    const receiver = otlpReceiver();
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    const port = await freePort();
    try {
      server = spawn(process.execPath, [built!.main], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: join(dir, '.data'),
          RUN_MIGRATIONS: 'false',
          SEED_DEMO_DATA: 'false',
          SERVE_FRONTEND: 'false',
          SCHEDULED_JOBS: 'false',
          OUTBOX_POLL_MS: '0',
          AUTH_SECRET: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'warn',
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`,
          OTEL_SERVICE_NAME: 'ticketsetu-test',
          OTEL_BSP_SCHEDULE_DELAY: '50', // export at once rather than every 5 s
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
      server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
      const exited = once(server, 'exit');
      await new Promise<void>((resolve, reject) => {
        server!.stdout!.on('data', () => output.text.includes('TicketSetu is running at') && resolve());
        void exited.then(() => reject(new Error(`The server stopped:\n${output.text}`)));
      });

      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/v1/events`)).status).toBe(200);
      expect((await fetch(`${base}/api/v1/events/${randomUUID()}`)).status).toBe(404);

      await receiver.received([
        'ticketsetu-test',
        '@opentelemetry/instrumentation-http',
        '@opentelemetry/instrumentation-express',
        '@opentelemetry/instrumentation-pg',
        'GET /api/v1/events/:id', // the server span named by its route: express's patch reached http's span
        'pg.query:SELECT',
      ]);
      expect(receiver.bodies.length).toBeGreaterThan(0);

      server.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    } finally {
      receiver.server.close();
    }
  }, 120_000);
});
