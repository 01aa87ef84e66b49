import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { firstNameOf } from '../../../shared/infrastructure/mail/mail-once.js';
import { IdentityService } from '../../identity/index.js';

/** A waiting-list email written for one person: addressed to their email, greeting them by first name. */
@Injectable()
export class WaitlistMailer {
  constructor(
    private readonly identity: IdentityService,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends what `write` makes of the person's first name, the site's address and the person's language
   * (ADR 85); false for an unknown person.
   */
  async sendTo(
    userId: string,
    write: (firstName: string, publicUrl: string, locale: Locale) => { subject: string; text: string },
  ): Promise<boolean> {
    const person = (await this.identity.summaries([userId])).get(userId);
    if (!person) return false;
    const mail = write(firstNameOf(person.fullName, person.locale), this.config.PUBLIC_URL, person.locale);
    await this.mail.send({ to: person.email, ...mail });
    return true;
  }
}
