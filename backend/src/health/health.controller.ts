import { setTimeout as delay } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../shared/http/auth.js';
import { DatabaseAvailability, RETRY_AFTER_SECONDS } from '../shared/infrastructure/database/database-availability.js';

/** A ping slower than this counts as down: a load balancer should not wait on a frozen database. */
const PING_TIMEOUT_MS = 1500;

type Indicator = { status: 'up' | 'down' };

/**
 * Liveness and database reachability, for load balancers and `docker compose`, in the shape
 * @nestjs/terminus documents. Down (503) while the database is unreachable, e.g. while the embedded
 * PostgreSQL is being restarted. A failed check is not logged here: DatabaseAvailability logs the
 * outage once.
 */
@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly database: DatabaseAvailability,
  ) {}

  @Get()
  @HealthCheck()
  async check(@Res({ passthrough: true }) res: Response) {
    const database = await this.ping();
    const details = { database };
    if (database.status === 'up') return { status: 'ok', info: details, error: {}, details };
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return { status: 'error', info: {}, error: details, details };
  }

  /** Up or down only: the reason (addresses, ports) is for the log, not for whoever asks. */
  private async ping(): Promise<Indicator> {
    const timeout = new AbortController();
    const check = this.orm.checkConnection().catch((error: unknown) => ({ ok: false, error }));
    const timedOut = delay(PING_TIMEOUT_MS, { ok: false }, { signal: timeout.signal }).catch(() => ({ ok: false }));
    const result: { ok: boolean; error?: unknown } = await Promise.race([check, timedOut]);
    timeout.abort();
    if (result.ok) return { status: 'up' };
    if (result.error) this.database.noteFailure(result.error);
    return { status: 'down' };
  }
}
