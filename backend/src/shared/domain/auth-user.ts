/**
 * Who is calling, as the identity module's guard established it. Application services take it for
 * owner and staff checks; http/ reads it from the request (`@CurrentUser()` in shared/http/auth.ts).
 */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  sessionId: string;
  accessTokenExpiresAt: Date;
}
