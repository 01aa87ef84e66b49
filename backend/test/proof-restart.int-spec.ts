// A restart in the middle of reading a listing's proofs loses nothing and repeats nothing (ADR 62): the
// built server reads them from the outbox as in production and is killed (SIGKILL) the moment the
// first file's result commits, while it reads the second; another process of the app then finishes the
// job once the dead one's claim on it has run out, reading only the file the first never finished.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import pg from 'pg';
import { ProofScanner } from '../src/modules/listings/infrastructure/proof-scan/proof-scanner.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './harness/auth.js';
import { type CompiledServer, compiledServer } from './harness/compiled-server.js';
import { factories } from './harness/factories.js';
import { freePort } from './harness/own-postgres.js';
import { textPdf, ticketPng } from './harness/proof-corpus.mjs';
import { createTestApp, type TestApp } from './harness/test-app.js';
import { sharedTestDatabase } from './harness/test-database.js';

describe('proof fingerprints across a killed process', () => {
  let built: CompiledServer;
  let dataDir: string;
  let t: TestApp;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    built = await compiledServer('ticketsetu-proof-restart-');
    dataDir = await mkdtemp(join(tmpdir(), 'ticketsetu-proof-restart-data-'));
    // This process never dispatches on its own (OUTBOX_POLL_MS=0): the built server does, until killed.
    t = await createTestApp({ DATA_DIR: dataDir });
  }, 300_000);

  afterAll(async () => {
    if (server?.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    await t?.close();
    await built?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the file read before the kill, reads the other once, and judges the listing once', async () => {
    const event = await factories(t).event();
    const seller = await newSignedInUser(t);
    const res = await seller.agent
      .post('/api/v1/listings')
      .field('eventId', event.id)
      .field('price', '900')
      .field('quantity', '2')
      .field('ticketType', 'mobile')
      .field('mobileTicketType', 'bookmyshow')
      .field('upiId', 'seller@okaxis')
      .attach('files', await ticketPng('qr', 31), 'one.png')
      // Seconds of reading (20 pages): the kill lands while it is being read.
      .attach('files', await textPdf(20), 'two.pdf')
      .expect(201);
    const id = res.body.listing.id as string;

    // Told the moment a file's result commits, by the database itself.
    const database = sharedTestDatabase(t.database);
    await t.sql(`
      create function test_proof_file_read() returns trigger language plpgsql as $$
      begin perform pg_notify('proof_file_read', new.original_name); return null; end $$`);
    await t.sql(`
      create trigger test_proof_file_read after update of scanned_at on listing_files
        for each row when (new.scanned_at is not null) execute function test_proof_file_read()`);
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      await listener.query('listen proof_file_read');
      const firstRead = new Promise<string>((resolve) => listener.once('notification', (n) => resolve(n.payload!)));

      server = spawn(process.execPath, [built.main], {
        cwd: built.dir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          PORT: String(await freePort()),
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          RUN_MIGRATIONS: 'false',
          SEED_DEMO_DATA: 'false',
          SERVE_FRONTEND: 'false',
          SCHEDULED_JOBS: 'false',
          OUTBOX_POLL_MS: '50',
          AUTH_SECRET: t.settings.AUTH_SECRET,
          PROOF_CODE_SECRET: t.settings.PROOF_CODE_SECRET,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      expect(await firstRead).toBe('one.png');
      server.kill('SIGKILL');
      await once(server, 'exit');
    } finally {
      await listener.end();
    }

    const files = () =>
      t.sql<{ name: string; read: boolean }>(
        `select original_name as name, scanned_at is not null as read from listing_files where listing_id = ? order by original_name`,
        [id],
      );
    expect(await files()).toEqual([
      { name: 'one.png', read: true },
      { name: 'two.pdf', read: false },
    ]);
    const [before] = await t.sql<{ checked: boolean }>(
      'select proofs_checked_at is not null as checked from tickets where id = ?',
      [id],
    );
    expect(before!.checked).toBe(false);

    // Another process takes the job over once the dead one's claim (60 s) has run out.
    const scanner = t.app.get(ProofScanner);
    const reads = jest.spyOn(scanner, 'scan');
    await t.app.get(Outbox).drain();
    expect(reads).not.toHaveBeenCalled(); // still claimed by the killed process
    t.clock.advance(61_000);
    await t.app.get(Outbox).drain();
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();

    expect(await files()).toEqual([
      { name: 'one.png', read: true },
      { name: 'two.pdf', read: true },
    ]);
    const [after] = await t.sql<{ status: string; checked: boolean }>(
      'select status, proofs_checked_at is not null as checked from tickets where id = ?',
      [id],
    );
    expect(after).toEqual({ status: 'pending_approval', checked: true });
    expect(await t.sql('select 1 from proof_codes where listing_id = ?', [id])).toHaveLength(1);
    const flags = await t.sql<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from listing_flags where listing_id = ? and kind <> 'looks_like' group by kind order by kind`,
      [id],
    );
    // The PDF has no code (one flag), and one code for two tickets (one flag): each once.
    expect(flags).toEqual([
      { kind: 'fewer_codes', n: 1 },
      { kind: 'no_code', n: 1 },
    ]);
    // Nothing left to deliver.
    const [pending] = await t.sql<{ n: number }>(
      `select count(*)::int as n from outbox_deliveries where handler = 'listings.proof-fingerprints' and status = 'pending'`,
    );
    expect(pending!.n).toBe(0);
  }, 240_000);
});
