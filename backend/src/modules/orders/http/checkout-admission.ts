import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { problem } from '../../../shared/http/problem-details.filter.js';
import { type OrderCode } from '../domain/order-errors.js';

/** The answer to a Pay refused during a rush; the buyer may simply ask again after Retry-After. */
export const CHECKOUT_BUSY = 'Many people are buying right now. Please try again in a moment.';
export const CHECKOUT_RETRY_AFTER_SECONDS = 1;

export interface AdmissionLimits {
  /** Requests served at once. */
  running: number;
  /** Requests waiting for a place, first come first served; any more are refused at once. */
  queue: number;
}

/**
 * Pay, per process (each replica has its own database pool of 10). Without a limit, 1,000 buyers
 * paying at once once queued about 1,000 queries for those 10 connections, past the pool's acquire
 * timeout (3 s) on a busy machine: 503s. A running Pay's reads go out together with the other Pays' of
 * the moment (sessions, keys, listings, events, credit: a statement per batch), but each Pay that read
 * seats left takes a connection for its transaction (ADR 72: no turn in the process), so no more run at
 * once than a few per connection: 40 keep the pool's queue short of its timeout on two starved cores. A
 * Pay gives its place back once its seats are decided (`leaveCheckoutAdmission`), before asking the
 * gateway for the pay page. A waiting Pay holds no connection, so the queue takes a rush of 1,000
 * buyers on one process; past it, 429 at once. Counts, not timers: a burst within the limits (a test's
 * 30 racing buyers) is never refused however slow the machine. Figures: docs/performance.md (flash sale).
 */
export const CHECKOUT_ADMISSION: AdmissionLimits = { running: 40, queue: 1000 };

/** A counting semaphore with a bounded first-come-first-served queue. */
export class Admission {
  private running = 0;
  private readonly waiting: Array<(release: () => void) => void> = [];

  constructor(private readonly limits: AdmissionLimits) {}

  /** A release function once a place is free, or null at once when the queue is full. */
  enter(): Promise<(() => void) | null> {
    if (this.running < this.limits.running) return Promise.resolve(this.take());
    if (this.waiting.length >= this.limits.queue) return Promise.resolve(null);
    return new Promise((admit) => this.waiting.push(admit));
  }

  private take(): () => void {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.waiting.shift()?.(this.take());
    };
  }
}

/**
 * Admission for Pay (POST /api/v1/orders), in front of the session guard, so a rush of buyers meets
 * a short queue and, past it, 429 with Retry-After, never the database pool's acquire timeout.
 * Per process, like the pool it protects: each replica admits its own.
 */
@Injectable()
export class CheckoutAdmission implements NestMiddleware {
  private readonly admission = new Admission(CHECKOUT_ADMISSION);

  async use(_req: Request, res: Response, next: NextFunction): Promise<void> {
    // A buyer who leaves while waiting ('close' before the answer) gives the place back once it comes.
    let gone = false;
    const leave = () => (gone = true);
    res.once('close', leave);
    const release = await this.admission.enter();
    res.off('close', leave);
    if (!release) {
      res.setHeader('Retry-After', String(CHECKOUT_RETRY_AFTER_SECONDS));
      res
        .status(429)
        .type('application/problem+json')
        .json(problem(429, 'CHECKOUT_BUSY' satisfies OrderCode, CHECKOUT_BUSY));
      return;
    }
    if (gone) return release();
    res.once('close', release); // the answer has gone (or the connection did)
    res.locals[ADMITTED] = release;
    next();
  }
}

const ADMITTED = 'checkoutAdmission';

/**
 * Gives the Pay's place to the next buyer before the answer has gone: once its seats are decided,
 * what is left (asking the gateway for the pay page) is one call per sale, and a rush's refusals
 * need not wait for it. Does nothing for a request that was not admitted here.
 */
export function leaveCheckoutAdmission(res: Response): void {
  (res.locals[ADMITTED] as (() => void) | undefined)?.();
}
