import { Body, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { ReviewService } from '../application/review.service.js';
import { ReviewDecisionDto, ReviewListingDto } from './listing.dto.js';
import { toReviewListingDto } from './listing-views.js';

/** Staff review of listings (Admin > Tickets): the decisions; the queues are the back office's. */
@AdminController('listings')
export class AdminListingsController {
  constructor(private readonly review: ReviewService) {}

  @ApiOperation({
    summary: 'Verify a listing: put it on sale',
    description:
      'Marks the listing verified, with optional remarks, and puts it on sale. ' +
      'Who: staff. ' +
      'Effects: the seller is emailed that the tickets are live; recorded in the audit log.',
  })
  @Post(':id/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewListingDto })
  async verify(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: ReviewDecisionDto) {
    return toReviewListingDto(await this.review.verify(id, admin.id, body.remarks?.trim() || null));
  }

  @ApiOperation({
    summary: 'Reject a listing',
    description:
      'Marks the listing rejected, with remarks the seller reads. ' +
      'Who: staff. ' +
      'Effects: the seller is emailed; recorded in the audit log.',
  })
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewListingDto })
  async reject(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: ReviewDecisionDto) {
    return toReviewListingDto(await this.review.reject(id, admin.id, body.remarks?.trim() || null));
  }

  @ApiOperation({
    summary: "Change a listing's review remarks",
    description:
      'Replaces the remarks on a listing without changing its status. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Put(':id/remarks')
  @ApiOkResponse({ type: ReviewListingDto })
  async remarks(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: ReviewDecisionDto) {
    return toReviewListingDto(await this.review.updateRemarks(id, admin.id, body.remarks?.trim() || null));
  }
}
