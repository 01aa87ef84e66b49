import type { Locale } from '@ticketsetu/contracts/locales';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { checkSignIn, SIGNIN_MESSAGES } from '@ticketsetu/contracts/account-form';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { formRefusal } from '../../../shared/domain/domain-error.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { IdentityError } from '../domain/identity-errors.js';
import { Session } from '../domain/session.entity.js';
import { User } from '../domain/user.entity.js';
import { authSecret } from './auth-secret.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { hashToken, randomToken } from './tokens.js';

export interface IssuedSession {
  user: User;
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

interface AccessClaims {
  sub: string;
  sid: string;
  /** Expiry (seconds since epoch), set by jsonwebtoken. */
  exp?: number;
}

interface LiveSessionRow {
  id: string;
  user_id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  locale: Locale;
}

/** How long the refresh token just replaced may still be presented by a racing tab without alarm. */
export const REFRESH_RACE_MS = 10_000;
const DEACTIVATED = 'Your account has been deactivated. Please contact support@ticketsetu.in.';
export const DELETION_REQUESTED =
  'This account is being deleted at your request, so it can no longer sign in. Its data will be erased within 7 days once nothing is pending.';

/** Why an account that may not sign in is refused: staff switched it off, or its owner asked for its deletion. */
function refusalOf(user: User) {
  return user.deletionRequestedAt
    ? new IdentityError('AUTH_DELETION_REQUESTED', DELETION_REQUESTED)
    : new IdentityError('AUTH_DEACTIVATED', DEACTIVATED);
}
const BAD_CREDENTIALS = 'Invalid login credentials';

/**
 * Sessions: signing in, the refresh token's rotation (a reused one revokes its session), signing
 * out, the caller behind an access token on every request, and ending all of a person's sessions
 * (ADR 69: one of identity's three auth services).
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger('Auth');
  /** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;
  private readonly liveSessions = new Coalescer((keys: { sid: string; sub: string }[]) => this.readLiveSessions(keys));

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get secret(): string {
    return authSecret(this.config);
  }

  async login(email: string, password: string, userAgent: string | null): Promise<IssuedSession> {
    const problems = checkSignIn({ email, password });
    if (problems.length > 0) {
      const message = SIGNIN_MESSAGES.required;
      throw formRefusal(
        IdentityError,
        'SIGNIN_INVALID',
        problems.map((problem) => ({ ...problem, message })),
      );
    }
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase() });
    this.dummyHash ??= hashPassword('not-a-real-password');
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !valid) throw new IdentityError('AUTH_INVALID_CREDENTIALS', BAD_CREDENTIALS);
    if (!user.canSignIn) throw refusalOf(user);

    const refreshToken = randomToken();
    const session = new Session(user.id, hashToken(refreshToken), this.refreshExpiry(), userAgent);
    await this.em.persist(session).flush();
    return this.issue(user, session, refreshToken);
  }

  /** Rotates the refresh token. A token that was already rotated revokes its whole family. */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const ended = () => new IdentityError('AUTH_SESSION_INVALID', 'Your session has ended. Please sign in again.');
    if (!refreshToken) throw ended();
    const hash = hashToken(refreshToken);
    // A revocation commits before the refusal is thrown.
    const outcome = await this.em.transactional(async (em) => {
      const session = await em.findOne(Session, { refreshTokenHash: hash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      if (!session) {
        const reused = await em.findOne(Session, { rotatedTokenHashes: { $contains: [hash] } });
        // Two tabs refreshing at the same moment present the same token twice: the token just
        // rotated, within a few seconds, is refused without ending the session. Anything older is theft.
        const racing =
          reused?.rotatedTokenHashes.at(-1) === hash && now.getTime() - reused.lastUsedAt.getTime() < REFRESH_RACE_MS;
        if (reused && !racing) {
          reused.revoke('refresh token reused', now);
          this.logger.warn({ sessionId: reused.id, userId: reused.userId }, 'Refresh token reuse: session revoked');
        }
        return { refused: ended() };
      }
      if (!session.isActive(now)) return { refused: ended() };
      const user = await em.findOneOrFail(User, { id: session.userId });
      if (!user.canSignIn) {
        session.revoke('account deactivated', now);
        return { refused: refusalOf(user) };
      }
      const next = randomToken();
      session.rotate(hashToken(next), now);
      return { issued: this.issue(user, session, next) };
    });
    if (!outcome.issued) throw outcome.refused;
    return outcome.issued;
  }

  /** Ends the session an access token (even an expired one) or a refresh token belongs to. */
  async logout(accessToken: string | null, refreshToken: string | null): Promise<void> {
    const sessionId = accessToken ? this.verifyAccessToken(accessToken, { ignoreExpiration: true })?.sid : undefined;
    const session = sessionId
      ? await this.em.findOne(Session, { id: sessionId })
      : refreshToken
        ? await this.em.findOne(Session, { refreshTokenHash: hashToken(refreshToken) })
        : null;
    session?.revoke('signed out', this.clock.now());
    await this.em.flush();
  }

  /** The caller behind an access token, if it is genuine, its session live and the account allowed in. */
  async principalFromToken(accessToken: string): Promise<AuthUser | null> {
    const claims = this.verifyAccessToken(accessToken);
    return claims ? this.principalFor(claims) : null;
  }

  private verifyAccessToken(
    accessToken: string,
    options: { ignoreExpiration?: boolean } = {},
  ): (AccessClaims & { exp: number }) | null {
    try {
      const claims = jwt.verify(accessToken, this.secret, {
        algorithms: ['HS256'],
        issuer: 'ticketsetu',
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
        ...options,
      });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
      return { sub: claims.sub, sid: claims.sid, exp: claims.exp ?? 0 };
    } catch {
      return null;
    }
  }

  /**
   * The caller behind verified token claims, if the session is still live and the account may sign in.
   * Read on every request, never remembered: a session ended or an account deactivated is refused
   * at once. Checks asked for at the same moment share one statement (a rush: hundreds a second).
   */
  async principalFor(claims: AccessClaims): Promise<AuthUser | null> {
    const now = this.clock.now();
    if ((claims.exp ?? 0) * 1000 <= now.getTime()) return null; // expired by the app's clock
    if (!isUuid(claims.sid) || !isUuid(claims.sub)) return null; // not one of ours
    const row = await this.liveSessions.load({ sid: claims.sid, sub: claims.sub });
    if (!row) return null;
    return {
      id: claims.sub,
      sessionId: claims.sid,
      email: row.email,
      fullName: row.full_name,
      isAdmin: row.is_admin,
      locale: row.locale,
      accessTokenExpiresAt: new Date((claims.exp ?? 0) * 1000),
    };
  }

  /** Of these sessions, the live ones of accounts allowed in (each with its account), in one statement. */
  private async readLiveSessions(keys: { sid: string; sub: string }[]): Promise<(LiveSessionRow | null)[]> {
    // On a connection of its own, never inside the transaction of whichever request asked first.
    const rows = await this.em.getConnection().execute<LiveSessionRow[]>(
      `select s.id, s.user_id, u.email, u.full_name, u.is_admin, u.locale from sessions s join users u on u.id = s.user_id
        where s.id = any(?::uuid[]) and s.revoked_at is null and s.expires_at > ?
          and u.is_active and u.deletion_requested_at is null`,
      [uuidArray(keys.map((k) => k.sid)), this.clock.now()],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return keys.map(({ sid, sub }) => {
      const row = byId.get(sid.toLowerCase()); // PostgreSQL writes uuids in lower case
      return row && row.user_id === sub.toLowerCase() ? row : null;
    });
  }

  async revokeAllSessions(em: EntityManager, userId: string, reason: string): Promise<void> {
    await em.nativeUpdate(Session, { userId, revokedAt: null }, { revokedAt: this.clock.now(), revokedReason: reason });
  }

  private issue(user: User, session: Session, refreshToken: string): IssuedSession {
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS;
    const claims: AccessClaims = { sub: user.id, sid: session.id };
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return {
      user,
      // Issued and expiring by the app's clock (not the library's), like every other expiry.
      accessToken: jwt.sign({ ...claims, iat: issuedAt, exp: issuedAt + ttl }, this.secret, {
        algorithm: 'HS256',
        issuer: 'ticketsetu',
      }),
      accessTokenExpiresAt: new Date((issuedAt + ttl) * 1000),
      refreshToken,
      refreshTokenExpiresAt: session.expiresAt,
    };
  }

  private refreshExpiry(): Date {
    return later(this.clock.now(), this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  }
}
