import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { pdfFile } from './harness/files.js';
import { createTestApp, type TestApp } from './harness/test-app.js';
import { databaseUrl } from './harness/test-database.js';

/**
 * Backups restored, not just taken (issue 20, ADR 52): the real `npm run db:backup` and `db:restore`
 * scripts, run as a person runs them, against the test server. A database holding a completed sale with
 * its processed payout and a failed sale with its refund is dumped and restored into a fresh database,
 * where every table, row for row, is what it was, and the ledger balances.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = () => process.env.TEST_DB_ADMIN_URL!;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node scripts/<script> ...args` from the repository's root, as `npm run` runs it, with `env` on top. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Ran> {
  const { NODE_OPTIONS: _jestsOwn, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'scripts', script), ...args],
      { cwd: root, env: { ...inherited, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table of the public schema, each as its rows in JSON in a fixed order. */
async function everyTable(url: string): Promise<Record<string, unknown[]>> {
  const tables = await query<{ name: string }>(
    url,
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const contents: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: unknown[] }>(
      url,
      `select coalesce(jsonb_agg(to_jsonb(r) order by r::text), '[]') as rows from public."${name}" r`,
    );
    contents[name] = row!.rows;
  }
  return contents;
}

describe('db:backup and db:restore', () => {
  let t: TestApp;
  let sourceUrl: string;
  let work: string;
  let backup: string;
  const created: string[] = [];

  /** A fresh, empty database on the test server, dropped after the tests. */
  async function freshDatabase(): Promise<string> {
    const name = `ticketsetu_restore_${randomBytes(6).toString('hex')}`;
    await query(adminUrl(), `create database ${name}`);
    created.push(name);
    return databaseUrl(adminUrl(), name);
  }

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    sourceUrl = databaseUrl(adminUrl(), t.database);
    work = await mkdtemp(join(tmpdir(), 'ticketsetu-backup-'));
    const b = buying(t);
    const admin = await newSignedInUser(t, { admin: true });

    // A sale that completes: proof sent, receipt confirmed, its payout recorded as paid.
    const done = await b.purchase({ buy: 2 });
    await done.seller.agent
      .post(`/api/v1/me/sales/${done.transferId}/proof`)
      .attach('files', pdfFile, 'sent.pdf')
      .expect(201);
    await done.buyer.agent.post(`/api/v1/me/purchases/${done.transferId}/confirm`).expect(200);
    await b.drainAll();
    const [payout] = await t.sql<{ id: string }>("select id from payouts where type = 'seller_payout'");
    await admin.agent
      .patch(`/api/v1/admin/payouts/${payout!.id}`)
      .send({ status: 'processed', utr: '712345678903' })
      .expect(200);
    // A sale whose transfer fails: the buyer is refunded through PhonePe.
    const failed = await b.purchase();
    await admin.agent
      .post(`/api/v1/admin/transfers/${failed.transferId}/fail`)
      .send({ reason: 'Seller unreachable' })
      .expect(200);
    await b.drainAll(); // the refund is asked of PhonePe
    await b.drainAll(); // and PhonePe's webhook says it is paid

    backup = join(work, 'nightly.dump');
    const taken = await runScript('db-backup.mjs', ['--out', backup], { DATABASE_URL: sourceUrl, DATA_DIR: work });
    expect(taken).toMatchObject({ code: 0, stderr: '' });
  });

  afterAll(async () => {
    for (const name of created) await query(adminUrl(), `drop database if exists ${name} with (force)`);
    await rm(work, { recursive: true, force: true });
    await t.close();
  });

  it('has real money to keep: a completed sale paid out, a failed sale refunded', async () => {
    const money = await t.sql<{ type: string; status: string }>('select type, status from payouts order by type');
    expect(money).toEqual([
      { type: 'buyer_refund', status: 'processed' },
      { type: 'seller_payout', status: 'processed' },
    ]);
    const transfers = await t.sql<{ status: string }>(
      'select transfer_status as status from ticket_transfers order by transfer_status',
    );
    expect(transfers.map((row) => row.status)).toEqual(['failed', 'mobile_transfer_confirmed']);
    expect((await stat(backup)).mode & 0o777).toBe(0o600); // people's details: the owner's eyes only
  });

  it('restores into a fresh database every table row for row, and the ledger balances there', async () => {
    const target = await freshDatabase();
    const restored = await runScript('db-restore.mjs', [backup, '--into', target], {});
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Ledger balanced: every entry, and debits = credits');
    expect(restored.stdout).toMatch(
      /Holds \d+ users, 2 orders, 2 transfers, 2 payouts and refunds, \d+ ledger entries/,
    );

    const before = await everyTable(sourceUrl);
    const after = await everyTable(target);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of ['transactions', 'ticket_transfers', 'payouts', 'ledger_entries', 'mikro_orm_migrations']) {
      expect(before[table]!.length).toBeGreaterThan(0);
      expect(after[table]).toEqual(before[table]);
    }
    expect(after).toEqual(before);

    const unbalanced = await query(
      target,
      `select entry_id from ledger_lines group by entry_id having sum(debit) <> sum(credit) or count(*) < 2`,
    );
    expect(unbalanced).toEqual([]);
    const [totals] = await query<{ debits: string; credits: string }>(
      target,
      'select sum(debit) as debits, sum(credit) as credits from ledger_lines',
    );
    expect(Number(totals!.debits)).toBeGreaterThan(0);
    expect(totals!.debits).toBe(totals!.credits);
  });

  it('refuses a database that has tables unless --clean, which replaces them with the backup whole', async () => {
    const target = await freshDatabase();
    await query(
      target,
      'create table left_by_a_later_release (id int primary key); insert into left_by_a_later_release values (1)',
    );

    const refused = await runScript('db-restore.mjs', [backup, '--into', target], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'is not empty (it has 1 tables): restoring would mix the backup with what is there. Nothing was changed. ' +
        'To replace its data with the backup, run again with --clean.',
    );
    expect(Object.keys(await everyTable(target))).toEqual(['left_by_a_later_release']);

    const replaced = await runScript('db-restore.mjs', [backup, '--into', target, '--clean'], {});
    expect(replaced.code).toBe(0);
    expect(await everyTable(target)).toEqual(await everyTable(sourceUrl));
  });

  it('changes nothing when a restore fails part-way: a clash in the target, or a backup cut short', async () => {
    const clashing = await freshDatabase();
    await query(clashing, 'create type payouts as (amount bigint)'); // a type, not a table: the target looks empty
    const clash = await runScript('db-restore.mjs', [backup, '--into', clashing], {});
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('The restore failed and changed nothing (rolled back)');
    expect(clash.stderr).toContain('relation "payouts" already exists');
    expect(await everyTable(clashing)).toEqual({});

    // The table of contents comes first and the rows last: without its last bytes it still reads as a backup,
    // and pg_restore fails after psql has created every table. psql must not commit what it was given.
    const bytes = await readFile(backup);
    const cut = join(work, 'cut-short.dump');
    await writeFile(cut, bytes.subarray(0, bytes.length - 64));
    const empty = await freshDatabase();
    const short = await runScript('db-restore.mjs', [cut, '--into', empty], {});
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The restore failed and changed nothing (rolled back)');
    expect(await everyTable(empty)).toEqual({});
  });
});
