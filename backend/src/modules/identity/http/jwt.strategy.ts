import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { AuthUser } from '../../../shared/http/auth.js';
import { AuthService } from '../application/auth.service.js';
import { ACCESS_COOKIE, cookie } from './session-cookies.js';

/** Access tokens come from the httpOnly cookie (browsers) or an Authorization: Bearer header (API clients). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        (req: Request) => cookie(req, ACCESS_COOKIE),
        ExtractJwt.fromAuthHeaderAsBearerToken(),
      ]),
      secretOrKey: config.AUTH_SECRET ?? 'unset',
      issuer: 'ticketsetu',
      algorithms: ['HS256'],
    });
  }

  /** The token is genuine; the session must still be live and the account allowed in. */
  async validate(claims: { sub: string; sid: string; exp: number }): Promise<AuthUser | false> {
    return (await this.auth.principalFor(claims)) ?? false;
  }
}
