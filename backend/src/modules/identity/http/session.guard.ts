import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { ADMIN_ONLY, type AuthUser, IS_PUBLIC } from '../../../shared/http/auth.js';

const ADMIN_PATH = /^\/api\/v1\/admin(\/|$)/;

/**
 * The one global guard. Every route needs a live session unless marked @Public(); every route
 * under /api/v1/admin (or marked @AdminOnly()) also needs users.is_admin, whatever the client does.
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const targets = [context.getHandler(), context.getClass()];
    const adminOnly = ADMIN_PATH.test(req.path) || this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets);
    if (!adminOnly && this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    await super.canActivate(context);
    if (adminOnly && !req.user?.isAdmin) {
      throw new DomainError('FORBIDDEN', 'You do not have permission to do that');
    }
    return true;
  }

  override handleRequest<T = AuthUser>(error: unknown, user: T | false): T {
    if (error || !user) throw new DomainError('AUTH_REQUIRED', 'Please sign in to continue');
    return user;
  }
}
