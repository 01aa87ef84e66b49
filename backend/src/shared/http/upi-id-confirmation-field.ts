import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { UPI_ID_NOT_CONFIRMED } from '../infrastructure/upi-id-confirmations.js';
import { OptionalField } from './optional.js';

/**
 * The `upiIdConfirmation` a request sends beside a UPI id (ADR 45): the token POST /api/v1/upi-id-checks
 * gave once the seller said the registered name is theirs. One field for the profile, a listing and a
 * payout's change of UPI id; `requiredWhen` says when each needs it.
 */
export function UpiIdConfirmationField(requiredWhen: string, example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example,
      description: `The \`confirmation\` of POST /api/v1/upi-id-checks for this upiId, once the seller said its registered name is theirs: ${requiredWhen} ('${UPI_ID_NOT_CONFIRMED}' otherwise)`,
    }),
    OptionalField(),
    IsString(),
    MaxLength(1000),
  );
}
