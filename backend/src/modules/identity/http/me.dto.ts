import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Locale, LOCALES } from '@ticketsetu/contracts/locales';
import { IsIn, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ExactlyOne } from '../../../shared/http/exactly-one.js';
import { NullableField, OptionalField } from '../../../shared/http/optional.js';
import { Trim, UpperTrim } from '../../../shared/http/trim.js';
import { INVALID_PAN, PAN_PATTERN } from '@ticketsetu/contracts/tax';
import { PHONE_MAX_LENGTH } from '@ticketsetu/contracts/account-form';
import { INDIAN_MOBILE_PATTERN } from '@ticketsetu/contracts/rules';
import { ADDRESS_MAX_LENGTH, ADDRESS_MESSAGES } from '@ticketsetu/contracts/address-form';
import { INDIAN_STATES, PIN_CODE_PATTERN, UPI_ID_PATTERN } from '../domain/rules.js';
import { UpiIdConfirmationField } from '../../../shared/http/upi-id-confirmation-field.js';

export class ProfileDto {
  @ApiProperty({ format: 'uuid', example: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d' }) id!: string;
  @ApiProperty({ example: 'priya.sharma@example.in' }) email!: string;
  @ApiProperty({ example: 'priya.sharma' }) username!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Priya Sharma' }) full_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+919876543210', description: 'E.164' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '1995-08-15' }) date_of_birth!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'priya.sharma@okicici' }) upi_id!: string | null;
  // Optional in the schema only so clients built before name checks keep compiling; always sent.
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Priya Sharma',
    description:
      'Always sent. The name upi_id is registered to, as you confirmed it (ADR 45); null when it was saved without a name check',
  })
  upi_name?: string | null;
  @ApiPropertyOptional({
    example: false,
    description:
      'Always sent. Whether a new UPI id needs its registered name confirmed before it is saved: check it with POST /api/v1/upi-id-checks and send the confirmation as upiIdConfirmation (here, and when listing with a UPI id other than upi_id or without upi_name)',
  })
  upi_names_checked?: boolean;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'ABCPS1234K',
    description:
      'Always sent. Your PAN, for the income tax withheld from your sales (TDS by the e-commerce operator); null when not given',
  })
  pan?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'PRIYA SHARMA',
    description: 'Always sent. The name as on your PAN',
  })
  pan_name?: string | null;
  @ApiProperty({ example: false }) is_admin!: boolean;
  @ApiProperty({ enum: LOCALES, example: 'en', description: "The account's language: its emails and texts are in it" })
  locale!: Locale;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-03-14T10:05:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-20T08:00:00.000Z' })
  deletion_requested_at!: Date | null;
}

/** PUT /me/locale: the language the account reads TicketSetu in (ADR 85). */
export class LocaleDto {
  @ApiProperty({ enum: LOCALES, example: 'hi' })
  @IsIn(LOCALES, { message: `locale must be one of: ${LOCALES.join(', ')}` })
  locale!: Locale;
}

/** The personal details' rules are contracts' checkProfile (ProfileService.updateProfile runs it). */
export class UpdateProfileDto {
  @ApiPropertyOptional({
    example: 'Priya Sharma',
    description: 'First and last name; split on the first space',
    minLength: 1,
  })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(120)
  fullName?: string;

  @ApiPropertyOptional({
    example: '+919876543210',
    description: 'Indian mobile number, with or without +91 or 0',
    minLength: 1,
    maxLength: PHONE_MAX_LENGTH,
    pattern: INDIAN_MOBILE_PATTERN.source,
  })
  @OptionalField()
  @Trim()
  @IsString()
  phone?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'name@okaxis',
    description: 'Empty or null removes it',
    pattern: `^$|${UPI_ID_PATTERN.source}`,
  })
  @NullableField()
  @Trim()
  @IsString()
  @MaxLength(100)
  upiId?: string | null;

  @UpiIdConfirmationField(
    'required for a new UPI id when upi_names_checked',
    'eyJ1IjoiMmIzYzRkNWUtNmY3MC00YThiLTljMGQtMWUyZjNhNGI1YzZkIiwiaSI6Im5hbWVAb2theGlzIiwibiI6Ik5hbWUiLCJlIjoxNzk2NDc4MjAwMDAwfQ.kP1mZ2c3b0x9YV1mX2b0tq9o9d1n5d2yJ4h8Qe3vMqA',
  )
  upiIdConfirmation?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'ABCPS1234K',
    description: 'Your PAN (ten characters, e.g. ABCPS1234K); empty or null removes it (and its name)',
  })
  @NullableField()
  @UpperTrim()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @MaxLength(10, { message: INVALID_PAN })
  @Matches(PAN_PATTERN, { message: INVALID_PAN })
  pan?: string | null;

  @ApiPropertyOptional({ example: 'PRIYA SHARMA', description: 'The name as on your PAN: required with a PAN' })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(120)
  panName?: string;
}

