import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RequestError } from '../domain/domain-error.js';

const ACCEPTS_BODY = 'http:accepts-body';

/**
 * Body types a route takes besides JSON, e.g. `@AcceptsBody('multipart/form-data')` on uploads.
 * Every other state-changing route takes `application/json` only.
 */
export const AcceptsBody = (...types: string[]) => SetMetadata(ACCEPTS_BODY, types);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request carries a body (what body parsers look at, as the type-is package decides it). */
function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

export const { CROSS_SITE_REFUSED, UNSUPPORTED_BODY } = REQUEST_MESSAGES;

/**
 * CSRF defence beyond SameSite=Lax (OWASP: verify the origin with standard headers). A state-changing
 * request that a browser sends from another origin — another site, or another port or subdomain of
 * ours, which SameSite treats as the same site — is refused, and so is a body a cross-site HTML form
 * can send (text/plain, form-encoded) where the route takes JSON. Requests with an Authorization
 * header are not cross-site forgeries: a page on another origin cannot add that header without a
 * CORS preflight, which this API never grants. Non-browser clients send no Origin and pass.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicOrigin = new URL(config.PUBLIC_URL).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;

    if (!req.get('authorization') && !this.fromOwnOrigin(req)) {
      throw new RequestError('CROSS_SITE_REFUSED', CROSS_SITE_REFUSED);
    }
    if (hasBody(req)) {
      const extra = this.reflector.getAllAndOverride<string[]>(ACCEPTS_BODY, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (!req.is(['application/json', ...(extra ?? [])])) throw new RequestError('UNSUPPORTED_BODY', UNSUPPORTED_BODY);
    }
    return true;
  }

  private fromOwnOrigin(req: Request): boolean {
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
    const origin = req.get('origin');
    if (origin === undefined) return true;
    // The origin the browser addressed (Host, or X-Forwarded-Host/Proto behind a trusted proxy).
    const requested = `${req.protocol}://${req.get('host')}`;
    return origin === this.publicOrigin || origin === requested;
  }
}
