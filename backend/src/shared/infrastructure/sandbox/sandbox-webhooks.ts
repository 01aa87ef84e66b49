import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '@nestjs/common';
import type { Clock } from '../../domain/clock.js';

/** A claimed delivery whose worker died becomes due again after this long. */
const CLAIM_SECONDS = 60;
const DELIVERY_TIMEOUT_MS = 5000;

/** Waits before the next try: 5 s, 10 s, 20 s, ... capped at `maxSeconds`. */
function retryDelaySeconds(attempts: number, maxSeconds: number): number {
  return Math.min(5 * 2 ** (attempts - 1), maxSeconds);
}

/** Where one webhook goes and the headers that sign it (beside content-type: application/json). */
export type WebhookRequest = (delivery: { id: string; body: string }) => {
  url: string;
  headers: Record<string, string>;
};

export interface SandboxWebhooksOptions {
  /** A constant from the sandbox's code, never input: it is written into the SQL. */
  table: `${string}_sandbox_webhooks`;
  /** Tried this many times, then marked failed. */
  maxAttempts: number;
  /** The longest wait between two tries. */
  maxDelaySeconds: number;
  /** Runs per try, so a URL or a secret that is not there yet fails that try, not the batch. */
  request: WebhookRequest;
}

/**
 * A built-in sandbox's outgoing webhooks: rows of `table` (id, body, status, attempts,
 * next_attempt_at, last_error, created_at, delivered_at) claimed with SKIP LOCKED, POSTed until one is
 * answered 2xx, retried with backoff across restarts and any number of replicas.
 */
export class SandboxWebhooks {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: SandboxWebhooksOptions,
  ) {
    if (!/^[a-z][a-z0-9_]*$/.test(options.table)) throw new Error(`Not a table name: ${options.table}`);
  }

  /** Claims and sends up to `batch` due webhooks; returns how many were tried. */
  async deliverDue(batch = 20): Promise<number> {
    const { table } = this.options;
    const now = this.clock.now();
    const claimed = await this.em.fork().execute<{ id: string; body: unknown; attempts: number }[]>(
      `update ${table} w
          set attempts = w.attempts + 1, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
         from (select id from ${table}
                where status = 'pending' and next_attempt_at <= ?
                order by next_attempt_at, created_at limit ? for update skip locked) due
        where w.id = due.id
        returning w.id, w.body, w.attempts`,
      [now, CLAIM_SECONDS, now, batch],
    );
    for (const delivery of claimed) await this.deliver(delivery);
    return claimed.length;
  }

  private async deliver(d: { id: string; body: unknown; attempts: number }): Promise<void> {
    const { table, maxAttempts, maxDelaySeconds, request } = this.options;
    // A jsonb body arrives parsed, a text body as it was written.
    const body = typeof d.body === 'string' ? d.body : JSON.stringify(d.body);
    let error: string | null = null;
    try {
      const { url, headers } = request({ id: d.id, body });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status >= 300) error = `HTTP ${response.status}`;
    } catch (e) {
      error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
    const now = this.clock.now();
    if (error === null) {
      await this.em
        .fork()
        .execute(`update ${table} set status = 'delivered', delivered_at = ?, last_error = null where id = ?`, [
          now,
          d.id,
        ]);
      return;
    }
    const failed = d.attempts >= maxAttempts;
    this.logger.warn(
      { webhookId: d.id, attempts: d.attempts, error },
      failed ? 'Webhook undeliverable' : 'Webhook failed; will retry',
    );
    await this.em.fork().execute(
      `update ${table}
          set status = ?, last_error = ?, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
        where id = ?`,
      [failed ? 'failed' : 'pending', error.slice(0, 2000), now, retryDelaySeconds(d.attempts, maxDelaySeconds), d.id],
    );
  }
}
