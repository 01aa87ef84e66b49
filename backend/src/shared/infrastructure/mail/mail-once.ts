import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@ticketsetu/contracts/locales';
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

/** A person's first name as our mails greet them ('Hi Priya,'), or 'there' ('जी' in Hindi: 'नमस्ते जी,'). */
export function firstNameOf(fullName: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  return fullName?.split(' ')[0] || (locale === 'hi' ? 'जी' : 'there');
}

/** Each language's greeting and sign-off of our mails (ADR 85). */
const LETTER_FRAME: Readonly<Record<Locale, { greet: (name: string) => string; signOff: string }>> = {
  en: { greet: (name) => `Hi ${name},`, signOff: '— Team TicketSetu' },
  hi: { greet: (name) => `नमस्ते ${name},`, signOff: '— टीम TicketSetu' },
};

/** The body of one of our mails: the greeting, the lines, and the sign-off, in the reader's language. */
export function letter(greeting: string, lines: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  const frame = LETTER_FRAME[locale];
  return [frame.greet(greeting), '', ...lines, '', frame.signOff].join('\n');
}
