import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UpiIdConfirmations } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { IdentityError } from '../domain/identity-errors.js';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { ProfileService } from '../application/profile.service.js';
import type { UserAddress } from '../domain/address.entity.js';
import { formatAddress } from '../domain/rules.js';
import { Session } from '../domain/session.entity.js';
import type { User } from '../domain/user.entity.js';
import { MessageDto } from './auth.dto.js';
import { AddressDto, LocaleDto, NewAddressDto, ProfileDto, SessionInfoDto, UpdateProfileDto } from './me.dto.js';
import { clearSessionCookies } from './session-cookies.js';

export function toProfileDto(u: User, upiNamesChecked: boolean): ProfileDto {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    full_name: u.fullName,
    phone: u.phone,
    date_of_birth: u.dateOfBirth,
    upi_id: u.upiId,
    upi_name: u.upiName,
    upi_names_checked: upiNamesChecked,
    pan: u.pan,
    pan_name: u.panName,
    is_admin: u.isAdmin,
    locale: u.locale,
    created_at: u.createdAt,
    deletion_requested_at: u.deletionRequestedAt,
  };
}

function toAddressDto(a: UserAddress): AddressDto {
  return {
    id: a.id,
    address_line1: a.addressLine1,
    address_line2: a.addressLine2,
    area: a.area,
    city: a.city,
    state: a.state,
    pincode: a.pincode,
    is_default: a.isDefault,
    text: formatAddress(a),
  };
}

/** The signed-in person's own account. Nothing here takes a user id: it is always the caller's. */
@ApiTags('me')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/me')
export class MeController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly upiIdConfirmations: UpiIdConfirmations,
  ) {}

  private profileDto(user: User): ProfileDto {
    return toProfileDto(user, this.upiIdConfirmations.required);
  }

  @ApiOperation({
    summary: 'Your profile',
    description:
      'Your name, email, phone, UPI id, PAN and account status. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get()
  @ApiOkResponse({ type: ProfileDto })
  async profile(@CurrentUser() me: AuthUser): Promise<ProfileDto> {
    return this.profileDto(await this.profiles.profile(me.id));
  }

  @ApiOperation({
    summary: 'Change your profile',
    description:
      "Changes any of your name, phone, UPI id (with a UPI check's confirmation where names are checked) and PAN; fields left out stay as they are. " +
      'Who: a signed-in person (their own). ' +
      'Effects: none beyond the profile (a payout already due keeps its UPI id: ask for a change on the payout).',
  })
  @Patch()
  @ApiOkResponse({ type: ProfileDto })
  @ApiConflictResponse({ description: "'Phone number is already in use. Please use a different phone number.'" })
  async update(@CurrentUser() me: AuthUser, @Body() body: UpdateProfileDto): Promise<ProfileDto> {
    return this.profileDto(await this.profiles.updateProfile(me.id, body));
  }

  @ApiOperation({
    summary: 'Change your language',
    description:
      'The language your account reads TicketSetu in (English or Hindi): your emails and texts go out in it, and the site follows it when you sign in. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none beyond the profile.',
  })
  @Put('locale')
  @ApiOkResponse({ type: ProfileDto })
  async changeLocale(@CurrentUser() me: AuthUser, @Body() body: LocaleDto): Promise<ProfileDto> {
    return this.profileDto(await this.profiles.changeLocale(me.id, body.locale));
  }

  @ApiOperation({
    summary: 'Ask for your account to be deleted',
    description:
      'Records the request and signs you out everywhere; your personal data is erased within 7 days once no sale, payout or dispute of yours is pending (financial records keep an anonymous id). ' +
      'Who: a signed-in person (their own). ' +
      'Effects: every session ends; sign-in is refused from now on.',
  })
  @Delete()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async requestDeletion(@CurrentUser() me: AuthUser, @Res({ passthrough: true }) res: Response): Promise<MessageDto> {
    await this.profiles.requestDeletion(me.id);
    clearSessionCookies(res, this.config.NODE_ENV === 'production');
    return {
      message:
        'Your account deletion request is recorded. Your data will be erased within 7 days once nothing is pending.',
    };
  }

  @ApiOperation({
    summary: 'Your saved addresses',
    description:
      'Your delivery and pickup addresses, the default first. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('addresses')
  @ApiOkResponse({ type: [AddressDto] })
  async addresses(@CurrentUser() me: AuthUser): Promise<AddressDto[]> {
    return (await this.profiles.addresses(me.id)).map(toAddressDto);
  }

  @ApiOperation({
    summary: 'Save an address',
    description:
      'Saves a delivery or pickup address (an Indian state and a 6-digit PIN code). ' +
      'Who: a signed-in person. ' +
      'Effects: none beyond the address.',
  })
  @Post('addresses')
  @ApiCreatedResponse({ type: AddressDto })
  async addAddress(@CurrentUser() me: AuthUser, @Body() body: NewAddressDto): Promise<AddressDto> {
    return toAddressDto(await this.profiles.addAddress(me.id, body));
  }

  @ApiOperation({
    summary: 'Delete a saved address',
    description:
      'Deletes one of your addresses. ' +
      "Who: a signed-in person (their own address; anyone else's is not found). " +
      'Effects: none beyond the address.',
  })
  @Delete('addresses/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async deleteAddress(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<MessageDto> {
    await this.profiles.deleteAddress(me.id, id);
    return { message: 'Address deleted successfully!' };
  }

  @ApiOperation({
    summary: 'Make an address your default',
    description:
      'Makes one of your addresses the default. ' +
      'Who: a signed-in person (their own address). ' +
      'Effects: none beyond the addresses.',
  })
  @Put('addresses/:id/default')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async setDefault(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<MessageDto> {
    await this.profiles.setDefaultAddress(me.id, id);
    return { message: 'Default address updated successfully!' };
  }

  @ApiOperation({
    summary: 'Your signed-in devices',
    description:
      'Your live sessions, most recently used first, the current one marked. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('sessions')
  @ApiOkResponse({ type: [SessionInfoDto] })
  async sessions(@CurrentUser() me: AuthUser): Promise<SessionInfoDto[]> {
    const sessions = await this.em.find(
      Session,
      { userId: me.id, revokedAt: null, expiresAt: { $gt: this.clock.now() } },
      { orderBy: { lastUsedAt: 'desc' } },
    );
    return sessions.map((s) => ({
      id: s.id,
      user_agent: s.userAgent,
      created_at: s.createdAt,
      last_used_at: s.lastUsedAt,
      current: s.id === me.sessionId,
    }));
  }

  @ApiOperation({
    summary: 'Sign out another device',
    description:
      'Ends one of your sessions. ' +
      "Who: a signed-in person (their own session; anyone else's is not found). " +
      'Effects: that device is signed out at once.',
  })
  @Delete('sessions/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async revokeSession(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<MessageDto> {
    const session = isUuid(id) ? await this.em.findOne(Session, { id, userId: me.id }) : null;
    // Another person's session answers exactly like a missing one (ADR 8).
    if (!session) throw new IdentityError('SESSION_NOT_FOUND', 'Session not found');
    session.revoke('signed out from another device', this.clock.now());
    await this.em.flush();
    return { message: 'Signed out' };
  }
}
