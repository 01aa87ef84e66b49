import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INVALID_UPI, LISTING_MESSAGES, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { Trim } from '../../../shared/http/trim.js';
import { AdminPayoutDto, OwnPayoutDto } from './payout.dto.js';

/** The seller asks to be paid a due payout to another UPI id (staff approve it). */
export class PayoutUpiChangeRequestDto {
  @ApiProperty({ example: 'asha.rao@okaxis', description: 'The UPI id to be paid to instead' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: LISTING_MESSAGES.noUpi })
  @Matches(UPI_ID_PATTERN, { message: INVALID_UPI })
  @MaxLength(100)
  upiId!: string;

  @ApiPropertyOptional({
    example:
      'eyJ1IjoiNmQ1YzRiM2EtMmYxZS00ZDBjLWI5YTgtN2Y2ZTVkNGMzYjJhIiwiaSI6ImFzaGEucmFvQG9rYXhpcyIsIm4iOiJBc2hhIFJhbyIsImUiOjE3OTY0NzgyMDAwMDB9.Zm9yLWV4YW1wbGUtb25seS1ub3QtYS1yZWFsLXNpZ25hdHVyZQ',
    description:
      "The `confirmation` of POST /api/v1/upi-id-checks for this upiId, once the seller said its registered name is theirs: required when the profile's upi_names_checked ('Confirm the name registered to this UPI ID before saving it.' otherwise)",
  })
  @OptionalField()
  @IsString()
  @MaxLength(1000)
  upiIdConfirmation?: string;
}

export class PayoutUpiChangeRequestedDto {
  @ApiProperty({ example: "Your new UPI ID is waiting for our team's approval." }) message!: string;
  @ApiProperty({ type: OwnPayoutDto }) payout!: OwnPayoutDto;
}

export class PayoutUpiChangeDecidedDto {
  @ApiProperty({
    example: 'UPI ID change approved',
    description: "'UPI ID change approved' or 'UPI ID change rejected'",
  })
  message!: string;
  @ApiProperty({ type: AdminPayoutDto }) payout!: AdminPayoutDto;
}
