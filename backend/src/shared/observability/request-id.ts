import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy may hand us as an id: a UUID, a trace id, a load balancer's token; nothing that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** The id of the request being handled, wherever the code runs on its behalf; undefined outside one. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/**
 * The id this request goes by: the one a trusted proxy sent (so one id follows the request from the
 * edge through our log), when it is well-formed; otherwise a new UUID. A client that is not a proxy we
 * trust cannot choose the id our log files its request under.
 */
export function requestIdFor(incoming: string | string[] | undefined, fromTrustedProxy: boolean): string {
  if (fromTrustedProxy && typeof incoming === 'string' && WELL_FORMED.test(incoming)) return incoming;
  return randomUUID();
}

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Gives every request its id before anything else sees it: `req.id` (pino-http logs it), the
 * `X-Request-Id` response header, and the context every log line and problem+json body reads it from.
 * Whether the peer is a trusted proxy is Express's own `trust proxy` answer (TRUST_PROXY).
 */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  // Whom we trust is asked only when there is an id to trust: the question parses the peer's address.
  const trust = incoming === undefined ? undefined : (req.app.get('trust proxy fn') as TrustFn | undefined);
  const requestId = requestIdFor(incoming, trust?.(req.socket.remoteAddress ?? '', 0) ?? false);
  (req as Request & { id: string }).id = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  context.run({ requestId }, next);
}
