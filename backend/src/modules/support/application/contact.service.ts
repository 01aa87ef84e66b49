import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { AdminListPage, AdminListWindow } from '../../../shared/domain/admin-list.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { ContactMessage } from '../domain/contact-message.entity.js';

export const contactMessageSorts = ['created_at'] as const;

/** Admin > Contact messages: searched, filtered by forwarding, sorted by when they came, paged. */
export interface ContactMessagesQuery extends AdminListWindow<(typeof contactMessageSorts)[number]> {
  forwarded?: boolean;
}

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
    private readonly uow: UnitOfWork,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('ContactMessageReceived', 'support.forward-to-mailbox', (event) =>
      this.forwardToSupport(event),
    );
  }

  /** Stores the message; ContactMessageReceived (queued in the same commit) forwards it to support. */
  async receive(input: ContactInput): Promise<ContactMessage> {
    return this.uow.run(async (em) => {
      const message = new ContactMessage(input, this.clock.now());
      em.persist(message);
      return message;
    });
  }

  /**
   * Admin > Contact messages (ADR 27): newest first by default, optionally only those (not) forwarded to the
   * support mailbox. Search: the sender's name or email, the subject, the message.
   */
  async list(query: ContactMessagesQuery): Promise<AdminListPage<ContactMessage>> {
    const list = new AdminListQuery('contact_messages m');
    if (query.forwarded !== undefined) list.where(`m.forwarded_at is ${query.forwarded ? 'not ' : ''}null`);
    if (query.search) {
      const pattern = containsPattern(query.search);
      list.anyOf(
        ['m.name', 'm.email', 'm.subject', 'm.message'].map((column) => ({
          sql: `${column} ilike ?`,
          params: [pattern],
        })),
      );
    }
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 'm.id',
      orderBy: `m.created_at ${direction}, m.id ${direction}`,
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: inOrder(ids, ids.length ? await em.find(ContactMessage, { id: { $in: ids } }) : []), total };
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
    message.markForwarded(this.clock.now());
    await em.flush();
  }
}
