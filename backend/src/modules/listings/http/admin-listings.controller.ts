import { Body, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import { ReviewQueue } from '../application/review-queue.js';
import { ReviewService } from '../application/review.service.js';
import type { ReviewListingView } from '../application/views.js';
import { ReviewDecisionDto, ReviewListingDto, ReviewQueryDto } from './listing.dto.js';
import { toReviewListingDto } from './listing-views.js';

const statusWords: Record<string, string> = {
  pending_approval: 'Pending Approval',
  available: 'Available',
  sold: 'Sold',
  cancelled: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The export: what the review table and its drawer show, one listing a line. */
const reviewColumns: CsvColumn<ReviewListingView>[] = [
  { header: 'Listing ID', value: (l) => l.id },
  { header: 'Event', value: (l) => l.event?.title },
  { header: 'Event date (IST)', value: (l) => l.event && csvDateIst(l.event.eventDate) },
  { header: 'Seller', value: (l) => l.seller.fullName },
  { header: 'Seller email', value: (l) => l.seller.email },
  { header: 'Seller phone', value: (l) => l.seller.phone },
  { header: 'Price (₹)', value: (l) => csvRupees(l.price) },
  { header: 'Quantity', value: (l) => l.quantity },
  { header: 'Sold', value: (l) => l.soldQuantity },
  { header: 'Type', value: (l) => (l.ticketType === 'physical' ? 'Physical' : `Mobile (${l.mobileTicketType})`) },
  { header: 'Status', value: (l) => statusWords[l.status] ?? l.status },
  { header: 'UPI ID', value: (l) => l.upiId },
  { header: 'Remarks', value: (l) => l.remarks },
  { header: 'Possible duplicate of', value: (l) => l.possibleDuplicateOf.join(' ') },
  {
    header: 'Proof flags',
    value: (l) => l.proofFlags.map((f) => `${f.kind}${f.otherListing ? ` ${f.otherListing.id}` : ''}`).join('; '),
  },
  { header: 'Listed (IST)', value: (l) => csvDateIst(l.listedAt) },
  { header: 'Decided (IST)', value: (l) => l.decidedAt && csvDateIst(l.decidedAt) },
];

/** Staff review of listings (Admin > Tickets). */
@AdminController('listings')
export class AdminListingsController {
  constructor(
    private readonly review: ReviewService,
    private readonly queue: ReviewQueue,
  ) {}

  @ApiOperation({
    summary: 'List listings for review',
    description:
      'Listings by review tab (pending, verified, rejected), searchable and sortable, with duplicate-proof flags; a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(ReviewListingDto)
  list(@Query() query: ReviewQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const tab = query.tab ?? 'pending';
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.queue.list({
          tab,
          type: query.type,
          flag: query.flag,
          search: query.search || undefined,
          sort: query.sort ?? 'listed_at',
          // Pending Review is a queue (oldest first); the other tabs show the latest first.
          order: query.order ?? (tab === 'pending' || (query.sort && query.sort !== 'listed_at') ? 'asc' : 'desc'),
          ...window,
        }),
      toDto: toReviewListingDto,
      csv: { filename: `ticketsetu-tickets-${tab}`, columns: reviewColumns },
    });
  }

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
