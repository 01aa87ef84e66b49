import { execFile, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { EmbeddedPostgres } from '../src/shared/infrastructure/database/embedded-postgres.js';
import { freePort, type OwnPostgres, startOwnPostgres } from './harness/own-postgres.js';

const run = promisify(execFile);

/**
 * The embedded PostgreSQL of `npm start` with nothing configured: its port is chosen so two
 * checkouts side by side both start, and stays the same for a data folder while it is free.
 */
async function occupy(port: number): Promise<Server> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0].one === 1;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  const started: OwnPostgres[] = [];
  const start = async (preferredPort: number) => {
    const own = await startOwnPostgres({ preferredPort });
    started.push(own);
    return own;
  };
  afterAll(async () => {
    for (const own of started) await own.remove();
  });

  it('takes a free port when the usual one is taken, and keeps it for its data folder', async () => {
    const usual = await freePort();
    const other = await occupy(usual); // e.g. another checkout's PostgreSQL
    const own = await start(usual);
    expect(own.db.port).not.toBe(usual);
    expect(await answers(own.db.url)).toBe(true);
    const chosen = own.db.port;
    expect(await readFile(join(own.dataDir, 'postgres-port'), 'utf8')).toBe(String(chosen));

    // Next start of the same folder: the same port, although the usual one is free again.
    await own.db.stop();
    other.close();
    const again = await EmbeddedPostgres.start({ dataDir: own.dataDir, preferredPort: usual });
    try {
      expect(again.port).toBe(chosen);
      expect(await answers(again.url)).toBe(true);
    } finally {
      await again.stop();
    }
  });

  it('lets two checkouts run side by side', async () => {
    const usual = await freePort();
    const first = await start(usual);
    const second = await start(usual);
    expect(first.db.port).toBe(usual);
    expect(second.db.port).not.toBe(usual);
    expect(await answers(first.db.url)).toBe(true);
    expect(await answers(second.db.url)).toBe(true);
  });

  it('refuses an EMBEDDED_PG_PORT that is taken, saying which setting to change', async () => {
    const own = await start(await freePort());
    await own.db.stop();
    const taken = await occupy(await freePort());
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(EmbeddedPostgres.start({ dataDir: own.dataDir, port })).rejects.toThrow(
        `EMBEDDED_PG_PORT ${port} is in use by another program`,
      );
    } finally {
      taken.close();
    }
  });

  it('stops a PostgreSQL left running by an app that was killed, and starts its own', async () => {
    const own = await start(await freePort());
    const { port } = own.db;
    await own.db.stop();
    // What a `kill -9` of the app leaves: PostgreSQL on the folder, its parent gone (adopted by init).
    // pg_ctl starts the server, waits until it is ready, and exits: exactly such an orphan.
    const { pg_ctl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
    const ids = process.getuid?.() === 0 ? { uid: idOf('-u'), gid: idOf('-g') } : {};
    const dir = join(own.dataDir, 'postgres');
    await run(pg_ctl, ['-D', dir, '-o', `-p ${port} -c listen_addresses=127.0.0.1`, '-l', '/dev/null', '-w', 'start'], {
      ...ids,
    });
    const orphan = Number((await readFile(join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(() => process.kill(orphan, 0)).not.toThrow();

    const again = await EmbeddedPostgres.start({ dataDir: own.dataDir });
    try {
      expect(again.pid).not.toBe(orphan);
      expect(() => process.kill(orphan, 0)).toThrow();
      expect(await answers(again.url)).toBe(true);
    } finally {
      await again.stop();
    }
  });
});

function idOf(flag: string): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}
