import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { NullableField, OptionalField } from '../../../shared/http/optional.js';
import { ALERT_MESSAGES as m } from '../domain/alert-errors.js';
import { MAX_ALERT_TICKETS, wantedTypes } from '../domain/alert-rule.js';

const QUANTITY = { message: m.invalidQuantity };
const MAX_PRICE = { message: m.invalidMaxPrice };

export class SetAlertDto {
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    example: 250000,
    description: 'Most you will pay per ticket, integer paise; null or left out: any price',
  })
  @NullableField()
  @IsInt(MAX_PRICE)
  @Min(1, MAX_PRICE)
  @Max(Number.MAX_SAFE_INTEGER, MAX_PRICE)
  maxPrice?: number | null;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ALERT_TICKETS, default: 1, example: 2 })
  @OptionalField()
  @IsInt(QUANTITY)
  @Min(1, QUANTITY)
  @Max(MAX_ALERT_TICKETS, QUANTITY)
  quantity?: number;

  @ApiPropertyOptional({ enum: wantedTypes, default: 'any' })
  @OptionalField()
  @IsIn(wantedTypes, { message: m.invalidType })
  ticketType?: (typeof wantedTypes)[number];

  @ApiPropertyOptional({ default: false, description: 'Also text the alert to your phone number' })
  @OptionalField()
  @IsBoolean({ message: 'sms must be true or false' })
  sms?: boolean;
}

export class AlertEventDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) id!: string;
  @ApiProperty({ example: 'Arijit Singh Live in Concert' }) title!: string;
  @ApiProperty({ example: 'Palace Grounds' }) venue!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T13:30:00.000Z' }) event_date!: Date;
}

/** One of the caller's live ticket alerts. */
export class TicketAlertDto {
  @ApiProperty({ format: 'uuid', example: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8' }) id!: string;
  @ApiProperty({ type: AlertEventDto }) event!: AlertEventDto;
  @ApiProperty({ type: 'integer', nullable: true, example: 250000, description: 'Integer paise; null: any price' })
  max_price!: number | null;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ALERT_TICKETS, example: 2 }) quantity!: number;
  @ApiProperty({ enum: wantedTypes }) ticket_type!: string;
  @ApiProperty({ example: false }) sms!: boolean;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T18:45:00.000Z' }) created_at!: Date;
}

export class AlertMessageDto {
  @ApiProperty({ example: 'Ticket alert removed' }) message!: string;
}

/** RFC 8058's one-click form: the body mail software POSTs to the List-Unsubscribe link. */
export class OneClickUnsubscribeDto {
  @ApiProperty({ enum: ['One-Click'], example: 'One-Click', description: 'Always One-Click (RFC 8058)' })
  @IsIn(['One-Click'], { message: m.notOneClick })
  'List-Unsubscribe'!: string;
}

/** `<alert id>.<base64url HMAC-SHA256>`: 36 + 1 + 43 characters. */
const UNSUBSCRIBE_LINK_LENGTH = 80;

/** The unsubscribe link's query. Without it the link is simply not valid (the page says so: 404). */
export class UnsubscribeLinkDto {
  @ApiProperty({
    description: "The email link's signed alert: its id, a dot and the HMAC",
    maxLength: UNSUBSCRIBE_LINK_LENGTH,
  })
  @OptionalField()
  @IsString({ message: m.badLink })
  @MaxLength(UNSUBSCRIBE_LINK_LENGTH, { message: m.badLink })
  alert?: string;
}
