import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { IdentityService } from '../../identity/index.js';
import { Ratings } from '../application/ratings.js';
import { SellerProfiles } from '../application/seller-profiles.js';
import { SellerSettings } from '../application/seller-settings.js';
import { sellerDisplayName } from '../domain/display-name.js';
import { RATING_MESSAGES as m } from '../domain/seller-errors.js';
import {
  AnswerRatingDto,
  GivenRatingDto,
  RatingBodyDto,
  RatingSavedDto,
  RatingsPageQueryDto,
  ReceivedRatingsPageDto,
  SellerMessageDto,
  SellerSettingsChangeDto,
  SellerSettingsDto,
} from './seller.dto.js';
import { toGivenRatingDto, toReceivedRatingDto } from './seller-views.js';
import { RATINGS_PAGE_SIZE } from './sellers.controller.js';

/** The signed-in side: a buyer's ratings of the sellers they bought from, a seller's ratings and profile choice. */
@ApiTags('sellers')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/me')
export class RatingsController {
  constructor(
    private readonly ratings: Ratings,
    private readonly settings: SellerSettings,
    private readonly profiles: SellerProfiles,
    private readonly identity: IdentityService,
  ) {}

  @Get('ratings')
  @ApiOperation({
    summary: 'The ratings the caller gave, newest first',
    description:
      'Who: the signed-in buyer. Their own ratings (Your Purchases), each with until when it may be changed. Reads only.',
  })
  @ApiOkResponse({ type: [GivenRatingDto] })
  async given(@CurrentUser() me: AuthUser): Promise<GivenRatingDto[]> {
    return (await this.ratings.given(me.id)).map(toGivenRatingDto);
  }

  @Post('purchases/:id/rating')
  @ApiOperation({
    summary: 'Rate the seller of one of your purchases',
    description:
      'Who: only the buyer of the purchase (a transfer id from /me/purchases), once it is complete (confirmed or ' +
      'delivered), and once: two at once make one rating. 1-5 stars and an optional comment of at most 500 ' +
      'characters. Refused (403) when the buyer’s account shares a phone number or UPI id with the seller’s, now ' +
      'or before. Stores the rating; it counts on the seller’s profile unless the purchase is refunded or disputed.',
  })
  @ApiCreatedResponse({ type: RatingSavedDto, description: `'${m.rated}'` })
  @ApiNotFoundResponse({ description: `'${m.purchaseNotFound}' (also someone else's purchase)` })
  @ApiForbiddenResponse({ description: `'${m.selfRating}'` })
  @ApiConflictResponse({ description: `'${m.alreadyRated}' or '${m.notComplete}'` })
  async rate(
    @CurrentUser() me: AuthUser,
    @Param('id') id: string,
    @Body() body: RatingBodyDto,
  ): Promise<RatingSavedDto> {
    const rating = await this.ratings.rate(me, id, body);
    return { message: m.rated, rating: toGivenRatingDto(rating) };
  }

  @Patch('purchases/:id/rating')
  @ApiOperation({
    summary: 'Change your rating of a purchase',
    description:
      'Who: only its buyer, for 14 days after rating. Changes the stars and/or the comment (left out: unchanged; blank or ' +
      'null: no comment). A comment staff hid stays hidden.',
  })
  @ApiOkResponse({ type: RatingSavedDto, description: `'${m.changed}'` })
  @ApiNotFoundResponse({ description: `'${m.purchaseNotFound}' or '${m.ratingNotFound}'` })
  @ApiConflictResponse({ description: `'${m.editClosed}'` })
  async change(
    @CurrentUser() me: AuthUser,
    @Param('id') id: string,
    @Body() body: RatingBodyDto,
  ): Promise<RatingSavedDto> {
    const rating = await this.ratings.change(me, id, body);
    return { message: m.changed, rating: toGivenRatingDto(rating) };
  }

  @Get('seller-ratings')
  @ApiOperation({
    summary: 'The ratings the caller received as a seller, newest first',
    description:
      'Who: the signed-in seller. Their own ratings, those that do not count too (each says whether it does), without the ' +
      `buyer's name; comments staff hid are not shown. Paged: limit (default ${RATINGS_PAGE_SIZE}) and offset. Reads only.`,
  })
  @ApiOkResponse({ type: ReceivedRatingsPageDto })
  async received(@CurrentUser() me: AuthUser, @Query() query: RatingsPageQueryDto): Promise<ReceivedRatingsPageDto> {
    const page = await this.ratings.received(me.id, {
      limit: query.limit ?? RATINGS_PAGE_SIZE,
      offset: query.offset ?? 0,
    });
    return { ratings: page.rows.map(toReceivedRatingDto), total: page.total };
  }

  @Post('seller-ratings/:id/reply')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Answer a rating you received',
    description:
      'Who: only the seller rated, once, at most 500 characters. The answer shows under the rating on the seller’s profile.',
  })
  @ApiOkResponse({ type: SellerMessageDto, description: `'${m.answered}'` })
  @ApiNotFoundResponse({ description: `'${m.ratingNotFound}' (also a rating of someone else)` })
  @ApiConflictResponse({ description: `'${m.alreadyAnswered}'` })
  async answer(
    @CurrentUser() me: AuthUser,
    @Param('id') id: string,
    @Body() body: AnswerRatingDto,
  ): Promise<SellerMessageDto> {
    await this.ratings.answer(me, id, body.reply);
    return { message: m.answered };
  }

  @Get('seller-profile')
  @ApiOperation({
    summary: 'Your seller profile choice',
    description:
      'Who: a signed-in person, for themselves. Whether the full name is shown, the name shown, and the public page once there is one. Reads only.',
  })
  @ApiOkResponse({ type: SellerSettingsDto })
  async settingsOf(@CurrentUser() me: AuthUser): Promise<SellerSettingsDto> {
    return this.describe(me, await this.settings.of(me.id));
  }

  @Put('seller-profile')
  @ApiOperation({
    summary: 'Choose whether your seller profile shows your full name',
    description:
      'Who: a signed-in person, for themselves. By default a seller profile shows the first name and the initial of the surname; ' +
      'showFullName: true shows the full name instead. Public pages show it within CATALOG_CACHE_TTL_MS.',
  })
  @ApiOkResponse({ type: SellerSettingsDto, description: `'${m.settingsSaved}'` })
  async save(@CurrentUser() me: AuthUser, @Body() body: SellerSettingsChangeDto): Promise<SellerSettingsDto> {
    return this.describe(me, await this.settings.save(me.id, body.showFullName));
  }

  private async describe(me: AuthUser, settings: { showFullName: boolean }): Promise<SellerSettingsDto> {
    const [person, profiles] = await Promise.all([this.identity.summaries([me.id]), this.profiles.profiles([me.id])]);
    return {
      show_full_name: settings.showFullName,
      display_name: sellerDisplayName(person.get(me.id)?.fullName ?? null, settings.showFullName),
      profile_path: profiles.length ? `/seller/${me.id}` : null,
    };
  }
}
