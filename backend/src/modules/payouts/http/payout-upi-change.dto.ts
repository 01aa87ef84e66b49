import { ApiProperty } from '@nestjs/swagger';
import { UpiIdConfirmationField } from '../../../shared/http/upi-id-confirmation-field.js';
import { AdminPayoutDto, OwnPayoutDto } from './payout.dto.js';
import { UpiIdCheckRequestDto } from './upi-id-checks.dto.js';

/** The seller asks to be paid a due payout to another UPI id (staff approve it). */
export class PayoutUpiChangeRequestDto extends UpiIdCheckRequestDto {
  @UpiIdConfirmationField(
    "required when the profile's upi_names_checked",
    'eyJ1IjoiNmQ1YzRiM2EtMmYxZS00ZDBjLWI5YTgtN2Y2ZTVkNGMzYjJhIiwiaSI6ImFzaGEucmFvQG9rYXhpcyIsIm4iOiJBc2hhIFJhbyIsImUiOjE3OTY0NzgyMDAwMDB9.Zm9yLWV4YW1wbGUtb25seS1ub3QtYS1yZWFsLXNpZ25hdHVyZQ',
  )
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
