import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationPipe } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { servePages } from './app.pages.js';
import type { AppConfig } from './config/config.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { AdminAreaGate } from './modules/identity/index.js';
import { RAZORPAYX_WEBHOOK_ROUTE } from './modules/payouts/index.js';
import { CLOCK, type Clock } from './shared/domain/clock.js';
import { InputHygienePipe } from './shared/http/input-hygiene.pipe.js';
import { PublicReadCache } from './shared/http/public-read-cache.js';
import { RequestValidationError } from './shared/http/problem-details.filter.js';
import { AppMetrics } from './shared/observability/app-metrics.js';
import { metricsOnAppPort } from './shared/observability/metrics-access.js';
import { assignRequestId } from './shared/observability/request-id.js';

export const frontendDist = join(import.meta.dirname, '..', '..', 'frontend', 'dist');

/**
 * The Express instance under Nest, with routing that matches paths exactly: `/api/v1/Admin/users`
 * or `/api/v1/admin/users/` is not `/api/v1/admin/users`. Express reads these settings only when
 * its router is created, so they are set before Nest touches it.
 */
export function createHttpAdapter(): ExpressAdapter {
  const instance = express();
  instance.set('case sensitive routing', true);
  instance.set('strict routing', true);
  return new ExpressAdapter(instance);
}

/** Everything main.ts and the tests share: one app, configured the same way everywhere. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  // Which proxies may set X-Forwarded-For: rate limits count by the real client address.
  app.set('trust proxy', config.TRUST_PROXY);
  // No automatic ETag (a SHA-1 of every answer): API answers are no-store, and the public reads that
  // revalidate set their own ETag once per cached copy (PublicReadCache). Static files keep theirs.
  app.set('etag', false);
  // Before anything that may answer or log: the request's id, and its time in the latency histogram (ADR 51).
  app.use(assignRequestId);
  app.use(app.get(AppMetrics).middleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // antd writes its CSS-in-JS into <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
        },
      },
    }),
  );
  // A signed webhook is checked over the exact bytes sent, so its body stays raw (ADR 43).
  app.use(`/api/${RAZORPAYX_WEBHOOK_ROUTE}`, express.raw({ type: () => true, limit: '256kb' }));
  app.use(cookieParser());
  app.use(app.get(AdminAreaGate).middleware);
  // API answers are personal unless a route says otherwise (the public event reads revalidate by ETag).
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Public reads already made for the same address, answered before the rest of the stack (ADR 35),
  // in the encoding they were made in (ADR 61).
  app.use(app.get(PublicReadCache).answerEarly);
  // API answers (built assets and pages go out compressed already: app.pages.ts). Never an event
  // stream: compression would hold its messages back until a buffer fills (ADR 54).
  app.use(compression({ filter: (req, res) => !isEventStream(res) && compression.filter(req, res) }));
  // Prometheus's scrape: ahead of sessions and pages, never cached (ADR 51).
  app.use(metricsOnAppPort(app.get(AppMetrics), config));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(
    new InputHygienePipe(),
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new RequestValidationError(errors),
    }),
  );
  // Built at the first request for it, its examples relative to the app's clock then.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, app.get<Clock>(CLOCK).now()), {
    jsonDocumentUrl: 'api/docs-json',
  });
  if (config.SERVE_FRONTEND && existsSync(join(frontendDist, 'index.html'))) servePages(app, config, frontendDist);
}

/** An answer that streams server-sent events: its messages must leave as they are written. */
function isEventStream(res: Response): boolean {
  return String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
}
