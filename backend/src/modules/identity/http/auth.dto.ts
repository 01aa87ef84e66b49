import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsISO8601, IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../shared/http/trim.js';

export class LoginDto {
  @ApiProperty({ format: 'email' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Email and password are required' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Email and password are required' })
  @MaxLength(128)
  password!: string;
}

export class SignupDto {
  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(60)
  firstName!: string;

  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(60)
  lastName!: string;

  @ApiProperty({ format: 'email' })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ minLength: 8, description: 'At least 8 characters and not a common password' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;

  @ApiProperty({ example: '+919876543210', description: 'Indian mobile number' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Phone number is required' })
  @MaxLength(20)
  phone!: string;

  @ApiProperty({ format: 'date', example: '1995-08-15' })
  @IsNotEmpty({ message: 'Date of birth is required' })
  @IsISO8601({ strict: true }, { message: 'Invalid time value' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date of birth must be a date (yyyy-mm-dd)' })
  dateOfBirth!: string;
}

export class SignupStartedDto {
  @ApiProperty({ format: 'uuid', description: 'Ties the OTP to this sign-up attempt and phone' })
  challengeId!: string;
  @ApiProperty({ description: 'The number the OTP was sent to, E.164' }) phone!: string;
  @ApiProperty({ type: 'integer', example: 30 }) resendAfterSeconds!: number;
}

export class SignupVerifyDto extends SignupDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'OTP verification failed. Please try again.' })
  challengeId!: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit OTP' })
  otp!: string;
}

export class OtpResendDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'OTP verification failed. Please try again.' })
  challengeId!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254)
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the emailed link' })
  @IsString()
  @IsNotEmpty({ message: 'This reset link is invalid or has expired. Please ask for a new one.' })
  @MaxLength(200)
  token!: string;

  @ApiProperty({ minLength: 8 })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;
}

export class MessageDto {
  @ApiProperty() message!: string;
}

export class SessionUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty({ description: "For 'Hi, {first name}'" }) first_name!: string;
  @ApiProperty() is_admin!: boolean;
}

/** GET /auth/session: who is signed in, or nulls when nobody is (a visitor is an answer, not an error). */
export class SessionProbeDto {
  @ApiProperty({ type: SessionUserDto, nullable: true }) user!: SessionUserDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) access_token_expires_at!: Date | null;
}

export class SessionDto {
  @ApiProperty({ type: SessionUserDto }) user!: SessionUserDto;
  @ApiProperty({ type: String, format: 'date-time' }) access_token_expires_at!: Date;
  @ApiPropertyOptional({
    description: 'For API clients (send as Authorization: Bearer). Browsers use the httpOnly cookies instead.',
  })
  access_token?: string;
}
