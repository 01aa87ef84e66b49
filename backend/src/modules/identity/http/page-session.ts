import { Injectable } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import type { Request } from 'express';
import { UpiIdConfirmations } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { ProfileService } from '../application/profile.service.js';
import { SessionService } from '../application/session.service.js';
import { firstNameOf } from '../domain/rules.js';
import type { SessionUserDto } from './auth.dto.js';
import { toProfileDto } from './me.controller.js';
import type { ProfileDto } from './me.dto.js';
import { accessTokenOf } from './session-cookies.js';

/** Who is signed in, as GET /api/v1/auth/session answers it for a live session. */
export interface PageSessionView {
  user: SessionUserDto;
  access_token_expires_at: Date;
}

/** The signed-in person as the session answers name them (GET /auth/session, sign-in, refresh). */
export function sessionView(
  user: { id: string; email: string; fullName: string | null; isAdmin: boolean; locale: Locale },
  accessTokenExpiresAt: Date,
): PageSessionView {
  return {
    user: {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      first_name: firstNameOf(user.fullName, user.email),
      is_admin: user.isAdmin,
      locale: user.locale,
    },
    access_token_expires_at: accessTokenExpiresAt,
  };
}

/**
 * For the composition root's pages (app.pages.ts): who a page request's access token belongs to, checked
 * as the API's guard checks it (genuine, live, the account allowed in), for a page rendered for one
 * person (a checkout or the sell form, ADR 79). Null for no token, or one that lapsed: the browser renders
 * that page, and renews the session as it does.
 */
@Injectable()
export class PageSession {
  constructor(
    private readonly sessions: SessionService,
    private readonly profiles: ProfileService,
    private readonly upiIdConfirmations: UpiIdConfirmations,
  ) {}

  /** The signed-in person's profile, as GET /api/v1/me answers it (the sell form's saved UPI id). */
  async profileOf(userId: string): Promise<ProfileDto> {
    return toProfileDto(await this.profiles.profile(userId), this.upiIdConfirmations.required);
  }

  async of(req: Request): Promise<PageSessionView | null> {
    const token = accessTokenOf(req);
    const user = token ? await this.sessions.principalFromToken(token) : null;
    return user ? sessionView(user, user.accessTokenExpiresAt) : null;
  }
}
