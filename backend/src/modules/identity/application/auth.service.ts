import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { IdentityError } from '../domain/identity-errors.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { TOO_MANY_ATTEMPTS } from '../../../shared/domain/domain-error.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { OTP_MAX_SENDS_PER_PHONE_HOUR, OtpChallenge, type OtpCheck } from '../domain/otp-challenge.entity.js';
import { PasswordReset } from '../domain/password-reset.entity.js';
import { isAdult, normaliseIndianMobile, passwordProblem, UNDER_AGE } from '../domain/rules.js';
import { Session } from '../domain/session.entity.js';
import { User } from '../domain/user.entity.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { recordContact } from './contact-history.js';
import { SMS_SENDER, type SmsSender } from './ports.js';
import { hashOtp, hashToken, otpCode, randomToken } from './tokens.js';

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  dateOfBirth: string;
}

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
}

export const PHONE_IN_USE = 'Phone number is already in use. Please use a different phone number.';
export const OTP_FAILED = 'OTP verification failed. Please try again.';
export const RESET_SENT = 'Password reset instructions have been sent to your email.';
const otpFailureMessage: Record<Exclude<OtpCheck, 'ok'>, string> = {
  wrong: OTP_FAILED,
  spent: OTP_FAILED,
  locked: 'Too many wrong attempts. Please request a new OTP.',
  expired: 'This OTP has expired. Please request a new one.',
};
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

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');
  /** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;
  private readonly liveSessions = new Coalescer((keys: { sid: string; sub: string }[]) => this.readLiveSessions(keys));

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('PasswordResetRequested', 'identity.send-reset-link', (event) => this.sendResetLink(event));
  }

  private get secret(): string {
    if (!this.config.AUTH_SECRET) throw new Error('AUTH_SECRET is not set');
    return this.config.AUTH_SECRET;
  }

  // ---- sign-up: validate -> phone unused -> OTP -> verify -> account ----

  /** Checks the form, that the phone is unused, and texts an OTP. Returns the challenge to verify. */
  async startSignup(details: SignupDetails): Promise<{ challengeId: string; phone: string }> {
    const phone = this.checkSignupDetails(details);
    if (await this.em.count(User, { phone })) throw new IdentityError('PHONE_IN_USE', PHONE_IN_USE, 'phone');

    const code = otpCode();
    const challenge = await this.em.transactional(async (em) => {
      await this.reserveSms(em, phone);
      const created = new OtpChallenge(phone, '', this.clock.now());
      created.codeHash = hashOtp(this.secret, created.id, code);
      em.persist(created);
      return created;
    });
    await this.sendOtp(phone, code);
    return { challengeId: challenge.id, phone };
  }

  async resendOtp(challengeId: string): Promise<void> {
    const code = otpCode();
    const phone = await this.em.transactional(async (em) => {
      const challenge = await em.findOne(OtpChallenge, { id: challengeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      const verdict = challenge?.canResend(now) ?? 'spent';
      if (verdict === 'spent') throw new IdentityError('OTP_INVALID', OTP_FAILED);
      if (verdict === 'too_soon') {
        throw new IdentityError('OTP_TOO_SOON', 'Please wait 30 seconds before asking for a new OTP.');
      }
      if (verdict === 'exhausted') throw new IdentityError('OTP_TOO_SOON', TOO_MANY_ATTEMPTS);
      await this.reserveSms(em, challenge!.phone);
      challenge!.resend(hashOtp(this.secret, challenge!.id, code), now);
      return challenge!.phone;
    });
    await this.sendOtp(phone, code);
  }

  /**
   * Refuses a text to a phone that has had its hourly share, counted in the database so the cap
   * holds whatever the client address and across replicas; the phone's lock serialises racing requests.
   */
  private async reserveSms(em: EntityManager, phone: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`otp:${phone}`]);
    const [row] = await em.execute<{ sent: number }[]>(
      `select coalesce(sum(sends), 0)::int as sent from otp_challenges
        where phone = ? and sent_at > ?::timestamptz - interval '1 hour'`,
      [phone, this.clock.now()],
    );
    if ((row?.sent ?? 0) >= OTP_MAX_SENDS_PER_PHONE_HOUR) throw new IdentityError('OTP_TOO_SOON', TOO_MANY_ATTEMPTS);
  }

  /** Verifies the OTP of this sign-up attempt, then creates the account and its profile. */
  async completeSignup(details: SignupDetails, challengeId: string, otp: string): Promise<User> {
    const phone = this.checkSignupDetails(details);
    // The check's outcome (a wrong try, a spent code) commits even when sign-up is refused.
    const outcome = await this.em
      .transactional(async (em) => {
        const challenge = await em.findOne(OtpChallenge, { id: challengeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        // The code is bound to the phone it was sent to: another number cannot reuse it.
        if (!challenge || challenge.phone !== phone) return { result: 'wrong' as const };
        const result = challenge.check(
          hashOtp(this.secret, challenge.id, otp) === challenge.codeHash,
          this.clock.now(),
        );
        if (result !== 'ok') return { result };
        const fullName = `${details.firstName} ${details.lastName}`.trim();
        const account = new User(details.email, await hashPassword(details.password), fullName);
        account.phone = phone;
        account.phoneVerifiedAt = this.clock.now();
        account.dateOfBirth = details.dateOfBirth;
        await em.persist(account).flush();
        await recordContact(em, account.id, 'phone', phone, account.phoneVerifiedAt);
        return { result, account };
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConstraintViolationException) {
          throw String(error.message).includes('phone')
            ? new IdentityError('PHONE_IN_USE', PHONE_IN_USE, 'phone')
            : new IdentityError('USER_EXISTS', 'User already exists', 'email');
        }
        throw error;
      });
    if (!outcome.account) throw new IdentityError('OTP_INVALID', otpFailureMessage[outcome.result]);
    return outcome.account;
  }

  private checkSignupDetails(details: SignupDetails): string {
    const phone = normaliseIndianMobile(details.phone);
    if (!phone) throw new IdentityError('SIGNUP_INVALID', 'Please enter a valid Indian mobile number', 'phone');
    if (!isAdult(details.dateOfBirth, this.clock.now()))
      throw new IdentityError('SIGNUP_INVALID', UNDER_AGE, 'dateOfBirth');
    const weak = passwordProblem(details.password);
    if (weak) throw new IdentityError('SIGNUP_INVALID', weak, 'password');
    return phone;
  }

  private async sendOtp(phone: string, code: string): Promise<void> {
    try {
      await this.sms.sendOtp(phone, code);
    } catch (error) {
      this.logger.error({ err: error, phone }, 'OTP SMS could not be sent');
      throw new IdentityError('OTP_SEND_FAILED', 'Failed to send OTP');
    }
  }

  // ---- sessions ----

  async login(email: string, password: string, userAgent: string | null): Promise<IssuedSession> {
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
      accessTokenExpiresAt: new Date((claims.exp ?? 0) * 1000),
    };
  }

  /** Of these sessions, the live ones of accounts allowed in (each with its account), in one statement. */
  private async readLiveSessions(keys: { sid: string; sub: string }[]): Promise<(LiveSessionRow | null)[]> {
    // On a connection of its own, never inside the transaction of whichever request asked first.
    const rows = await this.em.getConnection().execute<LiveSessionRow[]>(
      `select s.id, s.user_id, u.email, u.full_name, u.is_admin from sessions s join users u on u.id = s.user_id
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

  // ---- forgotten passwords ----

  /**
   * Same answer, and the same work, whether or not the address has an account (no account
   * enumeration, not even by timing): the request is recorded in the outbox and its handler
   * decides, out of band, whether there is anyone to mail.
   */
  async forgotPassword(email: string): Promise<void> {
    await this.outbox.publish(this.em, 'PasswordResetRequested', { email: email.trim().toLowerCase() });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const weak = passwordProblem(password);
    if (weak) throw new IdentityError('PASSWORD_WEAK', weak, 'password');
    await this.em.transactional(async (em) => {
      const reset = await em.findOne(
        PasswordReset,
        { tokenHash: hashToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!reset?.isUsable(this.clock.now())) {
        throw new IdentityError(
          'RESET_LINK_INVALID',
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      const user = await em.findOneOrFail(User, { id: reset.userId });
      user.passwordHash = await hashPassword(password);
      reset.usedAt = this.clock.now();
      await em.flush();
      await this.revokeAllSessions(em, user.id, 'password reset');
    });
  }

  /**
   * Outbox handler: for an account that may sign in, makes the request's single-use token (only its
   * hash is kept) and mails the link. The reset's id is the event's, so a re-run finds the same reset.
   */
  private async sendResetLink(event: DomainEvent<'PasswordResetRequested'>): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOne(User, { email: event.payload.email });
    if (!user?.canSignIn) return;
    let reset = await em.findOne(PasswordReset, { id: event.id });
    if (!reset) {
      reset = new PasswordReset(user.id, event.occurredAt);
      reset.id = event.id;
      em.persist(reset);
    }
    if (reset.usedAt || reset.expiresAt.getTime() < this.clock.now().getTime()) return;
    const token = randomToken();
    reset.tokenHash = hashToken(token); // a re-run replaces the token: only the newest link works
    await em.flush();
    const link = `${this.config.PUBLIC_URL}/reset-password?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Reset your TicketSetu password',
      text: [
        `Hello ${user.fullName?.split(' ')[0] ?? ''},`.replace(' ,', ','),
        '',
        'We received a request to reset the password of your TicketSetu account.',
        `Open this link within 30 minutes to choose a new password (it works once):`,
        link,
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
        '',
        '— TicketSetu Support',
      ].join('\n'),
    });
  }
}
