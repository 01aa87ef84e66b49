import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { QueryBoolean, Trim } from '../../../shared/http/trim.js';
import { contactMessageSorts } from '../application/contact.service.js';

export class ContactRequestDto {
  @ApiProperty({ maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(100)
  name!: string;

  @ApiProperty({ format: 'email' })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ maxLength: 150 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a subject' })
  @MaxLength(150)
  subject!: string;

  @ApiProperty({ maxLength: 5000 })
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
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) forwarded_at!: Date | null;
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
