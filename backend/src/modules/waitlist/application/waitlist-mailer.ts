import { Inject, Injectable } from '@nestjs/common';
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

  /** Sends what `write` makes of the person's first name and the site's address; false for an unknown person. */
  async sendTo(
    userId: string,
    write: (firstName: string, publicUrl: string) => { subject: string; text: string },
  ): Promise<boolean> {
    const person = (await this.identity.summaries([userId])).get(userId);
    if (!person) return false;
    await this.mail.send({ to: person.email, ...write(firstNameOf(person.fullName), this.config.PUBLIC_URL) });
    return true;
  }
}
