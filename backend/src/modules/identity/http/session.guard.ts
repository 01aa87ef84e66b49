import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import type { Request } from 'express';
import { IdentityError } from '../domain/identity-errors.js';
import { ADMIN_ONLY, type AuthUser, IS_PUBLIC, OPTIONAL_AUTH } from '../../../shared/http/auth.js';

/**
 * The one global guard. Every route needs a live session unless marked @Public(); every route
 * marked @AdminOnly() (every @AdminController) also needs users.is_admin. It reads metadata only,
 * never the path: Express may route many spellings of a path to one handler.
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const targets = [context.getHandler(), context.getClass()];
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) === true;
    if (!adminOnly && this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, targets)) await this.readSessionIfAny(context);
      return true;
    }

    await super.canActivate(context);
    if (adminOnly && !req.user?.isAdmin) {
      throw new IdentityError('FORBIDDEN', REQUEST_MESSAGES.FORBIDDEN);
    }
    return true;
  }

  /** @OptionalAuth(): a live session sets req.user; none, or a dead one, leaves it unset (no 401). */
  private async readSessionIfAny(context: ExecutionContext): Promise<void> {
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!(error instanceof IdentityError && error.code === 'AUTH_REQUIRED')) throw error;
    }
  }

  /**
   * No token, a bad one or a dead session is "not signed in" (passport passes those as no user). An
   * error thrown while checking the session (the database away) is not: it goes on to the filter
   * (503), so signed-in people are never told to sign in again during an outage.
   */
  override handleRequest<T = AuthUser>(error: unknown, user: T | false): T {
    if (error) throw error;
    if (!user) throw new IdentityError('AUTH_REQUIRED', REQUEST_MESSAGES.AUTH_REQUIRED);
    return user;
  }
}
