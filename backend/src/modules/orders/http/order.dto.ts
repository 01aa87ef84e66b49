import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { EventDto } from '../../catalog/index.js';
import { transactionSorts, type TransactionSort } from '../application/order-queries.js';
import { orderStatuses } from '../domain/order-status.js';

const QUANTITY = { message: 'Number of tickets must be between 1 and 6' };

export class PlaceOrderDto {
  @ApiProperty({
    example: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8',
    description: "The listing (the spec's ticket) to buy from",
  })
  @IsUUID('all', { message: 'listingId must be the id of a listing' })
  listingId!: string;

  @ApiProperty({ minimum: 1, maximum: 6, example: 2 })
  @IsInt(QUANTITY)
  @Min(1, QUANTITY)
  @Max(6, QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({
    example: 'priya.sharma@example.in',
    description: "Mobile tickets: the buyer's BookMyShow or District account (email or id)",
  })
  @OptionalField()
  @IsString()
  @MaxLength(120)
  platformId?: string;

  @ApiPropertyOptional({
    example: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    description: "Physical tickets: one of the buyer's saved addresses",
  })
  @OptionalField()
  @IsUUID('all', { message: 'deliveryAddressId must be the id of one of your addresses' })
  deliveryAddressId?: string;

  @ApiPropertyOptional({
    example: '6f0c2a57-8a3b-4b8e-9d2e-1f4c5b6a7d8e',
    description: "A waiting-list offer of the buyer's for this listing and quantity: its held seats are used",
  })
  @OptionalField()
  @IsUUID('all', { message: 'offerId must be the id of a waiting-list offer' })
  offerId?: string;
}

export class CheckoutListingDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8' }) id!: string;
  @ApiProperty({
    format: 'uuid',
    example: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    description: "The seller's public profile: GET /api/v1/sellers/{id}",
  })
  seller_id!: string;
  @ApiProperty({ type: 'integer', example: 149950, description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty({ type: 'integer', example: 4 }) quantity!: number;
  @ApiProperty({ type: 'integer', example: 2, description: 'Tickets a buyer can take now' })
  available_quantity!: number;
  @ApiProperty({ type: String, nullable: true, example: '14' }) seat_number!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Silver' }) section!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'F' }) row!: string | null;
  @ApiProperty({ enum: ['mobile', 'physical'] }) ticket_type!: string;
  @ApiProperty({ enum: ['bookmyshow', 'district'], nullable: true }) mobile_ticket_type!: string | null;
  @ApiProperty({ example: 'available' }) status!: string;
  @ApiProperty({ example: true, description: 'Available to buy now: verified, with tickets left' })
  is_on_sale!: boolean;
}

export class CheckoutDto {
  @ApiProperty({ type: CheckoutListingDto }) listing!: CheckoutListingDto;
  @ApiProperty({ type: EventDto }) event!: EventDto;
  @ApiProperty({
    type: 'integer',
    example: 2,
    description:
      "The most the buyer may choose: what remains, at most 6, within the event's max_tickets_per_buyer (0: the buyer is at it)",
  })
  max_quantity!: number;
  @ApiProperty({
    type: 'integer',
    example: 0,
    description:
      "The event's tickets the caller holds (a pending checkout) or has bought, counted toward max_tickets_per_buyer; 0 when the event has no cap",
  })
  tickets_already!: number;
  @ApiProperty({ example: false, description: "The listing is the caller's own (a seller cannot buy it)" })
  own_listing!: boolean;
  @ApiProperty({ type: 'integer', example: 0, description: "The buyer's rewards credit available now, integer paise" })
  rewards_credit!: number;
}

export class OrderEventDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) id!: string;
  @ApiProperty({ example: 'Arijit Singh Live in Concert' }) title!: string;
  @ApiProperty({ example: 'Palace Grounds' }) venue!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T13:30:00.000Z' }) event_date!: Date;
}

/** A checkout as its buyer (or staff) sees it. Amounts in integer paise. */
export class OrderDto {
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }) id!: string;
  @ApiProperty({ enum: orderStatuses, example: 'completed' }) status!: string;
  @ApiProperty({ type: 'integer', example: 307398, description: 'What the gateway takes: subtotal + fee − credit' })
  amount!: number;
  @ApiProperty({ type: 'integer', example: 299900 }) subtotal!: number;
  @ApiProperty({ type: 'integer', example: 7498, description: "'Platform Fees + Taxes'" }) buyer_fee!: number;
  @ApiProperty({ type: 'integer', example: 0 }) credit_applied!: number;
  @ApiProperty({ type: 'integer', example: 149950 }) price!: number;
  @ApiProperty({ type: 'integer', example: 2 }) quantity!: number;
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8' }) ticket_id!: string;
  @ApiProperty({ type: OrderEventDto, nullable: true }) event!: OrderEventDto | null;
  @ApiProperty({ enum: ['mobile', 'physical'] }) ticket_type!: string;
  @ApiProperty({ type: String, nullable: true, example: 'priya.sharma@example.in' }) platform_id!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '12, 3rd Cross, HAL 2nd Stage, Near CMH Road Metro Station, Indiranagar, Bengaluru, Karnataka - 560038',
  })
  delivery_address!: string | null;
  @ApiProperty({ example: 'phonepe' }) payment_gateway!: string;
  @ApiProperty({ example: 'ts_9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', description: 'Our order id at the gateway' })
  payment_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'OM2611051420451234567890' }) gateway_transaction_id!:
    string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://mercury.phonepe.com/transact/pg?token=7d3f9a2c4b1e',
    description: 'The pay page while the payment is pending',
  })
  pay_page_url!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-11-05T14:30:00.000Z',
    description: 'Until when the seats are held',
  })
  hold_expires_at!: Date;
  @ApiProperty({ type: String, nullable: true, example: 'Your payment could not be completed. Please try again.' })
  failure_reason!: string | null;
  @ApiProperty({
    example: false,
    description: 'The buyer cancelled this checkout (Cancel): a payment for it is refunded',
  })
  cancelled!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'COMPLETED',
    description: "A late payment's refund at the gateway",
  })
  refund_state!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-05T14:20:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-05T14:22:41.000Z' })
  completed_at!: Date | null;
}

export class OrderPlacedDto extends OrderDto {}

export class AdminPersonDto {
  @ApiProperty({ format: 'uuid', example: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Priya Sharma' }) full_name!: string | null;
  @ApiProperty({ example: 'priya.sharma@example.in' }) email!: string;
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
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }) order_id!: string;
  @ApiProperty({ example: 'paid_without_capture' }) kind!: string;
  @ApiProperty({ example: 'The order is paid but the ledger has no capture.' }) detail!: string;
  @ApiProperty({ example: 'completed' }) status!: string;
  @ApiProperty({ type: String, nullable: true, example: 'COMPLETED' }) gateway_state!: string | null;
}

export class ReconciliationDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-06T02:00:00.000Z' }) checked_at!: Date;
  @ApiProperty({ type: 'integer', example: 142 }) orders_checked!: number;
  @ApiProperty({ type: [MismatchDto] }) mismatches!: MismatchDto[];
}
