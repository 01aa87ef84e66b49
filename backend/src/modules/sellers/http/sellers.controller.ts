import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../shared/http/auth.js';
import { ApiRevalidated, PublicReadCache } from '../../../shared/http/public-read-cache.js';
import { SellerProfiles } from '../application/seller-profiles.js';
import { RATING_MESSAGES as m } from '../domain/seller-errors.js';
import { RatingsPageQueryDto, SellerProfileDto, SellerRatingsPageDto } from './seller.dto.js';
import { toPublicRatingDto, toSellerProfileDto } from './seller-views.js';

export const RATINGS_PAGE_SIZE = 10;

/** The public side of sellers (ADR 65): the same for everyone, cached as the event pages are (ADR 6). */
@Public()
@ApiTags('sellers')
@Controller('v1')
export class SellersController {
  constructor(
    private readonly profiles: SellerProfiles,
    private readonly cache: PublicReadCache,
  ) {}

  @Get('sellers/:id')
  @ApiOperation({
    summary: "A seller's public profile",
    description:
      'Who: anyone. What a buyer sees before buying (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(a)): ' +
      'the name shown, city and state, member since, completed sales, the share completed without a refund in the ' +
      'last 12 months, the ratings that count and the badges earned. 404 for an unknown, deactivated or erased ' +
      'account, or one with no verified listing. Reads only; cached for CATALOG_CACHE_TTL_MS.',
  })
  @ApiRevalidated()
  @ApiOkResponse({ type: SellerProfileDto })
  @ApiNotFoundResponse({ description: `'${m.sellerNotFound}'` })
  profile(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.send(req, res, `seller:${id.toLowerCase()}`, async () =>
      toSellerProfileDto(await this.profiles.profile(id)),
    );
  }

  @Get('sellers/:id/ratings')
  @ApiOperation({
    summary: "A seller's ratings that count, newest first",
    description:
      'Who: anyone. Each with its stars, comment (null when staff hid it), the seller’s answer and the ' +
      'event; no buyer is named. Ratings of purchases refunded, or disputed and not resolved for the seller, do ' +
      `not count and are not listed. Paged: limit (default ${RATINGS_PAGE_SIZE}) and offset. Reads only; cached.`,
  })
  @ApiRevalidated()
  @ApiOkResponse({ type: SellerRatingsPageDto })
  @ApiNotFoundResponse({ description: `'${m.sellerNotFound}'` })
  ratings(
    @Param('id') id: string,
    @Query() query: RatingsPageQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const window = { limit: query.limit ?? RATINGS_PAGE_SIZE, offset: query.offset ?? 0 };
    return this.cache.send(req, res, `seller:${id.toLowerCase()}:ratings:${window.limit}:${window.offset}`, async () =>
      toRatingsPageDto(await this.profiles.ratings(id, window)),
    );
  }

  @Get('events/:id/sellers')
  @ApiOperation({
    summary: 'The public profiles of the sellers with tickets on sale for an event',
    description:
      "Who: anyone. One profile per seller (as GET /api/v1/sellers/{id}) for the event page's listing cards, " +
      'matched to them by `seller_id`; read in one statement whatever their number. An event with nothing on ' +
      'sale has none; an unknown or deactivated one is 404, as its page. Reads only; cached.',
  })
  @ApiRevalidated()
  @ApiOkResponse({ type: [SellerProfileDto] })
  @ApiNotFoundResponse({ description: "'Event not found'" })
  eventSellers(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.send(req, res, `sellers-of-event:${id.toLowerCase()}`, async () =>
      (await this.profiles.forEvent(id)).map(toSellerProfileDto),
    );
  }
}

export function toRatingsPageDto(page: Awaited<ReturnType<SellerProfiles['ratings']>>): SellerRatingsPageDto {
  return { ratings: page.rows.map(toPublicRatingDto), total: page.total };
}
