import type { Pool, PoolClient } from 'pg';
import { databaseUnavailableReason } from './database-errors.js';

const guarded = Symbol('ticketsetu.pool-guard');

/** A connection or query still waiting after this long makes the watcher suspect the database (a frozen server). */
export const SLOW_AFTER_MS = 1000;

/** What the pool tells and asks whoever watches the database's availability (DatabaseAvailability). */
export interface PoolWatcher {
  /** The error to refuse new work with while an outage is known (the breaker is open), else null. */
  refusal(): Error | null;
  /** A connection or a query has been waiting longer than SLOW_AFTER_MS. */
  slow(): void;
  /** A connection or a query failed with this error (it may or may not mean the database is unreachable). */
  failed(error: unknown): void;
}

/**
 * Between the pool and its watcher: refuses new connections while the watcher says so, tells it of
 * slow and failed work, and fails everything in flight at once when an outage is declared, so no
 * request waits out its timeouts on a database already known to be gone. Made before the pool (it
 * goes to `ormConfig`), so DI can hand the same gate to DatabaseAvailability.
 */
export class PoolGate {
  private watcher: PoolWatcher | undefined;
  /** How to abandon each connection request and query now in flight. */
  private readonly inFlight = new Set<(error: Error) => void>();

  watch(watcher: PoolWatcher): void {
    this.watcher = watcher;
  }

  /** Fails every connection request and query now in flight with `error`. */
  abandonInFlight(error: Error): void {
    for (const abandon of [...this.inFlight]) abandon(error);
  }

  refusal(): Error | null {
    return this.watcher?.refusal() ?? null;
  }

  /** `work`, unless abandoned first; `late` receives what abandoned work gave after all. */
  guard<T>(work: Promise<T>, late: (value: T) => void = () => {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const slow = setTimeout(() => this.watcher?.slow(), SLOW_AFTER_MS);
      slow.unref();
      const settle = () => {
        settled = true;
        clearTimeout(slow);
        this.inFlight.delete(abandon);
      };
      const abandon = (error: Error) => {
        if (settled) return;
        settle();
        reject(error);
        work.then(late, () => {});
      };
      this.inFlight.add(abandon);
      work.then(
        (value) => {
          if (settled) return;
          settle();
          resolve(value);
        },
        (error: unknown) => {
          if (settled) return;
          settle();
          this.watcher?.failed(error);
          reject(error);
        },
      );
    });
  }
}

/**
 * Guards a pg.Pool (MikroORM's `onPoolCreated`):
 * - while an outage is known, `connect` fails at once with the gate's refusal: the pool is not asked;
 * - a connection or query in flight when an outage is declared fails at once (see PoolGate);
 * - a connection whose query failed because the server is gone or did not answer in time is handed
 *   back to the pool as broken (pg-pool then discards it), at once.
 *
 * Why the last: Kysely (under MikroORM 7) releases a transaction's connection only after a successful
 * BEGIN, COMMIT or ROLLBACK. When one of those fails (a read timeout while the server is frozen, a
 * dropped socket), the connection stays checked out forever: PostgreSQL keeps an "idle in
 * transaction" session, the pool loses a slot per failure, and after a few outages every request
 * waits for a connection that never comes. Releasing it here frees the slot; the later release by
 * Kysely, if any, does nothing. A statement timeout (57014) leaves a healthy connection and is not
 * treated as broken.
 */
export function guardPool(pool: Pool, gate = new PoolGate()): void {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  (pool as { connect: () => Promise<PoolClient> }).connect = async () => {
    const refused = gate.refusal();
    if (refused) throw refused;
    // A connection that arrives after its request was abandoned goes back to the pool as broken.
    const client = await gate.guard(connect(), (late) => late.release(new Error('abandoned in an outage')));
    guardCheckout(client, gate);
    return client;
  };
}

function guardCheckout(client: PoolClient, gate: PoolGate): void {
  // pg-pool gives every checkout a fresh release(); make this one safe to call twice.
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  const marked = client as PoolClient & { [guarded]?: true };
  if (marked[guarded]) return;
  marked[guarded] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result; // callbacks and cursors: left alone
    return gate.guard(result).catch((error: unknown) => {
      if (isBroken(error)) client.release(error as Error);
      throw error;
    });
  };
}

function isBroken(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null && (error as { code?: unknown }).code !== '57014';
}
