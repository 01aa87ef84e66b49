import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { wantedTypes } from '../domain/draw.js';
import { offerStatuses } from '../domain/offer-status.js';
import { entryStatuses } from '../domain/waitlist-entry.entity.js';
import { WAITLIST_MESSAGES as m } from '../domain/waitlist-errors.js';

const QUANTITY = { message: m.invalidQuantity };

export class JoinWaitlistDto {
  @ApiProperty({ minimum: 1, maximum: 6, example: 2, description: 'How many tickets, together from one listing' })
  @IsInt(QUANTITY)
  @Min(1, QUANTITY)
  @Max(6, QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({ enum: wantedTypes, default: 'any' })
  @OptionalField()
  @IsIn(wantedTypes, { message: m.invalidType })
  ticketType?: (typeof wantedTypes)[number];
}

export class WaitlistEventDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) id!: string;
  @ApiProperty({ example: 'Arijit Singh Live in Concert' }) title!: string;
  @ApiProperty({ example: 'Palace Grounds' }) venue!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T13:30:00.000Z' }) event_date!: Date;
  @ApiProperty({ type: String, nullable: true, example: 'https://images.example.in/poster.jpg' }) image_url!:
    string | null;
}

export class WaitlistListingDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8' }) id!: string;
  @ApiProperty({ type: 'integer', example: 149950, description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty({ enum: ['mobile', 'physical'] }) ticket_type!: string;
  @ApiProperty({ enum: ['bookmyshow', 'district'], nullable: true }) mobile_ticket_type!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Silver' }) section!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'F' }) row!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '14' }) seat_number!: string | null;
}

/** Seats of one listing held for the caller for 15 minutes (ADR 25). */
export class WaitlistOfferDto {
  @ApiProperty({
    format: 'uuid',
    example: '6f0c2a57-8a3b-4b8e-9d2e-1f4c5b6a7d8e',
    description: 'Send it as offerId with POST /api/v1/orders',
  })
  id!: string;
  @ApiProperty({ format: 'uuid', example: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8' }) entry_id!: string;
  @ApiProperty({
    enum: offerStatuses,
    description:
      'offered: seats held until expires_at; in_checkout: an order of yours took them over; claimed: paid; declined; expired',
  })
  status!: string;
  @ApiProperty({ type: 'integer', example: 2, description: 'Tickets held (buy exactly this many)' }) quantity!: number;
  @ApiProperty({
    type: 'integer',
    example: 1,
    description: 'Your place in the random draw of this release (1 = drawn first)',
  })
  position!: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-15T10:00:00.000Z' }) offered_at!: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-12-15T10:15:00.000Z',
    description: 'When the held seats go to the next person',
  })
  expires_at!: Date;
  @ApiProperty({
    example: '/checkout/c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8?quantity=2&offer=6f0c2a57-8a3b-4b8e-9d2e-1f4c5b6a7d8e',
    description: "The app's checkout path: /checkout/{listingId}?quantity=N&offer={offerId}",
  })
  checkout_path!: string;
  @ApiProperty({ type: WaitlistEventDto }) event!: WaitlistEventDto;
  @ApiProperty({ type: WaitlistListingDto, nullable: true }) listing!: WaitlistListingDto | null;
}

/** One of the caller's waiting lists. */
export class WaitlistEntryDto {
  @ApiProperty({ format: 'uuid', example: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8' }) id!: string;
  @ApiProperty({ type: WaitlistEventDto }) event!: WaitlistEventDto;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6, example: 2 }) quantity!: number;
  @ApiProperty({ enum: wantedTypes }) ticket_type!: string;
  @ApiProperty({ enum: entryStatuses }) status!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T18:45:00.000Z' }) joined_at!: Date;
  @ApiProperty({ type: WaitlistOfferDto, nullable: true, description: 'The offer holding seats for you now, if any' })
  offer!: WaitlistOfferDto | null;
  @ApiProperty({
    type: WaitlistOfferDto,
    nullable: true,
    description:
      'Your latest offer for this event when it expired unbought (its seats went on); null once another comes',
  })
  lapsed_offer!: WaitlistOfferDto | null;
}

export class WaitlistMessageDto {
  @ApiProperty({ example: 'You left the waiting list' }) message!: string;
}
