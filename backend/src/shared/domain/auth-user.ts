import type { Locale } from '@ticketsetu/contracts/locales';

/**
 * Who is calling, as the identity module's guard established it. Application services take it for
 * owner and staff checks; http/ reads it from the request (`@CurrentUser()` in shared/http/auth.ts).
 */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  /** The language the account reads TicketSetu in (ADR 85). */
  locale: Locale;
  sessionId: string;
  accessTokenExpiresAt: Date;
}
