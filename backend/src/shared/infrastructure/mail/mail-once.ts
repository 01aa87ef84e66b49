import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MAIL_SENDER, type MailMessage, type MailSender } from './mail-sender.js';

/**
 * Mail sent from outbox handlers, which run at least once: each (event, kind) is mailed once, as
 * `sent_emails` records after the send. A send that fails is retried by the outbox; a repeat after a
 * success sends nothing. `compose` runs only when the mail is still due, and answers null to send none.
 */
@Injectable()
export class MailOnce {
  constructor(
    private readonly em: EntityManager,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async send(eventId: string, kind: string, compose: () => Promise<MailMessage | null>): Promise<void> {
    const em = this.em.fork();
    if ((await em.execute('select 1 from sent_emails where event_id = ? and kind = ?', [eventId, kind])).length) return;
    const message = await compose();
    if (!message) return;
    await this.mail.send(message);
    await em.execute('insert into sent_emails (event_id, kind) values (?, ?) on conflict do nothing', [eventId, kind]);
  }
}

/** A person's first name as our mails greet them ('Hi Priya,'), or 'there'. */
export function firstNameOf(fullName: string | null | undefined): string {
  return fullName?.split(' ')[0] || 'there';
}

/** The body of one of our mails: the greeting, the lines, and the sign-off. */
export function letter(greeting: string, lines: readonly string[]): string {
  return [`Hi ${greeting},`, '', ...lines, '', '— Team TicketSetu'].join('\n');
}
