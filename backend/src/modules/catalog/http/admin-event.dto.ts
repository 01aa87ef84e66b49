import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { isBuyingLimit, isCapPercent, isCapPrice, isFeePercent } from '@ticketsetu/contracts/event-form';
import { MAX_FEE_PERCENT, MAX_RESALE_CAP_PERCENT, MAX_TICKET_PRICE_PAISE, paise } from '@ticketsetu/contracts/money';
import {
  CATEGORY_MESSAGES,
  EVENT_MESSAGES as m,
  IMAGE_URL_PATTERN,
  INDIAN_STATES,
  MAJOR_INDIAN_CITIES,
  MAX_TICKETS_PER_BUYER,
} from '@ticketsetu/contracts/rules';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { INSTANT_MAX_LENGTH } from '../../../shared/http/date-fields.js';
import { UPCOMING_EVENT_DATE_EXAMPLE } from '../../../shared/http/openapi-examples.js';
import { NullableField, OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { QueryBoolean, Trim } from '../../../shared/http/trim.js';
import {
  adminEventSorts,
  type AdminEventSort,
  type EventVerification,
  eventVerifications,
  type EventView,
} from '../application/catalog.service.js';
import type { AdminCategoryView } from '../application/admin-category-list.js';
import type { EventForm } from '../application/event-admin.service.js';
import { CatalogError } from '../domain/catalog-errors.js';
import { MAX_CATEGORY_NAME_LENGTH } from '../domain/category.entity.js';
import { type EventTimeStatus, eventTimeStatus, eventTimeStatuses } from '../domain/event-time-status.js';
import { CategoryDto, eventFields } from './event.dto.js';

/** A date and time, with an offset or without one (then read as India time, as staff type it). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant of a date-time from the form; one without an offset is IST (+05:30). */
export function eventInstant(text: string): Date {
  return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}+05:30`);
}

/** Fee percents: a numeric text is its number, and an empty value is 0 (spec 5: non-numeric is 0). */
const FeePercent = () =>
  Transform(({ value }: { value: unknown }) =>
    value === null || value === ''
      ? 0
      : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : value,
  );

/**
 * The value passes one of the event form's rules (contracts/event-form), or the form's message. Not
 * class-validator's `maxDecimalPlaces`: it counts digits in the text and throws on a number written with
 * an exponent (5e-324), a 500 the API fuzz test found.
 */
const Satisfies = (rule: (value: unknown) => boolean, message: string) =>
  ValidateBy({ name: rule.name, validator: { validate: (value) => rule(value) } }, { message });

/** Admin > Events > Create Event. Field messages are the form's (contracts/rules.js EVENT_MESSAGES). */
export class CreateEventDto {
  @ApiProperty({ example: 'Arijit Singh Live in Concert' })
  @Trim()
  @IsString({ message: m.titleRequired })
  @IsNotEmpty({ message: m.titleRequired })
  @MaxLength(200, { message: 'Title can be at most 200 characters' })
  title!: string;

  @ApiProperty({ example: 'Palace Grounds' })
  @Trim()
  @IsString({ message: m.venueRequired })
  @IsNotEmpty({ message: m.venueRequired })
  @MaxLength(200, { message: 'Venue can be at most 200 characters' })
  venue!: string;

  @ApiProperty({
    enum: MAJOR_INDIAN_CITIES,
    example: 'Bengaluru',
    description: 'One of the 30 major Indian cities (contracts/rules.js)',
  })
  @IsIn(MAJOR_INDIAN_CITIES, { message: m.cityRequired })
  city!: string;

  @ApiPropertyOptional({
    enum: INDIAN_STATES,
    example: 'Karnataka',
    description:
      "Where the event is held (the place of supply under IGST s.12(6), ADR 58); absent: the city's (contracts/rules.js CITY_STATES), also when an edit changes the city",
  })
  @OptionalField()
  @IsIn(INDIAN_STATES, { message: m.stateRequired })
  state?: string;

  @ApiProperty({
    example: UPCOMING_EVENT_DATE_EXAMPLE,
    description: 'Date and time, in the future; without an offset it is read as IST (yyyy-MM-ddTHH:mm)',
  })
  @IsNotEmpty({ message: m.dateRequired })
  @MaxLength(INSTANT_MAX_LENGTH, { message: m.invalidDate })
  @Matches(DATE_TIME, { message: m.invalidDate })
  @IsISO8601({ strict: true }, { message: m.invalidDate })
  eventDate!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    description: 'null or absent: Uncategorized',
  })
  @NullableField()
  @IsUUID('all', { message: m.invalidCategory })
  categoryId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: "An evening of Arijit Singh's biggest hits, live with his full band.",
  })
  @NullableField()
  @IsString()
  @MaxLength(5000, { message: 'Description can be at most 5000 characters' })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://images.example.in/poster.jpg' })
  @NullableField()
  @Trim()
  @ValidateIf((_o, v) => v !== '')
  @MaxLength(2000, { message: m.invalidImageUrl })
  @Matches(IMAGE_URL_PATTERN, { message: m.invalidImageUrl })
  imageUrl?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_FEE_PERCENT,
    default: 0,
    example: 2.5,
    description: 'Percent, at most 2 decimals; empty or null is 0',
  })
  @NullableField()
  @FeePercent()
  @Satisfies(isFeePercent, m.invalidBuyerFee)
  buyerFeePercent?: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_FEE_PERCENT,
    default: 0,
    example: 5,
    description: 'Percent, at most 2 decimals; empty or null is 0',
  })
  @NullableField()
  @FeePercent()
  @Satisfies(isFeePercent, m.invalidSellerFee)
  sellerFeePercent?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: "Transfer the tickets in the BookMyShow app to the buyer's BookMyShow account, then upload a screenshot.",
  })
  @NullableField()
  @IsString()
  @MaxLength(5000, { message: 'Transfer instructions can be at most 5000 characters' })
  transferInstructions?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_RESALE_CAP_PERCENT,
    example: 20,
    description: 'Resale capped at face value + this percent (e.g. 20); or null. Not with resaleCapPrice.',
  })
  @NullableField()
  @Satisfies(isCapPercent, m.invalidCapPercent)
  resaleCapPercent?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_TICKET_PRICE_PAISE,
    example: null,
    description: 'Resale capped at this price per ticket, integer paise; or null. Not with resaleCapPercent.',
  })
  @NullableField()
  @Satisfies(isCapPrice, m.invalidCapPrice)
  resaleCapPrice?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_TICKETS_PER_BUYER,
    example: 4,
    description:
      'The most tickets one buyer may hold or buy of the event, across its listings (ADR 70); null or absent: no cap',
  })
  @NullableField()
  @Satisfies(isBuyingLimit, m.invalidBuyingLimit)
  maxTicketsPerBuyer?: number | null;

  @ApiPropertyOptional({ default: true, example: true, description: 'Shown to the public; false creates it hidden' })
  @OptionalField()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/**
 * Admin > Events > Edit: any of the create fields; one left out stays as it is, null clears a nullable
 * one. skipNullProperties: false keeps null on the others a 400, as on the create form.
 */
export class UpdateEventDto extends PartialType(CreateEventDto, { skipNullProperties: false }) {}

/** A form's fields in domain terms (the date as an instant). */
export function toEventForm(body: UpdateEventDto): Partial<EventForm> {
  if (body.eventDate === null) throw new CatalogError('EVENT_INVALID', m.dateRequired, 'eventDate');
  return {
    title: body.title,
    venue: body.venue,
    city: body.city,
    state: body.state,
    eventDate: body.eventDate === undefined ? undefined : eventInstant(body.eventDate),
    categoryId: body.categoryId,
    description: body.description,
    imageUrl: body.imageUrl,
    buyerFeePercent: body.buyerFeePercent,
    sellerFeePercent: body.sellerFeePercent,
    transferInstructions: body.transferInstructions,
    resaleCapPercent: body.resaleCapPercent,
    resaleCapPrice:
      body.resaleCapPrice === undefined || body.resaleCapPrice === null
        ? body.resaleCapPrice
        : paise(body.resaleCapPrice),
    maxTicketsPerBuyer: body.maxTicketsPerBuyer,
    isActive: body.isActive,
  };
}

/** A category's id (a uuid), or `none` for the events without one. */
const CATEGORY_OR_NONE = /^(?:none|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** Admin > Events list: the admin list convention (ADR 27) plus the events' own filters. */
export class AdminEventsQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: adminEventSorts, default: 'event_date', description: 'Default order: asc' })
  @OptionalField()
  @IsIn(adminEventSorts, { message: `Sort must be one of ${adminEventSorts.join(', ')}` })
  sort?: AdminEventSort;

  @ApiPropertyOptional({
    enum: eventTimeStatuses,
    description: 'Upcoming, Active (2 hours before the start) or Expired',
  })
  @OptionalField()
  @IsIn(eventTimeStatuses, { message: `Status must be one of ${eventTimeStatuses.join(', ')}` })
  status?: EventTimeStatus;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only active (true) or inactive (false) events' })
  @OptionalField()
  @QueryBoolean()
  @IsBoolean({ message: 'Active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ enum: eventVerifications, description: 'pending: not yet verified or rejected' })
  @OptionalField()
  @IsIn(eventVerifications, { message: `Verification must be one of ${eventVerifications.join(', ')}` })
  verification?: EventVerification;

  @ApiPropertyOptional({
    example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    description: "A category's id, or none for Uncategorized events",
  })
  @OptionalField()
  @MaxLength(36, { message: m.invalidCategory })
  @Matches(CATEGORY_OR_NONE, { message: m.invalidCategory })
  categoryId?: string;
}

/** An event as staff see it: every field, the caps and its time status. */
export class AdminEventDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) id!: string;
  @ApiProperty({ example: 'Arijit Singh Live in Concert' }) title!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: "An evening of Arijit Singh's biggest hits, live with his full band.",
  })
  description!: string | null;
  @ApiProperty({ example: 'Palace Grounds' }) venue!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Karnataka',
    description: 'Where it is held; null: an old event in an unlisted city, to be placed by staff (ADR 58)',
  })
  state!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T13:30:00.000Z' }) event_date!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' })
  category_id!: string | null;
  @ApiProperty({ type: CategoryDto, nullable: true, description: "null: the UI's 'Uncategorized'" })
  category!: CategoryDto | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://images.example.in/poster.jpg' }) image_url!:
    string | null;
  @ApiProperty({ example: true }) is_active!: boolean;
  @ApiProperty({ type: Boolean, nullable: true, example: true, description: 'null until staff decide' }) verified!:
    boolean | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-10-03T11:20:00.000Z' })
  verified_at!: Date | null;
  @ApiProperty({ example: 2.5 }) buyer_fee_percent!: number;
  @ApiProperty({ example: 5 }) seller_fee_percent!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: "Transfer the tickets in the BookMyShow app to the buyer's BookMyShow account, then upload a screenshot.",
  })
  transfer_instructions!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 20, description: 'Resale capped at face value + this percent' })
  resale_cap_percent!: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: null,
    description: 'Resale capped at this price per ticket, paise',
  })
  resale_cap_price!: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 4,
    description: 'The most tickets one buyer may hold or buy of the event (ADR 70), or null: no cap',
  })
  max_tickets_per_buyer!: number | null;
  @ApiProperty({
    example: false,
    description: "The organiser forbids resale (ADR 63): 'Resale not permitted by the organiser'",
  })
  resale_not_permitted!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Organiser announced name-based, non-transferable tickets (Maharashtra Cyber Police advisory)',
    description: "Staff's note of the last change of resale_not_permitted",
  })
  resale_note!: string | null;
  @ApiProperty({ enum: eventTimeStatuses, description: 'Active = from 2 hours before the start until the start' })
  time_status!: EventTimeStatus;
  @ApiProperty({ example: false, description: 'Verify / Reject may be offered: not expired and not yet decided' })
  can_decide!: boolean;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-09-28T06:45:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-10-03T11:20:00.000Z' }) updated_at!: Date;
}

export function toAdminEventDto(e: EventView, now: Date): AdminEventDto {
  const timeStatus = eventTimeStatus(e.eventDate, now);
  return {
    ...eventFields(e),
    time_status: timeStatus,
    can_decide: e.verified === null && timeStatus !== 'expired',
    resale_note: e.resaleNotPermittedNote,
    created_at: e.createdAt,
    updated_at: e.updatedAt,
  };
}

export class EventChangedDto {
  @ApiProperty({ example: 'Event created successfully!' }) message!: string;
  @ApiProperty({ type: AdminEventDto }) event!: AdminEventDto;
}

export class AdminCategoryDto {
  @ApiProperty({ format: 'uuid', example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' }) id!: string;
  @ApiProperty({ example: 'Concerts' }) name!: string;
  @ApiProperty({
    type: 'integer',
    example: 12,
    description: 'Events using it (any date or state); only an unused category can be deleted',
  })
  event_count!: number;
}

export function toAdminCategoryDto(c: AdminCategoryView): AdminCategoryDto {
  return { id: c.id, name: c.name, event_count: c.eventCount };
}

export class CategoryNameDto {
  @ApiProperty({ example: 'Stand-up Comedy' })
  @IsString({ message: CATEGORY_MESSAGES.nameRequired })
  @IsNotEmpty({ message: CATEGORY_MESSAGES.nameRequired })
  @MaxLength(MAX_CATEGORY_NAME_LENGTH, { message: CATEGORY_MESSAGES.nameTooLong })
  name!: string;
}

export class CategoryChangedDto {
  @ApiProperty({ example: 'Category created successfully!' }) message!: string;
  @ApiProperty({ type: AdminCategoryDto }) category!: AdminCategoryDto;
}

export class CatalogMessageDto {
  @ApiProperty({ example: 'Category deleted successfully!' }) message!: string;
}

/** Staff mark whether the organiser permits resale (ADR 63); the note says how they know. */
export class ResalePermissionDto {
  @ApiProperty({ example: false, description: 'false: resale not permitted by the organiser' })
  @IsBoolean()
  permitted!: boolean;

  @ApiProperty({
    example: 'Organiser announced name-based, non-transferable tickets (Maharashtra Cyber Police advisory)',
    minLength: 1,
    maxLength: 500,
  })
  @IsString()
  @IsNotEmpty({ message: 'Please add a note saying how the organiser announced it' })
  @MaxLength(500)
  note!: string;
}
