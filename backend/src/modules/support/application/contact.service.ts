import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { ContactMessage } from '../domain/contact-message.entity.js';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

@Injectable()
export class ContactService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('ContactMessageReceived', 'support.forward-to-mailbox', (event) =>
      this.forwardToSupport(event),
    );
  }

  /** Stores the message and queues it for the support mailbox in one transaction. */
  async receive(input: ContactInput): Promise<ContactMessage> {
    return this.em.transactional(async (em) => {
      const message = new ContactMessage(input);
      await em.persist(message).flush();
      await this.outbox.publish(em, 'ContactMessageReceived', { contactMessageId: message.id });
      return message;
    });
  }

  async list(limit = 200): Promise<ContactMessage[]> {
    return this.em.find(ContactMessage, {}, { orderBy: { createdAt: 'desc' }, limit });
  }

  private async forwardToSupport(event: DomainEvent<'ContactMessageReceived'>): Promise<void> {
    const em = this.em.fork();
    const message = await em.findOne(ContactMessage, event.payload.contactMessageId);
    if (!message || message.forwardedAt) return;
    await this.mail.send({
      to: this.config.SUPPORT_EMAIL,
      replyTo: message.email,
      subject: `[Contact] ${message.subject}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        `Received: ${message.createdAt.toISOString()}`,
        '',
        message.message,
      ].join('\n'),
    });
    message.forwardedAt = new Date();
    await em.flush();
  }
}
