import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { firstNameOf, letter, MailOnce } from '../../../shared/infrastructure/mail/mail-once.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { ContactMessage } from '../domain/contact-message.entity.js';

/**
 * The two letters a contact message sends once stored (ContactMessageReceived, after its commit): the
 * message to the support mailbox, and the sender's receipt with its tracking number and deadlines.
 */
@Injectable()
export class ContactMail implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly mailOnce: MailOnce,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('ContactMessageReceived', 'support.forward-to-mailbox', (event) =>
      this.forwardToSupport(event),
    );
    this.outbox.subscribe('ContactMessageReceived', 'support.acknowledge-to-sender', (event) =>
      this.acknowledgeToSender(event),
    );
  }

  private async forwardToSupport(event: DomainEvent<'ContactMessageReceived'>): Promise<void> {
    const em = this.em.fork();
    const message = await em.findOne(ContactMessage, event.payload.contactMessageId);
    if (!message || message.forwardedAt) return;
    await this.mail.send({
      to: this.config.SUPPORT_EMAIL,
      replyTo: message.email,
      subject: `[Contact ${message.trackingNumber}] ${message.subject}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        `Received: ${message.createdAt.toISOString()}`,
        `Tracking number: ${message.trackingNumber}`,
        `Acknowledge by: ${formatIst(message.acknowledgeBy)}; settle by: ${formatIst(message.resolveBy)}`,
        '',
        message.message,
      ].join('\n'),
    });
    message.markForwarded(this.clock.now());
    await em.flush();
  }

  /** The sender's receipt: the tracking number, the two deadlines, where to look it up, the officer. */
  private async acknowledgeToSender(event: DomainEvent<'ContactMessageReceived'>): Promise<void> {
    await this.mailOnce.send(event.id, 'contact:sender', async () => {
      const message = await this.em.fork().findOne(ContactMessage, event.payload.contactMessageId);
      if (!message) return null;
      return {
        to: message.email,
        replyTo: this.config.SUPPORT_EMAIL,
        subject: `We have received your message ${message.trackingNumber}`,
        text: letter(firstNameOf(message.name), [
          `We have received your message "${message.subject}". Its tracking number is ${message.trackingNumber}.`,
          '',
          `We will acknowledge it by ${formatIst(message.acknowledgeBy)} and settle it by ${formatIst(message.resolveBy)} at the latest.`,
          `You can see where it stands, without signing in, at ${this.config.PUBLIC_URL.replace(/\/+$/, '')}/complaints/track with this number and your email address.`,
          '',
          `Our Grievance Officer, ${this.config.GRIEVANCE_OFFICER_NAME} (${this.config.GRIEVANCE_OFFICER_EMAIL}), answers for every complaint.`,
        ]),
      };
    });
  }
}
