import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Locale, LOCALES } from '@ticketsetu/contracts/locales';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@ticketsetu/contracts/account-form';
import { INDIAN_MOBILE_PATTERN } from '@ticketsetu/contracts/rules';
import { IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { EmailField } from '../../../shared/http/email-field.js';
import { FormText } from '../../../shared/http/form-text.js';
import { OptionalField } from '../../../shared/http/optional.js';
import { Trim } from '../../../shared/http/trim.js';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../domain/rules.js';

/** A reset password's length (its other rule, not a common password, is passwordProblem's). */
const NewPasswordLength = () =>
  applyDecorators(
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG }),
  );

/** Sign-in: checkSignIn (SessionService.login) says what is missing. */
export class LoginDto {
  // The lengths only bound what is looked up (past them no account matches).
  @FormText({ example: 'priya.sharma@example.in', description: "The account's email address" })
  @Trim()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @FormText({ example: 'Monsoon#Chai2026' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

/** Sign-up (both steps): checkSignup (SignupService) reports each field's problem, in the spec's order. */
export class SignupDto {
  @FormText({ example: 'Priya', maxLength: NAME_MAX_LENGTH })
  @Trim()
  firstName!: string;

  @FormText({ example: 'Sharma', maxLength: NAME_MAX_LENGTH })
  @Trim()
  lastName!: string;

  @FormText({
    example: 'priya.sharma@example.in',
    format: 'email',
    pattern: EMAIL_PATTERN.source,
    maxLength: EMAIL_MAX_LENGTH,
  })
  @Trim()
  email!: string;

  @FormText({
    example: 'Monsoon#Chai2026',
    description: 'Not a common password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  })
  password!: string;

  @FormText({
    example: '+919876543210',
    description: 'Indian mobile number, with or without +91 or 0',
    pattern: INDIAN_MOBILE_PATTERN.source,
    maxLength: PHONE_MAX_LENGTH,
  })
  @Trim()
  phone!: string;

  @FormText({ example: '1995-08-15', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })
  @Trim()
  dateOfBirth!: string;

  @ApiPropertyOptional({
    enum: LOCALES,
    example: 'hi',
    description: "The page's language: the OTP's text and the new account's emails are in it (default en)",
  })
  @OptionalField()
  @IsIn(LOCALES)
  locale?: Locale;
}

export class SignupStartedDto {
  @ApiProperty({
    format: 'uuid',
    example: '5f0c6a7e-2b1d-4c8e-9a3f-1d2e3f4a5b6c',
    description: 'Ties the OTP to this sign-up attempt and phone',
  })
  challengeId!: string;
  @ApiProperty({ example: '+919876543210', description: 'The number the OTP was sent to, E.164' }) phone!: string;
  @ApiProperty({ type: 'integer', example: 30 }) resendAfterSeconds!: number;
}

export class SignupVerifyDto extends SignupDto {
  @ApiProperty({ format: 'uuid', example: '5f0c6a7e-2b1d-4c8e-9a3f-1d2e3f4a5b6c' })
  @IsUUID('4', { message: 'OTP verification failed. Please try again.' })
  challengeId!: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @MaxLength(6, { message: 'Please enter the 6-digit OTP' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit OTP' })
  otp!: string;
}

export class OtpResendDto {
  @ApiProperty({ format: 'uuid', example: '5f0c6a7e-2b1d-4c8e-9a3f-1d2e3f4a5b6c' })
  @IsUUID('4', { message: 'OTP verification failed. Please try again.' })
  challengeId!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'priya.sharma@example.in' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @EmailField()
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({
    example: 'q8Zt3mXc1VbN7kLp2RwS9dFg4HjK6yUe0aTo5iPn3Qs',
    description: 'The token from the emailed link',
  })
  @IsString()
  @IsNotEmpty({ message: 'This reset link is invalid or has expired. Please ask for a new one.' })
  @MaxLength(200)
  token!: string;

  @ApiProperty({ example: 'Filter-Kaapi-2027', description: 'Not a common password' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @NewPasswordLength()
  password!: string;
}

export class MessageDto {
  @ApiProperty({ example: 'Sign up successful!' }) message!: string;
}

export class SessionUserDto {
  @ApiProperty({ format: 'uuid', example: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d' }) id!: string;
  @ApiProperty({ example: 'priya.sharma@example.in' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Priya Sharma' }) full_name!: string | null;
  @ApiProperty({ example: 'Priya', description: "For 'Hi, {first name}'" }) first_name!: string;
  @ApiProperty({ example: false }) is_admin!: boolean;
  @ApiProperty({ enum: LOCALES, example: 'en', description: "The account's language: its emails and texts are in it" })
  locale!: Locale;
}

/** GET /auth/session: who is signed in, or nulls when nobody is (a visitor is an answer, not an error). */
export class SessionProbeDto {
  @ApiProperty({ type: SessionUserDto, nullable: true }) user!: SessionUserDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-05T14:35:00.000Z' })
  access_token_expires_at!: Date | null;
}

export class SessionDto {
  @ApiProperty({ type: SessionUserDto }) user!: SessionUserDto;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-05T14:35:00.000Z' })
  access_token_expires_at!: Date;
  @ApiProperty({
    example:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyYjNjNGQ1ZSJ9.4pcPyMD09olPSyXnrXCjTwXyr4BsezdI1AVTmud2fU4',
    description: 'For API clients (send as Authorization: Bearer). Browsers use the httpOnly cookies instead.',
  })
  access_token!: string;
}
