import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';

/** A visitor's message from the contact form; kept even when mail is down. */
@Entity({ tableName: 'contact_messages' })
export class ContactMessage extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

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

  /** Set once the message reached the support mailbox; makes forwarding idempotent. */
  @Property({ type: 'timestamptz', nullable: true })
  forwardedAt: Date | null = null;

  constructor(input: { name: string; email: string; subject: string; message: string }, receivedAt: Date) {
    super();
    this.createdAt = receivedAt;
    this.name = input.name.trim();
    this.email = input.email.trim().toLowerCase();
    this.subject = input.subject.trim();
    this.message = input.message.trim();
    this.record('ContactMessageReceived', { contactMessageId: this.id });
  }

  /** The message reached the support mailbox. */
  markForwarded(at: Date): void {
    this.forwardedAt = at;
  }
}
