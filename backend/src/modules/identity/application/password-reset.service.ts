import { type Locale, localePath } from '@ticketsetu/contracts/locales';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { IdentityError } from '../domain/identity-errors.js';
import { PasswordReset } from '../domain/password-reset.entity.js';
import { passwordProblem } from '../domain/rules.js';
import { User } from '../domain/user.entity.js';
import { hashPassword } from './passwords.js';
import { SessionService } from './session.service.js';
import { hashToken, randomToken } from './tokens.js';

export const RESET_SENT = 'Password reset instructions have been sent to your email.';

/**
 * Forgotten passwords: a request answered the same whether or not the address has an account, a
 * single-use link mailed out of band, and the reset itself, which ends every session of the account
 * (ADR 69: one of identity's three auth services).
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('PasswordResetRequested', 'identity.send-reset-link', (event) => this.sendResetLink(event));
  }

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
      await this.sessions.revokeAllSessions(em, user.id, 'password reset');
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
    // The link opens the reset page in the account's language (ADR 85).
    const locale: Locale = user.locale;
    const link = `${this.config.PUBLIC_URL}${localePath(locale, '/reset-password')}?token=${token}`;
    const words = RESET_WORDS[locale];
    await this.mail.send({
      to: user.email,
      subject: words.subject,
      text: words.text(user.fullName?.split(' ')[0] ?? '', link),
    });
  }
}

/** The reset email in each language (ADR 85): the English is the spec's, the Hindi beside it. */
export const RESET_WORDS: Readonly<
  Record<Locale, { subject: string; text: (firstName: string, link: string) => string }>
> = {
  en: {
    subject: 'Reset your TicketSetu password',
    text: (firstName, link) =>
      [
        `Hello ${firstName},`.replace(' ,', ','),
        '',
        'We received a request to reset the password of your TicketSetu account.',
        `Open this link within 30 minutes to choose a new password (it works once):`,
        link,
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
        '',
        '— TicketSetu Support',
      ].join('\n'),
  },
  hi: {
    subject: 'अपना TicketSetu पासवर्ड रीसेट करें',
    text: (firstName, link) =>
      [
        `नमस्ते ${firstName},`.replace(' ,', ','),
        '',
        'हमें आपके TicketSetu खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।',
        'नया पासवर्ड चुनने के लिए 30 मिनट के अंदर यह लिंक खोलें (यह एक ही बार काम करता है):',
        link,
        '',
        'अगर आपने यह नहीं मांगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
        '',
        '— TicketSetu सहायता',
      ].join('\n'),
  },
};
