import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ExactlyOne } from '../../../shared/http/exactly-one.js';
import { NullableField, OptionalField } from '../../../shared/http/optional.js';
import { Trim } from '../../../shared/http/trim.js';
import { INDIAN_STATES, INVALID_PIN, INVALID_UPI, PIN_CODE_PATTERN, UPI_ID_PATTERN } from '../domain/rules.js';

export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E.164' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date_of_birth!: string | null;
  @ApiProperty({ type: String, nullable: true }) upi_id!: string | null;
  @ApiProperty() is_admin!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deletion_requested_at!: Date | null;
}

export class UpdateProfileDto {
  @ApiPropertyOptional({ description: 'First and last name; split on the first space' })
  @OptionalField()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(120)
  fullName?: string;

  @ApiPropertyOptional({ example: '+919876543210' })
  @OptionalField()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Phone number is required' })
  @MaxLength(20)
  phone?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'name@okaxis',
    description: 'Empty or null removes it',
  })
  @NullableField()
  @Trim()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @Matches(UPI_ID_PATTERN, { message: INVALID_UPI })
  @MaxLength(100)
  upiId?: string | null;
}

export class AddressDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() address_line1!: string;
  @ApiProperty({ type: String, nullable: true }) address_line2!: string | null;
  @ApiProperty() area!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() pincode!: string;
  @ApiProperty() is_default!: boolean;
  @ApiProperty({ description: 'The spec text form: line1, line2, area, city, state - pincode' }) text!: string;
}

export class NewAddressDto {
  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Address line 1 is required' })
  @MaxLength(200)
  addressLine1!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @NullableField()
  @Trim()
  @IsString()
  @MaxLength(200)
  addressLine2?: string | null;

  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Area is required' })
  @MaxLength(120)
  area!: string;

  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'City is required' })
  @MaxLength(120)
  city!: string;

  @ApiProperty({ enum: INDIAN_STATES })
  @IsIn(INDIAN_STATES, { message: 'Please choose a state or union territory' })
  state!: string;

  @ApiProperty({ example: '560038' })
  @Trim()
  @Matches(PIN_CODE_PATTERN, { message: INVALID_PIN })
  pincode!: string;
}

export class SessionInfoDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) user_agent!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) last_used_at!: Date;
  @ApiProperty({ description: 'The session making this request' }) current!: boolean;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: ['admin', 'user'], description: 'Role: admin when is_admin' }) role!: 'admin' | 'user';
  @ApiProperty({
    enum: ['active', 'inactive', 'deletion_requested'],
    description: 'Status: deletion_requested once the person asked for erasure, else by is_active',
  })
  status!: 'active' | 'inactive' | 'deletion_requested';
  @ApiProperty() is_admin!: boolean;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', description: 'Joined' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deletion_requested_at!: Date | null;
}

/** One change per request: isActive (activate/deactivate) or isAdmin (make/remove admin). */
@ExactlyOne(['isActive', 'isAdmin'], 'Send one change: isActive or isAdmin')
export class AdminUserChangeDto {
  @ApiPropertyOptional()
  @OptionalField()
  @IsIn([true, false], { message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional()
  @OptionalField()
  @IsIn([true, false], { message: 'isAdmin must be true or false' })
  isAdmin?: boolean;
}
