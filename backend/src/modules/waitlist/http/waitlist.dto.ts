import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { wantedTypes } from '../domain/draw.js';
import { offerStatuses } from '../domain/offer-status.js';
import { entryStatuses } from '../domain/waitlist-entry.entity.js';
import { WAITLIST_MESSAGES as m } from '../domain/waitlist-errors.js';

const QUANTITY = { message: m.invalidQuantity };

export class JoinWaitlistDto {
  @ApiProperty({ minimum: 1, maximum: 6, description: 'How many tickets, together from one listing' })
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
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() venue!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, format: 'date-time' }) event_date!: Date;
  @ApiProperty({ type: String, nullable: true }) image_url!: string | null;
}

export class WaitlistListingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty({ enum: ['mobile', 'physical'] }) ticket_type!: string;
  @ApiProperty({ enum: ['bookmyshow', 'district'], nullable: true }) mobile_ticket_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) section!: string | null;
  @ApiProperty({ type: String, nullable: true }) row!: string | null;
  @ApiProperty({ type: String, nullable: true }) seat_number!: string | null;
}

/** Seats of one listing held for the caller for 15 minutes (ADR 25). */
export class WaitlistOfferDto {
  @ApiProperty({ format: 'uuid', description: 'Send it as offerId with POST /api/v1/orders' }) id!: string;
  @ApiProperty({ format: 'uuid' }) entry_id!: string;
  @ApiProperty({
    enum: offerStatuses,
    description:
      'offered: seats held until expires_at; in_checkout: an order of yours took them over; claimed: paid; declined; expired',
  })
  status!: string;
  @ApiProperty({ type: 'integer', description: 'Tickets held (buy exactly this many)' }) quantity!: number;
  @ApiProperty({ type: 'integer', description: 'Your place in the random draw of this release (1 = drawn first)' })
  position!: number;
  @ApiProperty({ type: String, format: 'date-time' }) offered_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the held seats go to the next person' })
  expires_at!: Date;
  @ApiProperty({ description: "The app's checkout path: /checkout/{listingId}?quantity=N&offer={offerId}" })
  checkout_path!: string;
  @ApiProperty({ type: WaitlistEventDto }) event!: WaitlistEventDto;
  @ApiProperty({ type: WaitlistListingDto, nullable: true }) listing!: WaitlistListingDto | null;
}

/** One of the caller's waiting lists. */
export class WaitlistEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: WaitlistEventDto }) event!: WaitlistEventDto;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6 }) quantity!: number;
  @ApiProperty({ enum: wantedTypes }) ticket_type!: string;
  @ApiProperty({ enum: entryStatuses }) status!: string;
  @ApiProperty({ type: String, format: 'date-time' }) joined_at!: Date;
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
  @ApiProperty() message!: string;
}
