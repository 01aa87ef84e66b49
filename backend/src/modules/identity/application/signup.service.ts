import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { checkSignup, SIGNUP_MESSAGES } from '@ticketsetu/contracts/account-form';
import { DEFAULT_LOCALE, type Locale } from '@ticketsetu/contracts/locales';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { formRefusal, TOO_MANY_ATTEMPTS } from '../../../shared/domain/domain-error.js';
import { IdentityError } from '../domain/identity-errors.js';
import { OTP_MAX_SENDS_PER_PHONE_HOUR, OtpChallenge, type OtpCheck } from '../domain/otp-challenge.entity.js';
import { normaliseIndianMobile } from '../domain/rules.js';
import { User } from '../domain/user.entity.js';
import { authSecret } from './auth-secret.js';
import { recordContact } from './contact-history.js';
import { hashPassword } from './passwords.js';
import { SMS_SENDER, type SmsSender } from './ports.js';
import { hashOtp, otpCode } from './tokens.js';

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  dateOfBirth: string;
  /** The page's language (ADR 85): the OTP's text, and the account's language. */
  locale?: Locale;
}

export const PHONE_IN_USE = 'Phone number is already in use. Please use a different phone number.';
export const OTP_FAILED = 'OTP verification failed. Please try again.';
const otpFailure: Record<Exclude<OtpCheck, 'ok'>, () => Error> = {
  wrong: () => new IdentityError('OTP_INVALID', OTP_FAILED),
  spent: () => new IdentityError('OTP_INVALID', OTP_FAILED),
  locked: () => new IdentityError('OTP_LOCKED', 'Too many wrong attempts. Please request a new OTP.'),
  expired: () => new IdentityError('OTP_EXPIRED', 'This OTP has expired. Please request a new one.'),
};

/**
 * Sign-up: the form checked, the phone unused, an OTP texted (capped per phone and hour), verified,
 * then the account and its profile created (ADR 69: one of identity's three auth services).
 */
@Injectable()
export class SignupService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get secret(): string {
    return authSecret(this.config);
  }

  /** Checks the form, that the phone is unused, and texts an OTP. Returns the challenge to verify. */
  async startSignup(details: SignupDetails): Promise<{ challengeId: string; phone: string }> {
    const phone = this.checkSignupDetails(details);
    if (await this.em.count(User, { phone })) throw new IdentityError('PHONE_IN_USE', PHONE_IN_USE, 'phone');

    const code = otpCode();
    const challenge = await this.em.transactional(async (em) => {
      await this.reserveSms(em, phone);
      const created = new OtpChallenge(phone, '', this.clock.now());
      created.locale = details.locale ?? DEFAULT_LOCALE;
      created.codeHash = hashOtp(this.secret, created.id, code);
      em.persist(created);
      return created;
    });
    await this.sendOtp(phone, code, challenge.locale);
    return { challengeId: challenge.id, phone };
  }

  async resendOtp(challengeId: string): Promise<void> {
    const code = otpCode();
    const { phone, locale } = await this.em.transactional(async (em) => {
      const challenge = await em.findOne(OtpChallenge, { id: challengeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      const verdict = challenge?.canResend(now) ?? 'spent';
      if (verdict === 'spent') throw new IdentityError('OTP_INVALID', OTP_FAILED);
      if (verdict === 'too_soon') {
        throw new IdentityError('OTP_TOO_SOON', 'Please wait 30 seconds before asking for a new OTP.');
      }
      if (verdict === 'exhausted') throw new IdentityError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
      await this.reserveSms(em, challenge!.phone);
      challenge!.resend(hashOtp(this.secret, challenge!.id, code), now);
      return challenge!;
    });
    await this.sendOtp(phone, code, locale);
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
    if ((row?.sent ?? 0) >= OTP_MAX_SENDS_PER_PHONE_HOUR) {
      throw new IdentityError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
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
        account.locale = details.locale ?? challenge.locale;
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
    if (!outcome.account) throw otpFailure[outcome.result]();
    return outcome.account;
  }

  /**
   * The form checked by contracts' checkSignup (the browser's own check), every problem reported;
   * returns the phone in E.164.
   */
  private checkSignupDetails(details: SignupDetails): string {
    const problems = checkSignup(details, this.clock.now());
    if (problems.length > 0) {
      throw formRefusal(
        IdentityError,
        'SIGNUP_INVALID',
        problems.map((problem) => ({ ...problem, message: SIGNUP_MESSAGES[problem.code] })),
      );
    }
    return normaliseIndianMobile(details.phone)!;
  }

  private async sendOtp(phone: string, code: string, locale: Locale): Promise<void> {
    try {
      await this.sms.sendOtp(phone, code, locale);
    } catch (error) {
      this.logger.error({ err: error, phone }, 'OTP SMS could not be sent');
      throw new IdentityError('OTP_SEND_FAILED', 'Failed to send OTP');
    }
  }
}
