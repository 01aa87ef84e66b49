import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import {
  AdminRatingDto,
  AdminRatingsQueryDto,
  type StaffRating,
  StaffRatingList,
  toAdminRatingDto,
} from '../../sellers/index.js';

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

/** Admin > Ratings' list (ADR 71); hiding and restoring a comment are sellers' own AdminRatingsController. */
@AdminController('ratings')
export class AdminRatingsController {
  constructor(private readonly staff: StaffRatingList) {}

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
}
