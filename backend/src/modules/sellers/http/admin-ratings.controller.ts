import { Body, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import { StaffRatings } from '../application/staff-ratings.js';
import type { StaffRating } from '../application/views.js';
import { RATING_MESSAGES as m } from '../domain/seller-errors.js';
import { AdminRatingDto, AdminRatingsQueryDto, HideCommentDto, SellerMessageDto } from './seller.dto.js';
import { toAdminRatingDto } from './seller-views.js';

const ratingColumns: CsvColumn<StaffRating>[] = [
  { header: 'Rated (IST)', value: (r) => csvDateIst(r.createdAt) },
  { header: 'Stars', value: (r) => String(r.stars) },
  { header: 'Comment', value: (r) => r.comment },
  { header: 'Comment hidden (IST)', value: (r) => r.commentHiddenAt && csvDateIst(r.commentHiddenAt) },
  { header: 'Reason hidden', value: (r) => r.commentHiddenReason },
  { header: 'Answer', value: (r) => r.reply },
  { header: 'Event', value: (r) => r.event?.title },
  { header: 'Buyer', value: (r) => r.buyer?.fullName },
  { header: 'Buyer email', value: (r) => r.buyer?.email },
  { header: 'Seller', value: (r) => r.seller?.fullName },
  { header: 'Seller email', value: (r) => r.seller?.email },
  { header: 'Rating ID', value: (r) => r.id },
  { header: 'Transfer ID', value: (r) => r.purchaseId },
  { header: 'Transaction ID', value: (r) => r.orderId },
];

/** Admin > Ratings: every rating, and hiding a comment with a reason (audited). Staff never change the stars. */
@AdminController('ratings')
export class AdminRatingsController {
  constructor(private readonly staff: StaffRatings) {}

  @Get()
  @ApiOperation({
    summary: 'Admin > Ratings: every rating',
    description:
      'Who: staff. Newest first by default; with_comment or hidden narrows it; search covers the rating id, the ' +
      "comment and answer, the event's title and the buyer's or seller's name, email or phone. ADR 27's list " +
      'convention (X-Total-Count, CSV). Reads only.',
  })
  @ApiAdminList(AdminRatingDto)
  list(@Query() query: AdminRatingsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.staff.list({
          show: query.show,
          search: query.search || undefined,
          sort: query.sort ?? 'created_at',
          order: query.order ?? 'desc',
          ...window,
        }),
      toDto: toAdminRatingDto,
      csv: { filename: 'ticketsetu-ratings', columns: ratingColumns },
    });
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOperation({
    summary: "Hide a rating's comment",
    description:
      'Who: staff. The comment no longer shows on the seller’s profile or to the seller; the stars still count and ' +
      'nobody can change them here. Needs the reason, which goes to the audit log (rating.comment_hidden).',
  })
  @ApiOkResponse({ type: SellerMessageDto, description: `'${m.hidden}'` })
  @ApiNotFoundResponse({ description: `'${m.ratingNotFound}'` })
  @ApiConflictResponse({ description: `'${m.noComment}' or '${m.alreadyHidden}'` })
  async hide(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: HideCommentDto,
  ): Promise<SellerMessageDto> {
    await this.staff.hideComment(staff.id, id, body.reason);
    return { message: m.hidden };
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Show a hidden comment again',
    description: 'Who: staff. Undoes a hide made in error. In the audit log (rating.comment_restored).',
  })
  @ApiOkResponse({ type: SellerMessageDto, description: `'${m.restored}'` })
  @ApiNotFoundResponse({ description: `'${m.ratingNotFound}'` })
  @ApiConflictResponse({ description: `'${m.notHidden}'` })
  async restore(@CurrentUser() staff: AuthUser, @Param('id') id: string): Promise<SellerMessageDto> {
    await this.staff.restoreComment(staff.id, id);
    return { message: m.restored };
  }
}
