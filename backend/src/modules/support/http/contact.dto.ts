import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../../shared/http/email-field.js';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { QueryBoolean, Trim } from '../../../shared/http/trim.js';
import { contactMessageSorts } from '../application/contact.service.js';

export class ContactRequestDto {
  @ApiProperty({ example: 'Priya Sharma' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(100)
  name!: string;

  @ApiProperty({ example: 'priya.sharma@example.in' })
  @Trim()
  @EmailField()
  email!: string;

  @ApiProperty({ example: 'Tickets not received yet' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a subject' })
  @MaxLength(150)
  subject!: string;

  @ApiProperty({
    example: 'I bought 2 tickets for Arijit Singh Live in Concert and have not received them yet. Please help.',
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your message' })
  @MaxLength(5000)
  message!: string;
}

export class ContactReceivedDto {
  @ApiProperty({ example: "Thank you for your message! We'll get back to you soon." })
  message!: string;
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
}

/** Admin > Contact messages (ADR 27). Search covers the sender's name and email, the subject and the message. */
export class ContactMessagesQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({
    enum: contactMessageSorts,
    default: 'created_at',
    description: 'Default order: desc (newest first)',
  })
  @OptionalField()
  @IsIn(contactMessageSorts, { message: 'Sort must be created_at' })
  sort?: (typeof contactMessageSorts)[number];

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Only messages forwarded to the support mailbox (true) or not yet (false)',
  })
  @OptionalField()
  @QueryBoolean()
  @IsBoolean({ message: 'Forwarded must be true or false' })
  forwarded?: boolean;
}
