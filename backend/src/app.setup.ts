import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type INestApplication, ValidationPipe } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { servePages } from './app.pages.js';
import type { AppConfig } from './config/config.js';
import { AdminAreaGate } from './modules/identity/index.js';
import { RAZORPAYX_WEBHOOK_ROUTE } from './modules/payouts/index.js';
import { InputHygienePipe } from './shared/http/input-hygiene.pipe.js';
import { describeFileUploads } from './shared/http/file-uploads.js';
import { describeExamples } from './shared/http/openapi-examples.js';
import { declareProblemResponses, describeProblemBodies, Problem } from './shared/http/openapi-problems.js';
import {
  bodyClasses,
  describeIntegers,
  describeParameters,
  describeValidation,
} from './shared/http/openapi-validation.js';
import { PublicReadCache } from './shared/http/public-read-cache.js';
import { RequestValidationError } from './shared/http/problem-details.filter.js';
import { AppMetrics } from './shared/observability/app-metrics.js';
import { metricsOnAppPort } from './shared/observability/metrics-access.js';
import { assignRequestId } from './shared/observability/request-id.js';

export const frontendDist = join(import.meta.dirname, '..', '..', 'frontend', 'dist');

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('TicketSetu API')
    .setDescription(
      'Resale marketplace for event tickets in India. Money is integer paise; times are ISO 8601 (UTC). ' +
        'Errors are RFC 9457 problem+json whose `detail` is the message to show.',
    )
    .setVersion('1')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'Access token from POST /api/v1/auth/login or /api/v1/auth/refresh (also the ts_access cookie). ' +
        'A JWS following RFC8725: signed and verified with HS256 only (the algorithm is pinned, so `none` ' +
        'or any other is refused), issuer `ticketsetu` checked, expiring ACCESS_TOKEN_TTL_SECONDS after ' +
        'issue (900 s, 15 minutes, unless configured within 60-3600 s), and refused once its session ends',
    })
    .addCookieAuth('ts_access', {
      type: 'apiKey',
      in: 'cookie',
      name: 'ts_access',
      description: 'httpOnly session cookie set by sign-in',
    })
    .addCookieAuth(
      'ts_refresh',
      {
        type: 'apiKey',
        in: 'cookie',
        name: 'ts_refresh',
        description:
          'httpOnly refresh cookie set by sign-in, sent only to /api/v1/auth: an opaque random token, replaced ' +
          'on every refresh, good until sign-out or REFRESH_TOKEN_TTL_DAYS after sign-in (30 unless configured)',
      },
      'refresh',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description:
          "PhonePe only: SHA256(username:password) in hex of the webhook credentials set on PhonePe's dashboard " +
          '(PHONEPE_WEBHOOK_USERNAME / PHONEPE_WEBHOOK_PASSWORD)',
      },
      'phonepeWebhook',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-Razorpay-Signature',
        description:
          'RazorpayX only: the hex HMAC-SHA256 of the exact request body, keyed with the webhook secret set on ' +
          "RazorpayX's dashboard (RAZORPAYX_WEBHOOK_SECRET)",
      },
      'razorpayxWebhook',
    )
    .build();
  const optionalAuth = declareProblemResponses(app);
  const document = SwaggerModule.createDocument(app, config, { extraModels: [Problem] });
  const described = describeProblemBodies(
    describeParameters(describeFileUploads(describeValidation(document, bodyClasses(app)))),
    optionalAuth,
  );
  // Relative: the API answers on the web app's own origin, wherever it is deployed. Public: it is
  // the web app's API and any API client's alike.
  const servers = [{ url: '/', description: API_SERVER, 'x-internal': false }];
  return describeExamples(describeIntegers({ ...described, servers }));
}

const API_SERVER = "This deployment (production, staging or local): the API shares the web app's origin, under /api";

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
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  if (config.SERVE_FRONTEND && existsSync(join(frontendDist, 'index.html'))) servePages(app, config, frontendDist);
}

/** An answer that streams server-sent events: its messages must leave as they are written. */
function isEventStream(res: Response): boolean {
  return String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
}
