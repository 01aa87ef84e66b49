import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_PATTERN } from '@ticketsetu/contracts/account-form';
import { CONTACT_LIMITS } from '@ticketsetu/contracts/contact-form';
import { IsBoolean, IsIn } from 'class-validator';
import { FormText } from '../../../shared/http/form-text.js';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { QueryBoolean, Trim } from '../../../shared/http/trim.js';
import { contactMessageSorts, contactMessageStates } from '../application/contact.service.js';
import type { ContactMessageStatus } from '../domain/contact-message.entity.js';

/** The contact form: the ContactMessage's guard runs contracts' checkContact (all four required). */
export class ContactRequestDto {
  @FormText({ example: 'Priya Sharma', maxLength: CONTACT_LIMITS.name })
  @Trim()
  name!: string;

  @FormText({
    example: 'priya.sharma@example.in',
    format: 'email',
    pattern: EMAIL_PATTERN.source,
    maxLength: CONTACT_LIMITS.email,
  })
  @Trim()
  email!: string;

  @FormText({ example: 'Tickets not received yet', maxLength: CONTACT_LIMITS.subject })
  @Trim()
  subject!: string;

  @FormText({
    example: 'I bought 2 tickets for Arijit Singh Live in Concert and have not received them yet. Please help.',
    maxLength: CONTACT_LIMITS.message,
  })
  @Trim()
  message!: string;
}

export class ContactReceivedDto {
  @ApiProperty({ example: "Thank you for your message! We'll get back to you soon." })
  message!: string;
  @ApiProperty({
    example: 'TS-C-2026-7K3QXM',
    description: "The message's tracking number (ADR 67): shown at once, emailed, and looked up with the email",
  })
  tracking_number!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-10T05:45:00.000Z' }) acknowledge_by!: Date;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-08T05:45:00.000Z' }) resolve_by!: Date;
}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) id!: string;
  @ApiProperty({ example: 'Priya Sharma' }) name!: string;
  @ApiProperty({ example: 'priya.sharma@example.in' }) email!: string;
  @ApiProperty({ example: 'Tickets not received yet' }) subject!: string;
  @ApiProperty({
    example: 'I bought 2 tickets for Arijit Singh Live in Concert and have not received them yet. Please help.',
  })
  message!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-08T05:45:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-08T05:45:12.000Z' })
  forwarded_at!: Date | null;
  @ApiProperty({ example: 'TS-C-2026-7K3QXM' }) tracking_number!: string;
  @ApiProperty({ enum: ['received', 'acknowledged', 'closed'], example: 'received' }) status!: ContactMessageStatus;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-11-10T05:45:00.000Z',
    description: 'Acknowledge by: 48 hours after receipt',
  })
  acknowledge_by!: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-12-08T05:45:00.000Z',
    description: 'Settle by: 30 days after receipt, never past one calendar month in India',
  })
  resolve_by!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null }) acknowledged_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null }) closed_at!: Date | null;
  @ApiProperty({ example: false, description: 'Open, not acknowledged, and past acknowledge_by' })
  acknowledgement_overdue!: boolean;
  @ApiProperty({ example: false, description: 'Open and past resolve_by' }) resolution_overdue!: boolean;
}

export class ContactMessageChangedDto {
  @ApiProperty({ example: 'Message acknowledged' }) message!: string;
  @ApiProperty({ type: ContactMessageDto }) contact_message!: ContactMessageDto;
}

/** Admin > Contact messages (ADR 27). Search covers the sender's name and email, the subject and the message. */
export class ContactMessagesQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({
    enum: contactMessageSorts,
    default: 'created_at',
    description:
      'Default order: desc (newest first). deadline: open ones by their next deadline, nearest (overdue) first with asc, then closed ones',
  })
  @OptionalField()
  @IsIn(contactMessageSorts, { message: 'Sort must be created_at or deadline' })
  sort?: (typeof contactMessageSorts)[number];

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Only messages forwarded to the support mailbox (true) or not yet (false)',
  })
  @OptionalField()
  @QueryBoolean()
  @IsBoolean({ message: 'Forwarded must be true or false' })
  forwarded?: boolean;

  @ApiPropertyOptional({ enum: contactMessageStates, default: 'all', description: 'Open (not closed), closed, or all' })
  @OptionalField()
  @IsIn(contactMessageStates, { message: 'State must be open, closed or all' })
  state?: (typeof contactMessageStates)[number];
}
