import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { CatalogService } from '../../catalog/application/catalog.service.js';
import { IdentityService } from '../../identity/application/identity.service.js';
import { ListingsService } from '../application/listings.service.js';
import type { Listing } from '../domain/listing.entity.js';
import { ReviewDecisionDto, ReviewListingDto, ReviewQueryDto } from './listing.dto.js';
import { toOwnListingDto } from './listing-views.js';

/** Staff review of listings (Admin > Tickets). Admin-only like every /api/v1/admin route. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/admin/listings')
export class AdminListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ReviewListingDto] })
  async list(@Query() query: ReviewQueryDto): Promise<ReviewListingDto[]> {
    return this.describe(await this.listings.forReview(query.tab ?? 'pending'));
  }

  @Post(':id/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewListingDto })
  async verify(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: ReviewDecisionDto) {
    return (await this.describe([await this.listings.verify(id, admin.id, body.remarks?.trim() || null)]))[0]!;
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewListingDto })
  async reject(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: ReviewDecisionDto) {
    return (await this.describe([await this.listings.reject(id, admin.id, body.remarks?.trim() || null)]))[0]!;
  }

  @Put(':id/remarks')
  @ApiOkResponse({ type: ReviewListingDto })
  async remarks(@Param('id') id: string, @Body() body: ReviewDecisionDto) {
    return (await this.describe([await this.listings.updateRemarks(id, body.remarks?.trim() || null)]))[0]!;
  }

  private async describe(listings: Listing[]): Promise<ReviewListingDto[]> {
    const ids = listings.map((l) => l.id);
    const [events, files, sellers, duplicates] = await Promise.all([
      this.catalog.eventsByIds(listings.map((l) => l.eventId)),
      this.listings.filesOf(ids),
      this.identity.summaries(listings.map((l) => l.sellerId)),
      this.listings.possibleDuplicates(ids),
    ]);
    return listings.map((l) => {
      const seller = sellers.get(l.sellerId);
      return {
        ...toOwnListingDto(l, events, files),
        seller: {
          id: l.sellerId,
          full_name: seller?.fullName ?? null,
          email: seller?.email ?? '',
          phone: seller?.phone ?? null,
        },
        decided_by: l.decidedBy,
        possible_duplicate_of: duplicates.get(l.id) ?? [],
      };
    });
  }
}
