import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AdminListPage } from '../../../shared/domain/admin-list.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { nextDeadlineSql } from '../../../shared/domain/complaint-clock-sql.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { ContactMessage, type ContactMessageStatus } from '../domain/contact-message.entity.js';
import type { ContactMessagesQuery } from './contact.service.js';

/** A contact message as staff read it, with where it stands on the clock when read: a plain row (ADR 71). */
export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  forwardedAt: Date | null;
  trackingNumber: string;
  status: ContactMessageStatus;
  acknowledgeBy: Date;
  resolveBy: Date;
  acknowledgedAt: Date | null;
  closedAt: Date | null;
  acknowledgementOverdue: boolean;
  resolutionOverdue: boolean;
}

export function toContactMessageRow(m: ContactMessage, now: Date): ContactMessageRow {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt,
    forwardedAt: m.forwardedAt,
    trackingNumber: m.trackingNumber,
    status: m.status,
    acknowledgeBy: m.acknowledgeBy,
    resolveBy: m.resolveBy,
    acknowledgedAt: m.acknowledgedAt,
    closedAt: m.closedAt,
    acknowledgementOverdue: m.acknowledgementOverdue(now),
    resolutionOverdue: m.resolutionOverdue(now),
  };
}

/** Admin > Contact messages' list, the read model the back office answers it from. */
@Injectable()
export class ContactMessageList {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Admin > Contact messages (ADR 27): newest first by default, or by deadline (overdue first, then the
   * nearest; closed ones after), optionally only open or closed ones, or those (not) forwarded to the
   * support mailbox. Search: the tracking number, the sender's name or email, the subject, the message.
   */
  async list(query: ContactMessagesQuery): Promise<AdminListPage<ContactMessageRow>> {
    const list = new AdminListQuery('contact_messages m');
    if (query.forwarded !== undefined) list.where(`m.forwarded_at is ${query.forwarded ? 'not ' : ''}null`);
    if (query.state === 'open') list.where('m.closed_at is null');
    if (query.state === 'closed') list.where('m.closed_at is not null');
    if (query.search) {
      const pattern = containsPattern(query.search);
      list.anyOf(
        ['m.tracking_number', 'm.name', 'm.email', 'm.subject', 'm.message'].map((column) => ({
          sql: `${column} ilike ?`,
          params: [pattern],
        })),
      );
    }
    const dir = query.order === 'asc' ? 'asc' : 'desc';
    const orderBy =
      query.sort === 'deadline'
        ? // The nearest deadline first (asc), so what is overdue leads; closed ones after, latest closed first.
          `m.closed_at is not null, ${nextDeadlineSql('m')} ${dir}, m.closed_at desc, m.created_at, m.id`
        : `m.created_at ${dir}, m.id ${dir}`;
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 'm.id',
      orderBy,
      limit: query.limit,
      offset: query.offset,
    });
    const messages = inOrder(ids, ids.length ? await em.find(ContactMessage, { id: { $in: ids } }) : []);
    const now = this.clock.now();
    return { rows: messages.map((m) => toContactMessageRow(m, now)), total };
  }
}
