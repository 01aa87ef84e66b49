import { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage, MailSender } from './mail-sender.js';

/** Development default: mail is stored in the `dev_mailbox` table and shown by the dev outbox page. */
export class DevMailboxSender implements MailSender {
  constructor(
    private readonly em: EntityManager,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.em.fork().execute(
      `insert into dev_mailbox (id, sender, recipient, reply_to, subject, text, html, headers)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?)`,
      [
        this.from,
        message.to,
        message.replyTo ?? null,
        message.subject,
        message.text,
        message.html ?? null,
        message.headers ? JSON.stringify(message.headers) : null,
      ],
    );
  }
}
