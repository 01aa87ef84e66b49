import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { AuthUser } from '../../../shared/http/auth.js';
import { SessionService } from '../application/session.service.js';
import { accessTokenOf } from './session-cookies.js';

/** Access tokens come from the httpOnly cookie (browsers) or an Authorization: Bearer header (API clients). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: (req: Request) => accessTokenOf(req),
      // The key, made once. Given the secret as text, jsonwebtoken makes a key of it on every request,
      // first trying it as a PEM public key and failing: an exception per request, about 5 % of a
      // refused Pay's CPU in the flash sale (docs/performance.md). Same bytes, same check.
      // (jsonwebtoken takes a KeyObject; passport-jwt's types, older, name only string and Buffer.)
      secretOrKey: createSecretKey(Buffer.from(config.AUTH_SECRET ?? 'unset', 'utf8')) as unknown as Buffer,
      issuer: 'ticketsetu',
      algorithms: ['HS256'],
      // Expiry is judged by the app's clock in SessionService.principalFor, like every other expiry.
      ignoreExpiration: true,
    });
  }

  /** The token is genuine; the session must still be live and the account allowed in. */
  async validate(claims: { sub: string; sid: string; exp: number }): Promise<AuthUser | false> {
    return (await this.sessions.principalFor(claims)) ?? false;
  }
}
