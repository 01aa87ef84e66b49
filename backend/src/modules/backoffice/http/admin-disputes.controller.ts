import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import {
  AdminDisputeDto,
  AdminDisputesQueryDto,
  DisputeQueries,
  type QueueItem,
  reasonLabels,
  statusLabels,
  toAdminDisputeDto,
} from '../../disputes/index.js';

/** The export: the queue's fields, deadlines and money, one dispute a line. */
const disputeColumns: CsvColumn<QueueItem>[] = [
  { header: 'Reference', value: (d) => d.reference },
  { header: 'Status', value: (d) => statusLabels[d.status] },
  { header: 'Reason', value: (d) => reasonLabels[d.reason] },
  { header: 'Event', value: (d) => d.sale.event?.title },
  { header: 'Buyer', value: (d) => d.buyer?.fullName },
  { header: 'Buyer email', value: (d) => d.buyer?.email },
  { header: 'Seller', value: (d) => d.seller?.fullName },
  { header: 'Seller email', value: (d) => d.seller?.email },
  { header: 'Buyer paid (₹)', value: (d) => csvRupees(d.sale.amountPaid) },
  { header: 'Opened (IST)', value: (d) => csvDateIst(d.openedAt) },
  { header: 'Acknowledge by (IST)', value: (d) => csvDateIst(d.acknowledgeBy) },
  { header: 'Acknowledged (IST)', value: (d) => d.acknowledgedAt && csvDateIst(d.acknowledgedAt) },
  { header: 'Resolve by (IST)', value: (d) => csvDateIst(d.resolveBy) },
  { header: 'Closed (IST)', value: (d) => d.closedAt && csvDateIst(d.closedAt) },
  { header: 'Overdue', value: (d) => (d.acknowledgementOverdue || d.resolutionOverdue ? 'Yes' : 'No') },
  { header: 'Refund (₹)', value: (d) => csvRupees(d.refundAmount) },
  { header: 'Resolution', value: (d) => d.resolutionNote },
  { header: 'Description', value: (d) => d.description },
  { header: 'Dispute ID', value: (d) => d.id },
  { header: 'Transfer ID', value: (d) => d.transferId },
  { header: 'Transaction ID', value: (d) => d.orderId },
];

/**
 * Admin > Disputes' queue (ADR 71): open disputes by nearest deadline, overdue flagged. One dispute and
 * the desk's steps are disputes' own AdminDisputesController.
 */
@AdminController('disputes')
export class AdminDisputesController {
  constructor(private readonly queries: DisputeQueries) {}

  @ApiOperation({
    summary: 'The disputes queue',
    description:
      'Open disputes by nearest deadline (overdue flagged), closed ones latest first; searchable, a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(AdminDisputeDto)
  queue(@Query() query: AdminDisputesQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const state = query.state ?? 'open';
    const sort = query.sort ?? (state === 'closed' ? 'closed_at' : 'deadline');
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.queries.queue({
          state,
          status: query.status,
          reason: query.reason,
          search: query.search || undefined,
          sort,
          order: query.order ?? (sort === 'deadline' ? 'asc' : 'desc'),
          ...window,
        }),
      toDto: toAdminDisputeDto,
      csv: { filename: `ticketsetu-disputes-${state}`, columns: disputeColumns },
    });
  }
}
