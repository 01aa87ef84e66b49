import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const invalidTime = { message: 'Invalid time value' };

export class UpcomingEventsQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive text matched against title, venue and category name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only events on or after this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, invalidTime)
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only events on or before this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, invalidTime)
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

export class CategoryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class EventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() venue!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, format: 'date-time' }) event_date!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) category_id!: string | null;
  @ApiProperty({ type: CategoryDto, nullable: true }) category!: CategoryDto | null;
  @ApiProperty({ type: String, nullable: true }) image_url!: string | null;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ type: Boolean, nullable: true, description: 'null until staff decide' }) verified!: boolean | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) verified_at!: Date | null;
  @ApiProperty({ description: 'Percent of price x quantity added for the buyer (2 decimals)' })
  buyer_fee_percent!: number;
  @ApiProperty({ description: "Percent of the gross kept from the seller's payout (2 decimals)" })
  seller_fee_percent!: number;
  @ApiProperty({ type: String, nullable: true }) transfer_instructions!: string | null;
  @ApiProperty({ description: 'Sum of remaining quantity over on-sale listings' }) available_tickets!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Lowest on-sale price per ticket, integer paise' })
  min_price!: number | null;
}
