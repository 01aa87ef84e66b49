import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request } from 'express';

/** A page's read of the API on the server, as its person (ADR 88). */
export type ApiSender = (request: globalThis.Request) => Promise<globalThis.Response>;

/** What a page's read carries from its person's request: who, in which language, with what. */
const PASSED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/** A read of the page's that the server gives up on (the page waits less: ADR 88's `PAGE_READS_WITHIN_MS`). */
const READ_TIMEOUT_MS = 2000;

type TrustFn = (address: string, hop: number) => boolean;

/**
 * The API as a person's browser would ask it (ADR 88), over this server's own port: their cookies and
 * language, their address forwarded as a proxy would, so the same guards, limits and answers apply;
 * GETs only. None when this server does not trust its own address as a proxy (TRUST_PROXY): the reads
 * would count against that address rather than the person, so the browser makes them.
 */
export function pageReads(app: NestExpressApplication): (req: Request) => ApiSender | undefined {
  const trusted = app.getHttpAdapter().getInstance().get('trust proxy fn') as TrustFn;
  return (req) => {
    const listening = app.getHttpServer().address();
    if (!listening || typeof listening === 'string') return undefined;
    const own = listening.address === '0.0.0.0' ? '127.0.0.1' : listening.address === '::' ? '::1' : listening.address;
    if (!trusted(own, 0)) return undefined;
    const origin = `http://${own.includes(':') ? `[${own}]` : own}:${listening.port}`;
    const peer = req.socket.remoteAddress ?? '';
    const chain = req.headers['x-forwarded-for'];
    const forwarded = {
      'x-forwarded-for': typeof chain === 'string' ? `${chain}, ${peer}` : peer,
      'x-forwarded-host': req.get('x-forwarded-host') ?? req.get('host') ?? '',
      'x-forwarded-proto': req.get('x-forwarded-proto') ?? req.protocol,
    };
    return async (request) => {
      const url = new URL(request.url);
      if (request.method !== 'GET' || !url.pathname.startsWith('/api/')) {
        throw new TypeError(`A page reads the API only: ${request.method} ${url.pathname}`);
      }
      const headers = new Headers(request.headers);
      for (const name of PASSED_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
      return fetch(`${origin}${url.pathname}${url.search}`, { headers, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    };
  };
}
