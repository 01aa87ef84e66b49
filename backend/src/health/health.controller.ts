import { setTimeout as delay } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../shared/http/auth.js';
import { DatabaseAvailability, RETRY_AFTER_SECONDS } from '../shared/infrastructure/database/database-availability.js';

/** A ping slower than this counts as down: a load balancer should not wait on a frozen database. */
const PING_TIMEOUT_MS = 1500;

type Indicator = { status: 'up' | 'down' };

/**
 * Readiness (`/api/health`: database reachable) and liveness (`/api/health/live`: the process answers),
 * for load balancers, `docker compose` and Kubernetes probes. Readiness is in the shape @nestjs/terminus
 * documents and is down (503) while the database is unreachable, e.g. while the embedded PostgreSQL is
 * being restarted. A failed check is not logged here: DatabaseAvailability logs the outage once.
 */
@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly database: DatabaseAvailability,
  ) {}

  @ApiOperation({
    summary: 'Readiness: is the database reachable',
    description:
      'For load balancers and Kubernetes readiness probes: 200 while the database answers, 503 while it does not. ' +
      'Who: anyone. ' +
      'Effects: none.',
  })
  @Get()
  @HealthCheck()
  async check(@Res({ passthrough: true }) res: Response) {
    const database = await this.ping();
    const details = { database };
    if (database.status === 'up') return { status: 'ok', info: details, error: {}, details };
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return { status: 'error', info: {}, error: details, details };
  }

  /**
   * The process answers: no database, nothing that an outage elsewhere makes fail. A Kubernetes
   * liveness probe restarts a pod whose check fails; a database outage must not restart every pod.
   */
  @ApiOperation({
    summary: 'Liveness: does the process answer',
    description:
      'For liveness probes: 200 whenever the process answers, whatever the database does. ' +
      'Who: anyone. ' +
      'Effects: none.',
  })
  @Get('live')
  @ApiOkResponse({
    description: 'The process answers requests',
    schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } },
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Up or down only: the reason (addresses, ports) is for the log, not for whoever asks. */
  private async ping(): Promise<Indicator> {
    // During an outage the pool is closed to everyone: the breaker's own bounded probe answers, and
    // closes the breaker when the database is back.
    if (this.database.isDown) return { status: (await this.database.probeNow()) ? 'up' : 'down' };
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
