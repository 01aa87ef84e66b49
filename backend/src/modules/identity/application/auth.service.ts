import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import type { AuthUser } from '../../../shared/http/auth.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { OtpChallenge, type OtpCheck } from '../domain/otp-challenge.entity.js';
import { PasswordReset } from '../domain/password-reset.entity.js';
import { isAdult, normaliseIndianMobile, passwordProblem, UNDER_AGE } from '../domain/rules.js';
import { Session } from '../domain/session.entity.js';
import { User } from '../domain/user.entity.js';
import { hashPassword, verifyPassword } from './passwords.js';
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
const BAD_CREDENTIALS = 'Invalid login credentials';

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');
  /** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    if (await this.em.count(User, { phone })) throw new DomainError('PHONE_IN_USE', PHONE_IN_USE);

    const now = new Date();
    const challenge = new OtpChallenge(phone, '', now);
    const code = otpCode();
    challenge.codeHash = hashOtp(this.secret, challenge.id, code);
    await this.em.persist(challenge).flush();
    await this.sendOtp(phone, code);
    return { challengeId: challenge.id, phone };
  }

  async resendOtp(challengeId: string): Promise<void> {
    const challenge = await this.em.findOne(OtpChallenge, { id: challengeId });
    if (!challenge || challenge.consumedAt) throw new DomainError('OTP_INVALID', OTP_FAILED);
    const now = new Date();
    if (!challenge.canResend(now)) {
      throw new DomainError('OTP_TOO_SOON', 'Please wait 30 seconds before asking for a new OTP.');
    }
    const code = otpCode();
    challenge.resend(hashOtp(this.secret, challenge.id, code), now);
    await this.em.flush();
    await this.sendOtp(challenge.phone, code);
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
        const result = challenge.check(hashOtp(this.secret, challenge.id, otp) === challenge.codeHash, new Date());
        if (result !== 'ok') return { result };
        const fullName = `${details.firstName} ${details.lastName}`.trim();
        const account = new User(details.email, await hashPassword(details.password), fullName);
        account.phone = phone;
        account.dateOfBirth = details.dateOfBirth;
        em.persist(account);
        return { result, account };
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConstraintViolationException) {
          throw String(error.message).includes('phone')
            ? new DomainError('PHONE_IN_USE', PHONE_IN_USE)
            : new DomainError('USER_EXISTS', 'User already exists');
        }
        throw error;
      });
    if (!outcome.account) throw new DomainError('OTP_INVALID', otpFailureMessage[outcome.result]);
    return outcome.account;
  }

  private checkSignupDetails(details: SignupDetails): string {
    const phone = normaliseIndianMobile(details.phone);
    if (!phone) throw new DomainError('SIGNUP_INVALID', 'Please enter a valid Indian mobile number');
    if (!isAdult(details.dateOfBirth, new Date())) throw new DomainError('SIGNUP_INVALID', UNDER_AGE);
    const weak = passwordProblem(details.password);
    if (weak) throw new DomainError('SIGNUP_INVALID', weak);
    return phone;
  }

  private async sendOtp(phone: string, code: string): Promise<void> {
    try {
      await this.sms.sendOtp(phone, code);
    } catch (error) {
      this.logger.error({ err: error, phone }, 'OTP SMS could not be sent');
      throw new DomainError('OTP_SEND_FAILED', 'Failed to send OTP');
    }
  }

  // ---- sessions ----

  async login(email: string, password: string, userAgent: string | null): Promise<IssuedSession> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase() });
    this.dummyHash ??= hashPassword('not-a-real-password');
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !valid) throw new DomainError('AUTH_INVALID_CREDENTIALS', BAD_CREDENTIALS);
    if (!user.canSignIn) throw new DomainError('AUTH_DEACTIVATED', DEACTIVATED);

    const refreshToken = randomToken();
    const session = new Session(user.id, hashToken(refreshToken), this.refreshExpiry(), userAgent);
    await this.em.persist(session).flush();
    return this.issue(user, session, refreshToken);
  }

  /** Rotates the refresh token. A token that was already rotated revokes its whole family. */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const ended = () => new DomainError('AUTH_SESSION_INVALID', 'Your session has ended. Please sign in again.');
    if (!refreshToken) throw ended();
    const hash = hashToken(refreshToken);
    // A revocation commits before the refusal is thrown.
    const outcome = await this.em.transactional(async (em) => {
      const session = await em.findOne(Session, { refreshTokenHash: hash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = new Date();
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
        return { refused: new DomainError('AUTH_DEACTIVATED', DEACTIVATED) };
      }
      const next = randomToken();
      session.rotate(hashToken(next), now);
      return { issued: this.issue(user, session, next) };
    });
    if (!outcome.issued) throw outcome.refused;
    return outcome.issued;
  }

  async logout(sessionId: string | null, refreshToken: string | null): Promise<void> {
    const session = sessionId
      ? await this.em.findOne(Session, { id: sessionId })
      : refreshToken
        ? await this.em.findOne(Session, { refreshTokenHash: hashToken(refreshToken) })
        : null;
    session?.revoke('signed out', new Date());
    await this.em.flush();
  }

  /** The caller behind verified token claims, if the session is still live and the account may sign in. */
  async principalFor(claims: AccessClaims): Promise<AuthUser | null> {
    const [row] = await this.em.execute<{ email: string; full_name: string | null; is_admin: boolean }[]>(
      `select u.email, u.full_name, u.is_admin from sessions s join users u on u.id = s.user_id
        where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > now()
          and u.is_active and u.deletion_requested_at is null`,
      [claims.sid, claims.sub],
    );
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

  async revokeAllSessions(em: EntityManager, userId: string, reason: string): Promise<void> {
    await em.nativeUpdate(Session, { userId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
  }

  private issue(user: User, session: Session, refreshToken: string): IssuedSession {
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS;
    const claims: AccessClaims = { sub: user.id, sid: session.id };
    return {
      user,
      accessToken: jwt.sign(claims, this.secret, { algorithm: 'HS256', expiresIn: ttl, issuer: 'ticketsetu' }),
      accessTokenExpiresAt: new Date(Date.now() + ttl * 1000),
      refreshToken,
      refreshTokenExpiresAt: session.expiresAt,
    };
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  }

  // ---- forgotten passwords ----

  /** Same answer whether or not the address has an account (no account enumeration). */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user?.canSignIn) return;
    await this.em.transactional(async (em) => {
      const reset = new PasswordReset(user.id, new Date());
      em.persist(reset);
      await em.flush();
      await this.outbox.publish(em, 'PasswordResetRequested', { passwordResetId: reset.id });
    });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const weak = passwordProblem(password);
    if (weak) throw new DomainError('PASSWORD_WEAK', weak);
    await this.em.transactional(async (em) => {
      const reset = await em.findOne(
        PasswordReset,
        { tokenHash: hashToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!reset?.isUsable(new Date())) {
        throw new DomainError(
          'RESET_LINK_INVALID',
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      const user = await em.findOneOrFail(User, { id: reset.userId });
      user.passwordHash = await hashPassword(password);
      reset.usedAt = new Date();
      await em.flush();
      await this.revokeAllSessions(em, user.id, 'password reset');
    });
  }

  /** Outbox handler: makes the single-use token now (only its hash is stored) and mails the link. */
  private async sendResetLink(event: DomainEvent<'PasswordResetRequested'>): Promise<void> {
    const em = this.em.fork();
    const reset = await em.findOne(PasswordReset, { id: event.payload.passwordResetId });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() < Date.now()) return;
    const user = await em.findOneOrFail(User, { id: reset.userId });
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
