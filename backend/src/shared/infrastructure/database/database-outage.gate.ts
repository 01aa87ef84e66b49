import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { refusal } from '../../http/problem-details.filter.js';
import { DatabaseAvailability, RETRY_AFTER_SECONDS } from './database-availability.js';

/**
 * While the database's breaker is open, an API request is answered 503 with Retry-After before
 * anything runs: no session lookup, no upload stored for a row that cannot be written, no gateway
 * called for an order that cannot be saved. Mounted on every API route but /api/health and
 * /api/health/* (readiness reports the outage truthfully, liveness needs no database); public reads
 * still fresh in PublicReadCache are answered before it. Whatever reaches the pool some other way
 * meets PoolGate's refusal instead.
 */
@Injectable()
export class DatabaseOutageGate implements NestMiddleware {
  constructor(private readonly database: DatabaseAvailability) {}

  use(_req: Request, res: Response, next: NextFunction): void {
    if (!this.database.isDown) return next();
    this.database.noteRefused();
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).type('application/problem+json').json(refusal('DATABASE_UNAVAILABLE'));
  }
}
