import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../../config/config.js';
import { type AppMetrics, METRICS_PATH } from './app-metrics.js';

type MetricsSettings = Pick<AppConfig, 'NODE_ENV' | 'METRICS_TOKEN'>;

/** Where /metrics is asked for: the app's own port, or the port of its own (METRICS_PORT). */
export type MetricsPort = 'app' | 'metrics';

/**
 * Who may read /metrics (ADR 51): with METRICS_TOKEN set, only a request bearing it, on either port;
 * without one, anyone on METRICS_PORT (a port kept off the public network) and, on the app's port,
 * anyone outside production — in production the app's port answers 404, as if there were nothing.
 */
export function metricsAccess(settings: MetricsSettings, port: MetricsPort, authorization?: string): 200 | 401 | 404 {
  const token = settings.METRICS_TOKEN;
  if (token) return bears(authorization, token) ? 200 : 401;
  return port === 'app' && settings.NODE_ENV === 'production' ? 404 : 200;
}

function bears(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (!match?.[1]) return false;
  // Equal-length digests: the comparison takes as long whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** Answers a request for /metrics on `port`: the exposition text, or a refusal without a body worth reading. */
export async function answerMetrics(
  metrics: AppMetrics,
  settings: MetricsSettings,
  port: MetricsPort,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const access = metricsAccess(settings, port, req.headers.authorization);
  if (access !== 200) {
    if (access === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    res.writeHead(access, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(access === 401 ? 'Unauthorized\n' : 'Not Found\n');
    return;
  }
  const body = await metrics.render();
  res.writeHead(200, { 'Content-Type': metrics.contentType });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** /metrics on the app's own port, ahead of sessions, caches and pages. */
export function metricsOnAppPort(metrics: AppMetrics, settings: MetricsSettings): RequestHandler {
  return (req, res, next) => {
    if (req.path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    answerMetrics(metrics, settings, 'app', req, res).catch(next);
  };
}
