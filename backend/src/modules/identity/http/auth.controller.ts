import type { Locale } from '@ticketsetu/contracts/locales';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { type AuthUser, CurrentUser, OptionalAuth, Public } from '../../../shared/http/auth.js';
import { PasswordResetService, RESET_SENT } from '../application/password-reset.service.js';
import { SessionService } from '../application/session.service.js';
import { SignupService } from '../application/signup.service.js';
import { sessionView } from './page-session.js';
import { OTP_RESEND_AFTER_MS } from '../domain/otp-challenge.entity.js';
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
    private readonly signup: SignupService,
    private readonly sessions: SessionService,
    private readonly passwordResets: PasswordResetService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secureCookies = config.NODE_ENV === 'production';
  }

  /** Sign-up step 1: checks the form and that the phone is unused, then texts a 6-digit OTP. */
  @Public()
  @ApiOperation({
    summary: 'Sign up, step 1: check the form and text an OTP',
    description:
      'Checks the sign-up form and that the phone number is not in use, then texts a 6-digit code to the phone. ' +
      'Send the code with the same form to POST /api/v1/auth/signup/verify. ' +
      'Who: anyone (rate limited). ' +
      'Effects: an SMS; nothing is created yet.',
  })
  @Post('signup/start')
  @ApiBadGatewayResponse({ description: 'The SMS provider did not take the code (code OTP_SEND_FAILED): try again' })
  @ApiTooManyRequestsResponse({
    description: 'More than 10 sign-up starts from one address in an hour, or too many codes texted to this phone',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: SignupStartedDto })
  @ApiConflictResponse({ description: "'Phone number is already in use. Please use a different phone number.'" })
  async startSignup(@Body() body: SignupDto): Promise<SignupStartedDto> {
    const started = await this.signup.startSignup(body);
    return { ...started, resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000 };
  }

  @Public()
  @ApiOperation({
    summary: 'Sign up: text the OTP again',
    description:
      'Texts a new code for a sign-up attempt, at most once every 30 seconds; the old code stops working. ' +
      "Who: anyone holding the attempt's challengeId (rate limited). " +
      'Effects: an SMS.',
  })
  @Post('signup/resend')
  @ApiBadGatewayResponse({ description: 'The SMS provider did not take the code (code OTP_SEND_FAILED): try again' })
  @ApiTooManyRequestsResponse({
    description: 'More than 10 resends from one address in an hour, or a resend too soon for this phone',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async resendOtp(@Body() body: OtpResendDto): Promise<MessageDto> {
    await this.signup.resendOtp(body.challengeId);
    return { message: 'A new OTP has been sent.' };
  }

  /** Sign-up step 2: verifies the OTP of this attempt and creates the account. */
  @Public()
  @ApiOperation({
    summary: 'Sign up, step 2: verify the OTP and create the account',
    description:
      'Checks the code texted for this attempt and creates the account with the verified phone. ' +
      'Then sign in with POST /api/v1/auth/login. ' +
      'Who: anyone (rate limited). ' +
      'Effects: a new account; wrong codes count towards locking the attempt.',
  })
  @Post('signup/verify')
  @ApiTooManyRequestsResponse({ description: 'More than 30 codes tried from one address in 15 minutes' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiConflictResponse({ description: "'User already exists'" })
  async completeSignup(@Body() body: SignupVerifyDto): Promise<MessageDto> {
    const { challengeId, otp, ...details } = body;
    await this.signup.completeSignup(details, challengeId, otp);
    return { message: 'Sign up successful!' };
  }

  /** Sets the session cookies; also returns the access token for API clients. */
  @Public()
  @ApiOperation({
    summary: 'Sign in with email and password',
    description:
      'Starts a session: sets the httpOnly session cookies for browsers and returns `access_token` for API clients (send it as `Authorization: Bearer`, 15 minutes). ' +
      'Refused with 403 for an account staff switched off or whose owner asked for its deletion. ' +
      'Who: anyone (rate limited). ' +
      'Effects: a new session, listed under GET /api/v1/me/sessions.',
  })
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
    const session = await this.sessions.login(body.email, body.password, req.get('user-agent') ?? null);
    setSessionCookies(res, session, this.secureCookies);
    return { ...this.describe(session.user, session.accessTokenExpiresAt), access_token: session.accessToken };
  }

  /** Rotates the refresh token (cookie) and issues a new access token. */
  @Public()
  @ApiOperation({
    summary: 'Get a new access token with the refresh cookie',
    description:
      'Exchanges the `ts_refresh` cookie for a new access token and a new refresh cookie; each refresh token works once (one presented twice ends its session). ' +
      'Who: the holder of a live refresh cookie. ' +
      'Effects: the refresh token is replaced.',
  })
  @Post('refresh')
  @ApiCookieAuth('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({
    description: "No refresh cookie, or it has ended or was used before ('Please sign in to continue')",
  })
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    try {
      const session = await this.sessions.refresh(cookie(req, REFRESH_COOKIE) ?? '');
      setSessionCookies(res, session, this.secureCookies);
      return { ...this.describe(session.user, session.accessTokenExpiresAt), access_token: session.accessToken };
    } catch (error) {
      clearSessionCookies(res, this.secureCookies);
      throw error;
    }
  }

  /** Ends the session of whichever credential comes; with none (or one already ended) it still answers 200. */
  @Public()
  @ApiOperation({
    summary: 'Sign out',
    description:
      'Ends the session of whichever credential comes (Bearer token, session or refresh cookie) and clears the cookies; answers 200 even with none. ' +
      'Who: anyone. ' +
      'Effects: the session ends on every device using it.',
  })
  @Post('logout')
  @ApiBearerAuth()
  @ApiCookieAuth()
  @ApiCookieAuth('refresh')
  @ApiSecurity({})
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageDto> {
    // A browser signs out with its cookies, an API client with its Bearer token alone.
    await this.sessions.logout(accessTokenOf(req), cookie(req, REFRESH_COOKIE));
    clearSessionCookies(res, this.secureCookies);
    return { message: 'Signed out' };
  }

  /**
   * Who is signed in: the user, or `{ user: null, access_token_expires_at: null }` when the request
   * carries no live session. 200 either way, so a visitor's browser logs no failed request on every page.
   */
  @Public()
  @OptionalAuth()
  @ApiOperation({
    summary: 'Who is signed in',
    description:
      'The signed-in person and when their access token expires, or nulls for a visitor (200 either way). ' +
      'Who: anyone. ' +
      'Effects: none.',
  })
  @Get('session')
  @ApiBearerAuth()
  @ApiCookieAuth()
  @ApiOkResponse({ type: SessionProbeDto })
  session(@CurrentUser() user: AuthUser | undefined): SessionProbeDto {
    return user ? this.describe(user, user.accessTokenExpiresAt) : { user: null, access_token_expires_at: null };
  }

  /** Always the same answer, whether or not the address has an account. */
  @Public()
  @ApiOperation({
    summary: 'Ask for a password reset link',
    description:
      'Emails a single-use link, valid for 30 minutes, to the account with this address; the answer is the same whether or not there is one, so nobody learns who has an account. ' +
      'Who: anyone (rate limited). ' +
      'Effects: an email, when the account exists.',
  })
  @Post('password/forgot')
  @ApiTooManyRequestsResponse({
    description: 'More than 10 requests from one address, or 3 for one account, in an hour',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageDto> {
    await this.passwordResets.forgotPassword(body.email);
    return { message: RESET_SENT };
  }

  @Public()
  @ApiOperation({
    summary: "Set a new password with a reset link's token",
    description:
      'Sets the new password with the token from the emailed link. ' +
      'Who: anyone holding the token. ' +
      'Effects: the token is used up and every session of the account ends.',
  })
  @Post('password/reset')
  @ApiTooManyRequestsResponse({ description: 'More than 20 resets from one address in an hour' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    await this.passwordResets.resetPassword(body.token, body.password);
    return { message: 'Your password has been updated. Please sign in with your new password.' };
  }

  private describe(
    user: { id: string; email: string; fullName: string | null; isAdmin: boolean; locale: Locale },
    accessTokenExpiresAt: Date,
  ): Omit<SessionDto, 'access_token'> {
    return sessionView(user, accessTokenExpiresAt);
  }
}
