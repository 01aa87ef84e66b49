import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import {
  AdminTransferDto,
  AdminTransfersQueryDto,
  type StaffTransferRow,
  TransferQueries,
  toAdminTransferDto,
  transferStatusLabel,
} from '../../transfers/index.js';

/** The export: the table's and the drawer's fields, one transfer a line. */
const transferColumns: CsvColumn<StaffTransferRow>[] = [
  { header: 'Transfer ID', value: (v) => v.id },
  { header: 'Transaction ID', value: (v) => v.orderId },
  { header: 'Event', value: (v) => v.event?.title },
  { header: 'Event date (IST)', value: (v) => v.event && csvDateIst(v.event.eventDate) },
  { header: 'Status', value: (v) => transferStatusLabel(v.status) },
  { header: 'Type', value: (v) => (v.type === 'physical' ? 'Physical' : 'Mobile') },
  { header: 'Tickets', value: (v) => v.quantity },
  { header: 'Buyer paid (₹)', value: (v) => csvRupees(v.amountPaid) },
  { header: 'Buyer', value: (v) => v.buyer?.fullName },
  { header: 'Buyer email', value: (v) => v.buyer?.email },
  { header: 'Seller', value: (v) => v.seller?.fullName },
  { header: 'Seller email', value: (v) => v.seller?.email },
  { header: 'Platform account', value: (v) => v.platformId },
  { header: 'Deliver to', value: (v) => v.deliveryAddress },
  { header: 'Courier', value: (v) => v.courierName },
  { header: 'Tracking number', value: (v) => v.trackingNumber },
  { header: 'Purchased (IST)', value: (v) => csvDateIst(v.transferredAt) },
  { header: 'Completed (IST)', value: (v) => v.confirmedAt && csvDateIst(v.confirmedAt) },
  { header: 'Failure reason', value: (v) => v.failureReason },
  { header: 'Dispute open', value: (v) => (v.disputeOpen ? 'Yes' : 'No') },
];

/** Admin > Transfers' tabs (ADR 71): Pending, Completed, Failed. Advancing and failing are transfers' own AdminTransfersController. */
@AdminController('transfers')
export class AdminTransfersController {
  constructor(private readonly queries: TransferQueries) {}

  @ApiOperation({
    summary: 'List transfers',
    description:
      'Transfers by tab (pending, completed, failed), searchable and sortable, a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(AdminTransferDto)
  list(@Query() query: AdminTransfersQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const tab = query.tab ?? 'pending';
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.queries.forStaff({
          tab,
          type: query.type,
          search: query.search || undefined,
          sort: 'transferred_at',
          // Pending is worked oldest first; the other tabs show the latest first.
          order: query.order ?? (tab === 'pending' ? 'asc' : 'desc'),
          ...window,
        }),
      toDto: toAdminTransferDto,
      csv: { filename: `ticketsetu-transfers-${tab}`, columns: transferColumns },
    });
  }
}
