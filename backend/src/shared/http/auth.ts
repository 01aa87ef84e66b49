import { applyDecorators, Controller, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../domain/auth-user.js';

export type { AuthUser };

export const IS_PUBLIC = 'auth:public';
export const ADMIN_ONLY = 'auth:admin-only';

/** Anyone may call this route, signed in or not. Every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const OPTIONAL_AUTH = 'auth:optional';

/**
 * With @Public(): the guard still reads a session when the request carries one (then @CurrentUser()
 * is the caller), and lets the request through as nobody when it does not or the session is dead.
 */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true);

/** Only staff (users.is_admin). The guard reads this metadata, never the spelling of the path. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/** The path every staff controller lives under (`/api/v1/admin/...`). */
export const ADMIN_PATH_PREFIX = 'v1/admin';

/**
 * A back-office controller: mounted under /api/v1/admin/<path> and admin-only by metadata.
 * Use it for every admin controller; start-up refuses an admin path without the metadata.
 */
export const AdminController = (path: string) =>
  applyDecorators(
    Controller(`${ADMIN_PATH_PREFIX}/${path}`),
    AdminOnly(),
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiCookieAuth(),
  );

/** The signed-in caller (routes behind the session guard only). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
