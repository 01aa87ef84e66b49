import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';

/** Who is calling, as the identity module's guard established it. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  sessionId: string;
  accessTokenExpiresAt: Date;
}

export const IS_PUBLIC = 'auth:public';
export const ADMIN_ONLY = 'auth:admin-only';

/** Anyone may call this route, signed in or not. Every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only staff (users.is_admin). Every route under /api/v1/admin is admin-only whatever its decorators. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/** The signed-in caller (routes behind the session guard only). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
