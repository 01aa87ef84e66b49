import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  acknowledgementDeadline,
  acknowledgementOverdue,
  type DeadlineFacts,
  resolutionDeadline,
  resolutionOverdue,
} from '@ticketsetu/contracts/complaints';
import { CONTACT_FORM_MESSAGES, checkContact } from '@ticketsetu/contracts/contact-form';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import { formRefusal } from '../../../shared/domain/domain-error.js';
import { ContactError } from './contact-errors.js';

export type ContactMessageStatus = 'received' | 'acknowledged' | 'closed';

/**
 * A visitor's message from the contact form; kept even when mail is down. It is a complaint on the
 * rules' clock (ADR 67): a tracking number given at once, 48 hours to acknowledge (a staff member marks
 * it read and being handled, or answers it), one month to settle (staff close it).
 */
@Entity({ tableName: 'contact_messages' })
export class ContactMessage extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text', unique: true })
  trackingNumber: string;

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  acknowledgeBy: Date;

  @Property({ type: 'timestamptz' })
  resolveBy: Date;

  @Property({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  acknowledgedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  closedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  closedBy: string | null = null;

  /** Set once the message reached the support mailbox; makes forwarding idempotent. */
  @Property({ type: 'timestamptz', nullable: true })
  forwardedAt: Date | null = null;

  constructor(
    input: { name: string; email: string; subject: string; message: string },
    trackingNumber: string,
    receivedAt: Date,
  ) {
    super();
    // The form's one check (contracts' checkContact, the browser's own): every problem reported.
    const problems = checkContact(input);
    if (problems.length > 0) {
      throw formRefusal(
        ContactError,
        'CONTACT_INVALID',
        problems.map((problem) => ({ ...problem, message: CONTACT_FORM_MESSAGES[problem.code] })),
      );
    }
    this.trackingNumber = trackingNumber;
    this.createdAt = receivedAt;
    this.acknowledgeBy = acknowledgementDeadline(receivedAt);
    this.resolveBy = resolutionDeadline(receivedAt);
    this.name = input.name.trim();
    this.email = input.email.trim().toLowerCase();
    this.subject = input.subject.trim();
    this.message = input.message.trim();
    this.record('ContactMessageReceived', { contactMessageId: this.id });
  }

  get status(): ContactMessageStatus {
    if (this.closedAt) return 'closed';
    return this.acknowledgedAt ? 'acknowledged' : 'received';
  }

  get deadlines(): DeadlineFacts {
    return {
      closed: this.closedAt !== null,
      acknowledgedAt: this.acknowledgedAt,
      acknowledgeBy: this.acknowledgeBy,
      resolveBy: this.resolveBy,
    };
  }

  acknowledgementOverdue(now: Date): boolean {
    return acknowledgementOverdue(this.deadlines, now);
  }

  resolutionOverdue(now: Date): boolean {
    return resolutionOverdue(this.deadlines, now);
  }

  /** A staff member took it up. Once: a second acknowledgement keeps the first's time. */
  acknowledge(staffId: string, at: Date): void {
    if (this.acknowledgedAt) return;
    this.acknowledgedAt = at;
    this.acknowledgedBy = staffId;
  }

  /** Settled: answered and done with. Closing acknowledges it too when nobody had. Once. */
  close(staffId: string, at: Date): void {
    if (this.closedAt) return;
    this.acknowledge(staffId, at);
    this.closedAt = at;
    this.closedBy = staffId;
  }

  /** The message reached the support mailbox. */
  markForwarded(at: Date): void {
    this.forwardedAt = at;
  }
}
