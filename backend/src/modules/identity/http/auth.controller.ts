import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { type AuthUser, CurrentUser, OptionalAuth, Public } from '../../../shared/http/auth.js';
import { AuthService, RESET_SENT } from '../application/auth.service.js';
import { OTP_RESEND_AFTER_MS } from '../domain/otp-challenge.entity.js';
import { firstNameOf } from '../domain/rules.js';
import {
  ForgotPasswordDto,
  LoginDto,
  MessageDto,
  OtpResendDto,
  ResetPasswordDto,
  SessionDto,
  SessionProbeDto,
  SignupDto,
  SignupStartedDto,
  SignupVerifyDto,
} from './auth.dto.js';
import { accessTokenOf, clearSessionCookies, cookie, REFRESH_COOKIE, setSessionCookies } from './session-cookies.js';

@ApiTags('auth')
@Controller('v1/auth')
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secureCookies = config.NODE_ENV === 'production';
  }

  /** Sign-up step 1: checks the form and that the phone is unused, then texts a 6-digit OTP. */
  @Public()
  @Post('signup/start')
  @ApiBadGatewayResponse({ description: 'The SMS provider did not take the code (code OTP_SEND_FAILED): try again' })
  @ApiTooManyRequestsResponse({
    description: 'More than 10 sign-up starts from one address in an hour, or too many codes texted to this phone',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: SignupStartedDto })
  @ApiConflictResponse({ description: "'Phone number is already in use. Please use a different phone number.'" })
  async startSignup(@Body() body: SignupDto): Promise<SignupStartedDto> {
    const started = await this.auth.startSignup(body);
    return { ...started, resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000 };
  }

  @Public()
  @Post('signup/resend')
  @ApiBadGatewayResponse({ description: 'The SMS provider did not take the code (code OTP_SEND_FAILED): try again' })
  @ApiTooManyRequestsResponse({
    description: 'More than 10 resends from one address in an hour, or a resend too soon for this phone',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async resendOtp(@Body() body: OtpResendDto): Promise<MessageDto> {
    await this.auth.resendOtp(body.challengeId);
    return { message: 'A new OTP has been sent.' };
  }

  /** Sign-up step 2: verifies the OTP of this attempt and creates the account. */
  @Public()
  @Post('signup/verify')
  @ApiTooManyRequestsResponse({ description: 'More than 30 codes tried from one address in 15 minutes' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiConflictResponse({ description: "'User already exists'" })
  async completeSignup(@Body() body: SignupVerifyDto): Promise<MessageDto> {
    const { challengeId, otp, ...details } = body;
    await this.auth.completeSignup(details, challengeId, otp);
    return { message: 'Sign up successful!' };
  }

  /** Sets the session cookies; also returns the access token for API clients. */
  @Public()
  @Post('login')
  @ApiTooManyRequestsResponse({
    description: 'Too many failed sign-ins from this address, or for this account from this address, in 15 minutes',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ description: "'Invalid login credentials'" })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionDto> {
    const session = await this.auth.login(body.email, body.password, req.get('user-agent') ?? null);
    setSessionCookies(res, session, this.secureCookies);
    return { ...this.describe(session.user, session.accessTokenExpiresAt), access_token: session.accessToken };
  }

  /** Rotates the refresh token (cookie) and issues a new access token. */
  @Public()
  @Post('refresh')
  @ApiCookieAuth('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({
    description: "No refresh cookie, or it has ended or was used before ('Please sign in to continue')",
  })
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    try {
      const session = await this.auth.refresh(cookie(req, REFRESH_COOKIE) ?? '');
      setSessionCookies(res, session, this.secureCookies);
      return { ...this.describe(session.user, session.accessTokenExpiresAt), access_token: session.accessToken };
    } catch (error) {
      clearSessionCookies(res, this.secureCookies);
      throw error;
    }
  }

  /** Ends the session of whichever credential comes; with none (or one already ended) it still answers 200. */
  @Public()
  @Post('logout')
  @ApiBearerAuth()
  @ApiCookieAuth()
  @ApiCookieAuth('refresh')
  @ApiSecurity({})
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageDto> {
    // A browser signs out with its cookies, an API client with its Bearer token alone.
    await this.auth.logout(accessTokenOf(req), cookie(req, REFRESH_COOKIE));
    clearSessionCookies(res, this.secureCookies);
    return { message: 'Signed out' };
  }

  /**
   * Who is signed in: the user, or `{ user: null, access_token_expires_at: null }` when the request
   * carries no live session. 200 either way, so a visitor's browser logs no failed request on every page.
   */
  @Public()
  @OptionalAuth()
  @Get('session')
  @ApiBearerAuth()
  @ApiCookieAuth()
  @ApiOkResponse({ type: SessionProbeDto })
  session(@CurrentUser() user: AuthUser | undefined): SessionProbeDto {
    return user ? this.describe(user, user.accessTokenExpiresAt) : { user: null, access_token_expires_at: null };
  }

  /** Always the same answer, whether or not the address has an account. */
  @Public()
  @Post('password/forgot')
  @ApiTooManyRequestsResponse({
    description: 'More than 10 requests from one address, or 3 for one account, in an hour',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageDto> {
    await this.auth.forgotPassword(body.email);
    return { message: RESET_SENT };
  }

  @Public()
  @Post('password/reset')
  @ApiTooManyRequestsResponse({ description: 'More than 20 resets from one address in an hour' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    await this.auth.resetPassword(body.token, body.password);
    return { message: 'Your password has been updated. Please sign in with your new password.' };
  }

  private describe(
    user: { id: string; email: string; fullName: string | null; isAdmin: boolean },
    accessTokenExpiresAt: Date,
  ): Omit<SessionDto, 'access_token'> {
    return {
      user: {
        id: user.id,
        email: user.email,
        full_name: user.fullName,
        first_name: firstNameOf(user.fullName, user.email),
        is_admin: user.isAdmin,
      },
      access_token_expires_at: accessTokenExpiresAt,
    };
  }
}
