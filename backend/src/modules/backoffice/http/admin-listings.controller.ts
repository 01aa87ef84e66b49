import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import {
  ReviewList,
  ReviewListingDto,
  type ReviewListingView,
  ReviewQueryDto,
  toReviewListingDto,
} from '../../listings/index.js';

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

/** Admin > Tickets' queues (ADR 71); verify, reject and remarks are listings' own AdminListingsController. */
@AdminController('listings')
export class AdminListingsController {
  constructor(private readonly review: ReviewList) {}

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
        this.review.list({
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
}