export class AddressDto {
  @ApiProperty({ format: 'uuid', example: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }) id!: string;
  @ApiProperty({ example: '12, 3rd Cross, HAL 2nd Stage' }) address_line1!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Near CMH Road Metro Station' }) address_line2!: string | null;
  @ApiProperty({ example: 'Indiranagar' }) area!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiProperty({ example: 'Karnataka' }) state!: string;
  @ApiProperty({ example: '560038' }) pincode!: string;
  @ApiProperty({ example: true }) is_default!: boolean;
  @ApiProperty({
    example: '12, 3rd Cross, HAL 2nd Stage, Near CMH Road Metro Station, Indiranagar, Bengaluru, Karnataka - 560038',
    description: 'The spec text form: line1, line2, area, city, state - pincode',
  })
  text!: string;
}

/**
 * A new address. The fields are text of a bounded size here; what they must say (line 1, area and city
 * not blank, one of the 36 states, a 6-digit PIN) is contracts' checkAddress, which the address itself
 * runs (UserAddress), in the browser form's order and words. A part left out is refused by it too.
 */
export class NewAddressDto {
  @ApiProperty({ example: '12, 3rd Cross, HAL 2nd Stage', maxLength: ADDRESS_MAX_LENGTH.line })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.line)
  addressLine1?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Near CMH Road Metro Station',
    maxLength: ADDRESS_MAX_LENGTH.line,
  })
  @NullableField()
  @Trim()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.line)
  addressLine2?: string | null;

  @ApiProperty({ example: 'Indiranagar', maxLength: ADDRESS_MAX_LENGTH.place })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.place)
  area?: string;

  @ApiProperty({ example: 'Bengaluru', maxLength: ADDRESS_MAX_LENGTH.place })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.place)
  city?: string;

  @ApiProperty({ enum: INDIAN_STATES, example: 'Karnataka' })
  @OptionalField()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.place)
  state?: string;

  @ApiProperty({ example: '560038', pattern: PIN_CODE_PATTERN.source, maxLength: ADDRESS_MAX_LENGTH.pin })
  @OptionalField()
  @Trim()
  @IsString()
  // Longer than any PIN code: refused here in the spec's words, as checkAddress would.
  @MaxLength(ADDRESS_MAX_LENGTH.pin, { message: ADDRESS_MESSAGES.invalidPin })
  pincode?: string;
}

export class SessionInfoDto {
  @ApiProperty({ format: 'uuid', example: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a' }) id!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  })
  user_agent!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-01T07:30:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-05T14:20:00.000Z' }) last_used_at!: Date;
  @ApiProperty({ example: true, description: 'The session making this request' }) current!: boolean;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid', example: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d' }) id!: string;
  @ApiProperty({ example: 'priya.sharma@example.in' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Priya Sharma' }) full_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+919876543210' }) phone!: string | null;
  @ApiProperty({ enum: ['admin', 'user'], example: 'user', description: 'Role: admin when is_admin' }) role!:
    'admin' | 'user';
  @ApiProperty({
    enum: ['active', 'inactive', 'deletion_requested'],
    description: 'Status: deletion_requested once the person asked for erasure, else by is_active',
  })
  status!: 'active' | 'inactive' | 'deletion_requested';
  @ApiProperty({ example: false }) is_admin!: boolean;
  @ApiProperty({ example: true }) is_active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-03-14T10:05:00.000Z', description: 'Joined' })
  created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-20T08:00:00.000Z' })
  deletion_requested_at!: Date | null;
}

/** One change per request: isActive (activate/deactivate) or isAdmin (make/remove admin). */
@ExactlyOne(['isActive', 'isAdmin'], 'Send one change: isActive or isAdmin')
export class AdminUserChangeDto {
  @ApiPropertyOptional({ example: false })
  @OptionalField()
  @IsIn([true, false], { message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ example: true })
  @OptionalField()
  @IsIn([true, false], { message: 'isAdmin must be true or false' })
  isAdmin?: boolean;
}
