import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { StaffRatings } from '../application/staff-ratings.js';
import { RATING_MESSAGES as m } from '../domain/seller-errors.js';
import { HideCommentDto, SellerMessageDto } from './seller.dto.js';

/** Admin > Ratings: hiding a comment with a reason (audited); the list is the back office's. Staff never change the stars. */
@AdminController('ratings')
export class AdminRatingsController {
  constructor(private readonly staff: StaffRatings) {}

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
