import type { Pool, PoolClient } from 'pg';
import { databaseUnavailableReason } from './database-errors.js';

const guarded = Symbol('ticketsetu.pool-guard');

/**
 * A connection whose query failed because the server is gone or did not answer in time is handed
 * back to the pool as broken (pg-pool then discards it), at once.
 *
 * Why: Kysely (under MikroORM 7) releases a transaction's connection only after a successful
 * BEGIN, COMMIT or ROLLBACK. When one of those fails (a read timeout while the server is frozen, a
 * dropped socket), the connection stays checked out forever: PostgreSQL keeps an "idle in
 * transaction" session, the pool loses a slot per failure, and after a few outages every request
 * waits for a connection that never comes. Releasing it here frees the slot; the later release by
 * Kysely, if any, does nothing. A statement timeout (57014) leaves a healthy connection and is not
 * treated as broken.
 */
export function guardPool(pool: Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  (pool as { connect: () => Promise<PoolClient> }).connect = async () => {
    const client = await connect();
    guardCheckout(client);
    return client;
  };
}

function guardCheckout(client: PoolClient): void {
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
    return result.catch((error: unknown) => {
      if (isBroken(error)) client.release(error as Error);
      throw error;
    });
  };
}

function isBroken(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null && (error as { code?: unknown }).code !== '57014';
}
