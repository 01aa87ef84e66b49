import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { EventDto } from '../../catalog/index.js';
import { transactionSorts, type TransactionSort } from '../application/order-queries.js';
import { orderStatuses } from '../domain/order-status.js';

const QUANTITY = { message: 'Number of tickets must be between 1 and 6' };

export class PlaceOrderDto {
  @ApiProperty({ format: 'uuid', description: "The listing (the spec's ticket) to buy from" })
  @IsString()
  @MaxLength(64)
  listingId!: string;

  @ApiProperty({ minimum: 1, maximum: 6 })
  @IsInt(QUANTITY)
  @Min(1, QUANTITY)
  @Max(6, QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({ description: "Mobile tickets: the buyer's BookMyShow or District account (email or id)" })
  @OptionalField()
  @IsString()
  @MaxLength(120)
  platformId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Physical tickets: one of the buyer's saved addresses" })
  @OptionalField()
  @IsString()
  @MaxLength(64)
  deliveryAddressId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "A waiting-list offer of the buyer's for this listing and quantity: its held seats are used",
  })
  @OptionalField()
  @IsString()
  @MaxLength(64)
  offerId?: string;
}

export class CheckoutListingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty({ type: 'integer', description: 'Tickets a buyer can take now' }) available_quantity!: number;
  @ApiProperty({ type: String, nullable: true }) seat_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) section!: string | null;
  @ApiProperty({ type: String, nullable: true }) row!: string | null;
  @ApiProperty({ enum: ['mobile', 'physical'] }) ticket_type!: string;
  @ApiProperty({ enum: ['bookmyshow', 'district'], nullable: true }) mobile_ticket_type!: string | null;
  @ApiProperty() status!: string;
  @ApiProperty({ description: 'Available to buy now: verified, with tickets left' }) is_on_sale!: boolean;
}

export class CheckoutDto {
  @ApiProperty({ type: CheckoutListingDto }) listing!: CheckoutListingDto;
  @ApiProperty({ type: EventDto }) event!: EventDto;
  @ApiProperty({ type: 'integer', description: 'The most the buyer may choose: what remains, at most 6' })
  max_quantity!: number;
  @ApiProperty({ description: "The listing is the caller's own (a seller cannot buy it)" }) own_listing!: boolean;
  @ApiProperty({ type: 'integer', description: "The buyer's rewards credit available now, integer paise" })
  rewards_credit!: number;
}

export class OrderEventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() venue!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, format: 'date-time' }) event_date!: Date;
}

/** A checkout as its buyer (or staff) sees it. Amounts in integer paise. */
export class OrderDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: orderStatuses }) status!: string;
  @ApiProperty({ type: 'integer', description: 'What the gateway takes: subtotal + fee − credit' }) amount!: number;
  @ApiProperty({ type: 'integer' }) subtotal!: number;
  @ApiProperty({ type: 'integer', description: "'Platform Fees + Taxes'" }) buyer_fee!: number;
  @ApiProperty({ type: 'integer' }) credit_applied!: number;
  @ApiProperty({ type: 'integer' }) price!: number;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty({ format: 'uuid' }) ticket_id!: string;
  @ApiProperty({ type: OrderEventDto, nullable: true }) event!: OrderEventDto | null;
  @ApiProperty({ enum: ['mobile', 'physical'] }) ticket_type!: string;
  @ApiProperty({ type: String, nullable: true }) platform_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) delivery_address!: string | null;
  @ApiProperty() payment_gateway!: string;
  @ApiProperty({ description: 'Our order id at the gateway' }) payment_id!: string;
  @ApiProperty({ type: String, nullable: true }) gateway_transaction_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The pay page while the payment is pending' })
  pay_page_url!: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'Until when the seats are held' })
  hold_expires_at!: Date;
  @ApiProperty({ type: String, nullable: true }) failure_reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A late payment's refund at the gateway" })
  refund_state!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at!: Date | null;
}

export class OrderPlacedDto extends OrderDto {}

export class AdminPersonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty() email!: string;
}

export class AdminTransactionDto extends OrderDto {
  @ApiProperty({ type: AdminPersonDto, nullable: true }) buyer!: AdminPersonDto | null;
  @ApiProperty({ type: AdminPersonDto, nullable: true }) seller!: AdminPersonDto | null;
}

/**
 * Admin > Transactions (ADR 27). Search covers the event's title, the buyer's and seller's name, email and
 * phone, the transaction's id and the gateway's order and transaction ids (each in part).
 */
export class AdminTransactionsQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: orderStatuses })
  @OptionalField()
  @IsIn(orderStatuses, { message: 'status must be pending, completed, failed or refunded' })
  status?: (typeof orderStatuses)[number];

  @ApiPropertyOptional({
    enum: transactionSorts,
    default: 'created_at',
    description: 'Default order: desc (newest first)',
  })
  @OptionalField()
  @IsIn(transactionSorts, { message: `Sort must be one of ${transactionSorts.join(', ')}` })
  sort?: TransactionSort;
}

export class MismatchDto {
  @ApiProperty({ format: 'uuid' }) order_id!: string;
  @ApiProperty() kind!: string;
  @ApiProperty() detail!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ type: String, nullable: true }) gateway_state!: string | null;
}

export class ReconciliationDto {
  @ApiProperty({ type: String, format: 'date-time' }) checked_at!: Date;
  @ApiProperty({ type: 'integer' }) orders_checked!: number;
  @ApiProperty({ type: [MismatchDto] }) mismatches!: MismatchDto[];
}
