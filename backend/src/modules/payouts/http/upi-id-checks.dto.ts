import { ApiProperty } from '@nestjs/swagger';
import { INVALID_UPI, LISTING_MESSAGES, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../shared/http/trim.js';

/** A UPI id sent to be checked by name, or (PayoutUpiChangeRequestDto) to be paid to instead. */
export class UpiIdCheckRequestDto {
  @ApiProperty({ example: 'asha.rao@okaxis', description: 'The seller’s UPI id, as they typed it' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: LISTING_MESSAGES.noUpi })
  @Matches(UPI_ID_PATTERN, { message: INVALID_UPI })
  @MaxLength(100)
  upiId!: string;
}

const EXAMPLE_CONFIRMATION =
  'eyJ1IjoiNmYxYzJiM2EtNGQ1ZS00ZjYwLThhN2ItOWMwZDFlMmYzYTRiIiwiaSI6ImFzaGEucmFvQG9rYXhpcyIsIm4iOiJBc2hhIFJhbyIsImUiOjE3OTY0NzgyMDAwMDB9.3q2-7wXk0cQyq3YV1mX2b0tq9o9d1n5d2yJ4h8Qe3vM';

/** Whose a UPI id is, as the payouts provider's bank says (ADR 45). */
export class UpiIdCheckDto {
  @ApiProperty({ example: 'asha.rao@okaxis', description: 'The UPI id checked, without surrounding spaces' })
  upi_id!: string;

  @ApiProperty({
    example: true,
    description:
      'Whether UPI ids are checked by name here (payouts paid by an API). When false, the rest is null and a UPI id is saved without a confirmation',
  })
  names_checked!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Asha Rao',
    description: 'The name the UPI id is registered to; show it and ask the seller whether it is theirs',
  })
  registered_name!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: EXAMPLE_CONFIRMATION,
    description:
      'Send it as `upiIdConfirmation` with this UPI id when saving the profile (PATCH /api/v1/me) or listing tickets (POST /api/v1/listings), once the seller says the name is theirs. Valid for this person and UPI id until `expires_at`',
  })
  confirmation!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-04T10:30:00.000Z' })
  expires_at!: Date | null;
}
