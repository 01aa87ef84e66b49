import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RATING_COMMENT_MAX_LENGTH,
  RATING_MAX_STARS,
  RATING_MESSAGES as m,
  RATING_MIN_STARS,
  SELLER_BADGE_KEYS,
} from '@ticketsetu/contracts/sellers';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { NullableField, OptionalField } from '../../../shared/http/optional.js';
import { TextInteger } from '../../../shared/http/trim.js';
import { staffRatingFilters, staffRatingSorts } from '../application/staff-rating-list.js';

/** Texts are checked by the rating's rules (with their messages); this only caps what a request may carry. */
const TEXT_CAP = 5_000;
const UUID_EXAMPLE = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

// ---------- Requests ----------

/** A rating given (POST: stars required) or changed (PATCH: what is left out stays). */
export class RatingBodyDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: RATING_MIN_STARS,
    maximum: RATING_MAX_STARS,
    example: 5,
    description: 'Required when rating; left out when changing: unchanged',
  })
  @OptionalField()
  @IsInt({ message: m.invalidStars })
  stars?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: RATING_COMMENT_MAX_LENGTH,
    example: 'Transferred within the hour, and answered every question.',
    description: `Optional, at most ${RATING_COMMENT_MAX_LENGTH} characters; blank or null: no comment; left out when changing: unchanged`,
  })
  @NullableField()
  @IsString()
  @MaxLength(TEXT_CAP)
  comment?: string | null;
}

export class AnswerRatingDto {
  @ApiProperty({
    maxLength: 500,
    example: 'Thank you! Enjoy the show.',
    description: 'Required, at most 500 characters',
  })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  reply?: string;
}

export class HideCommentDto {
  @ApiProperty({ maxLength: 500, example: 'The comment gives the seller’s phone number', description: 'Required' })
  @OptionalField()
  @IsString()
  @MaxLength(500, { message: 'Please keep the reason to 500 characters or fewer' })
  reason?: string;
}

export class SellerSettingsChangeDto {
  @ApiProperty({ example: true, description: '"Show my full name on my seller profile"' })
  @IsBoolean({ message: 'showFullName must be true or false' })
  showFullName!: boolean;
}

export class RatingsPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 10 })
  @OptionalField()
  @TextInteger()
  @IsInt({ message: 'Limit must be a whole number from 1 to 50' })
  @Min(1, { message: 'Limit must be a whole number from 1 to 50' })
  @Max(50, { message: 'Limit must be a whole number from 1 to 50' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100_000, default: 0 })
  @OptionalField()
  @TextInteger()
  @IsInt({ message: 'Offset must be a whole number of at least 0' })
  @Min(0, { message: 'Offset must be a whole number of at least 0' })
  @Max(100_000, { message: 'Offset can be at most 100000' })
  offset?: number;
}

export class AdminRatingsQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: staffRatingSorts, default: 'created_at' })
  @OptionalField()
  @IsIn(staffRatingSorts, { message: 'Sort by created_at or stars' })
  sort?: (typeof staffRatingSorts)[number];

  @ApiPropertyOptional({
    enum: staffRatingFilters,
    description: 'with_comment: only ratings with a comment; hidden: only those whose comment staff hid',
  })
  @OptionalField()
  @IsIn(staffRatingFilters, { message: 'Show with_comment or hidden' })
  show?: (typeof staffRatingFilters)[number];
}

// ---------- Answers ----------

export class SellerProfileDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) id!: string;
  @ApiProperty({
    example: 'Priya S.',
    description: 'First name and the initial of the surname, unless the seller chose their full name',
  })
  display_name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Bengaluru',
    description: "Of the seller's default saved address",
  })
  city!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Karnataka' }) state!: string | null;
  @ApiProperty({ example: '2026-11', pattern: '^\\d{4}-\\d{2}$', description: 'The month the account was made (IST)' })
  member_since!: string;
  @ApiProperty({ type: 'integer', example: 23, description: 'Sales whose tickets reached the buyer, nothing refunded' })
  completed_sales!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 100,
    example: 96,
    description:
      "Of the last 12 months' sales that ended, the share completed without a refund (whole percent, rounded down); null when none ended",
  })
  clean_sale_share!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.6,
    description: 'Mean of the ratings that count, one decimal; null with none',
  })
  rating_average!: number | null;
  @ApiProperty({ type: 'integer', example: 12 }) rating_count!: number;
  @ApiProperty({ enum: SELLER_BADGE_KEYS, isArray: true, example: ['phone_verified', 'pan_on_file'] })
  badges!: string[];
}

export class PublicRatingDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 5 }) stars!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Null when none, or hidden by staff' }) comment!:
    string | null;
  @ApiProperty({ example: false, description: 'Staff hid the comment' }) comment_hidden!: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The seller's answer" }) reply!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) replied_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, nullable: true, example: 'Arijit Singh Live in Concert' }) event_title!: string | null;
}

export class SellerRatingsPageDto {
  @ApiProperty({ type: [PublicRatingDto] }) ratings!: PublicRatingDto[];
  @ApiProperty({ type: 'integer', example: 12, description: 'Ratings that count, in all' }) total!: number;
}

export class ReceivedRatingDto extends PublicRatingDto {
  @ApiProperty({
    description:
      'Counts in your average: the purchase completed with nothing refunded and no dispute open or resolved with a refund',
  })
  counts!: boolean;
}

export class ReceivedRatingsPageDto {
  @ApiProperty({ type: [ReceivedRatingDto] }) ratings!: ReceivedRatingDto[];
  @ApiProperty({ type: 'integer', example: 3 }) total!: number;
}

export class GivenRatingDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The purchase (as in /me/purchases)' }) purchase_id!: string;
  @ApiProperty({ format: 'uuid' }) seller_id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 5 }) stars!: number;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ description: 'Staff hid the comment from the public' }) comment_hidden!: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The seller's answer" }) reply!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'Until when it may be changed (14 days)' })
  editable_until!: Date;
}

export class RatingSavedDto {
  @ApiProperty({ example: m.rated }) message!: string;
  @ApiProperty({ type: GivenRatingDto }) rating!: GivenRatingDto;
}

export class SellerMessageDto {
  @ApiProperty({ example: m.answered }) message!: string;
}

export class SellerSettingsDto {
  @ApiProperty({ example: false }) show_full_name!: boolean;
  @ApiProperty({ example: 'Priya S.', description: 'How the seller profile names you with this choice' })
  display_name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Your public profile page, once a listing of yours was verified',
  })
  profile_path!: string | null;
}

class AdminRatingPersonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty() email!: string;
}

class AdminRatingEventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

export class AdminRatingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The transfer of the purchase rated' }) purchase_id!: string;
  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 }) stars!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Also when hidden from the public' }) comment!:
    string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) comment_hidden_at!: Date | null;
  @ApiProperty({ type: String, nullable: true }) comment_hidden_reason!: string | null;
  @ApiProperty({ type: String, nullable: true }) reply!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
  @ApiProperty({ type: AdminRatingEventDto, nullable: true }) event!: AdminRatingEventDto | null;
  @ApiProperty({ type: AdminRatingPersonDto, nullable: true }) buyer!: AdminRatingPersonDto | null;
  @ApiProperty({ type: AdminRatingPersonDto, nullable: true }) seller!: AdminRatingPersonDto | null;
}
