import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { currentRequestId } from '../shared/observability/request-id.js';
import type { AppConfig } from './config.js';

type Request = IncomingMessage & { originalUrl?: string };

/** "GET /api/v1/events 200 12 ms": what a person reading the log wants of a request, nothing more. */
function requestLine(req: Request, res: ServerResponse, responseTime: number): string {
  return `${req.method} ${req.originalUrl ?? req.url} ${res.statusCode} ${responseTime} ms`;
}

/**
 * Readable lines in development (pino-pretty, written in this thread so the start-up banner
 * printed after the last log line really is the last thing on screen); JSON lines elsewhere.
 * pino-pretty is loaded only in development and, if it is missing, JSON it is.
 */
function prettyStream(): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({
      sync: true,
      colorize: process.stdout.isTTY,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context,req,res,responseTime,requestId',
      messageFormat: '{if context}{context}: {end}{msg}',
    });
  } catch {
    return undefined;
  }
}

/**
 * nestjs-pino's settings. Each request is one info line with its method, URL, status, time and id:
 * no headers (cookies, tokens), no bodies, and no stack trace for a 5xx (the exception filter logs
 * a real error once, with its stack; an unreachable database is logged once per outage).
 * `stream` lets a test read the log.
 */
export function loggerParams(config: AppConfig, stream?: DestinationStream): Params {
  const destination = stream ?? (config.NODE_ENV === 'development' ? prettyStream() : undefined);
  const options = {
    level: config.LOG_LEVEL,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // The request id (ADR 51) on every line written while a request is handled: the request's own line,
    // and whatever any Logger writes on its behalf. assignRequestId has set req.id already.
    genReqId: (req: Request) => req.id ?? randomUUID(),
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    customLogLevel: () => 'info' as const,
    customSuccessMessage: requestLine,
    // pino-http passes the response time here too, though its types leave it out.
    customErrorMessage: ((req: Request, res: ServerResponse, _err: Error, responseTime: number) =>
      requestLine(req, res, responseTime)) as unknown as (req: Request, res: ServerResponse, err: Error) => string,
    // pino-http invents an Error (with a stack) for every 5xx; the line says the status already.
    customErrorObject: (_req: Request, _res: ServerResponse, _err: Error, value: Record<string, unknown>) => {
      const { err: _synthetic, ...rest } = value;
      return rest;
    },
    autoLogging: {
      ignore: (req: Request) =>
        req.url === '/api/health' || req.url === '/api/health/live' || !req.url?.startsWith('/api'),
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
