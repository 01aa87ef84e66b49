import { randomInt } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/index.js';
import type { AdminListWindow } from '../../../shared/domain/admin-list.js';
import { acknowledgementOverdueSql, resolutionOverdueSql } from '../../../shared/domain/complaint-clock-sql.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { ContactMessage } from '../domain/contact-message.entity.js';
import { contactTrackingNumber } from '../domain/tracking-number.js';
import { CONTACT_MESSAGES, ContactError } from '../domain/contact-errors.js';

export const contactMessageSorts = ['created_at', 'deadline'] as const;
export const contactMessageStates = ['open', 'closed', 'all'] as const;

/** Admin > Contact messages: searched, filtered by forwarding and state, sorted, paged. */
export interface ContactMessagesQuery extends AdminListWindow<(typeof contactMessageSorts)[number]> {
  forwarded?: boolean;
  state?: (typeof contactMessageStates)[number];
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The counts the admin dashboard shows for contact messages (the SQL twin of the clock's rule). */
export interface ContactCounts {
  open: number;
  overdueToAcknowledge: number;
  overdueToSettle: number;
}

/** A new number drawn this many times at most when one is taken (about one in a billion each). */
const NUMBER_ATTEMPTS = 5;

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Stores the message with its tracking number in one commit; ContactMessageReceived (queued in the
   * same commit) forwards it to support and sends the sender the number. The number is random: a taken
   * one (the unique index says so, even between two requests at once) is drawn again.
   */
  async receive(input: ContactInput): Promise<ContactMessage> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.uow.run(async (em) => {
          const now = this.clock.now();
          const message = new ContactMessage(input, contactTrackingNumber(now, randomInt), now);
          em.persist(message);
          return message;
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= NUMBER_ATTEMPTS) throw error;
      }
    }
  }

  /** The message with this tracking number, filed from this email (both as stored), or null. */
  async byTrackingNumber(trackingNumber: string, email: string): Promise<ContactMessage | null> {
    return this.em.fork().findOne(ContactMessage, { trackingNumber, email: email.trim().toLowerCase() });
  }

  /** Staff took the message up (its first reply or status change, ADR 67). Repeating it changes nothing. */
  async acknowledge(staffId: string, id: string): Promise<ContactMessage> {
    return this.change(staffId, id, 'contact.acknowledged', (message, now) => message.acknowledge(staffId, now));
  }

  /** Staff settled the message: answered and closed. Repeating it changes nothing. */
  async close(staffId: string, id: string): Promise<ContactMessage> {
    return this.change(staffId, id, 'contact.closed', (message, now) => message.close(staffId, now));
  }

  async counts(): Promise<ContactCounts> {
    const now = this.clock.now();
    const [row] = await this.em.fork().execute<ContactCounts[]>(
      `select count(*)::int as "open",
              count(*) filter (where ${acknowledgementOverdueSql('m')})::int as "overdueToAcknowledge",
              count(*) filter (where ${resolutionOverdueSql('m')})::int as "overdueToSettle"
         from contact_messages m where m.closed_at is null`,
      [now, now],
    );
    return row ?? { open: 0, overdueToAcknowledge: 0, overdueToSettle: 0 };
  }

  /** One staff step, audited in its own commit when it changed the message (a repeat changes nothing). */
  private change(
    staffId: string,
    id: string,
    kind: 'contact.acknowledged' | 'contact.closed',
    apply: (message: ContactMessage, now: Date) => void,
  ): Promise<ContactMessage> {
    return this.uow.run(async (em) => {
      const message = isUuid(id)
        ? await em.findOne(ContactMessage, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!message) throw new ContactError('CONTACT_MESSAGE_NOT_FOUND', CONTACT_MESSAGES.notFound);
      const before = { status: message.status };
      const now = this.clock.now();
      apply(message, now);
      if (message.status !== before.status) {
        await this.audit.record(em, {
          actorId: staffId,
          kind,
          targetId: message.id,
          before,
          after: { status: message.status, tracking_number: message.trackingNumber },
          at: now,
        });
      }
      return message;
    });
  }
}
