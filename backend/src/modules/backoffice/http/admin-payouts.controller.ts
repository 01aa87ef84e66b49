import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import {
  AdminPayoutDto,
  AdminPayoutList,
  AdminPayoutsQueryDto,
  type AdminPayoutView,
  toAdminPayoutDto,
} from '../../payouts/index.js';

const typeWords = { seller_payout: 'Seller Payout', buyer_refund: 'Buyer Refund' } as const;
const holdWords = { first_sales: "The seller's first sales", high_exposure: 'High unpaid total' } as const;
const statusWords = { pending: 'Pending', processed: 'Processed', failed: 'Failed', cancelled: 'Cancelled' } as const;

/** The export: every field of the drawer, money in rupees, one payout a line. */
const payoutColumns: CsvColumn<AdminPayoutView>[] = [
  { header: 'Payout ID', value: (p) => p.id },
  { header: 'Type', value: (p) => typeWords[p.type] },
  { header: 'Status', value: (p) => statusWords[p.status] },
  { header: 'On hold (dispute)', value: (p) => (p.onHold ? 'Yes' : 'No') },
  { header: 'Held until (IST)', value: (p) => p.releaseAt && csvDateIst(p.releaseAt) },
  { header: 'Held because', value: (p) => p.releaseReason && holdWords[p.releaseReason] },
  { header: 'Event', value: (p) => p.sale?.eventTitle },
  { header: 'Event date (IST)', value: (p) => p.sale?.eventDate && csvDateIst(p.sale.eventDate) },
  { header: 'Tickets', value: (p) => p.sale?.quantity },
  { header: 'Paid to', value: (p) => p.user?.fullName },
  { header: 'Email', value: (p) => p.user?.email },
  { header: 'Phone', value: (p) => p.user?.phone },
  { header: 'Amount (₹)', value: (p) => csvRupees(p.amount) },
  { header: 'Platform fee (₹)', value: (p) => csvRupees(p.platformFee) },
  { header: 'Method', value: (p) => (p.method === 'upi' ? 'UPI' : 'PhonePe refund') },
  { header: 'UPI ID / payment ID', value: (p) => p.details },
  { header: 'Requested UPI ID', value: (p) => p.requestedUpiId },
  { header: 'UTR', value: (p) => p.utr },
  { header: 'PhonePe says', value: (p) => p.refundState },
  { header: 'Note', value: (p) => p.note },
  { header: 'Failure reason', value: (p) => p.failureReason },
  { header: 'Created (IST)', value: (p) => csvDateIst(p.createdAt) },
  { header: 'Processed (IST)', value: (p) => p.processedAt && csvDateIst(p.processedAt) },
  { header: 'Transfer ID', value: (p) => p.transferId },
  { header: 'Transaction ID', value: (p) => p.orderId },
];

/**
 * Admin > Payouts' list: seller payouts and buyer refunds (ADR 71). Its actions are payouts' own
 * AdminPayoutsController; the two share the class name, which is their operations' ids' first half.
 */
@AdminController('payouts')
export class AdminPayoutsController {
  constructor(private readonly payouts: AdminPayoutList) {}

  @ApiOperation({
    summary: 'List payouts and refunds',
    description:
      'Seller payouts and buyer refunds, searchable, filterable and sortable, a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(AdminPayoutDto)
  list(@Query() query: AdminPayoutsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.payouts.list({
          status: query.status,
          type: query.type,
          search: query.search || undefined,
          sort: query.sort ?? 'created_at',
          order: query.order ?? (query.sort === 'amount' ? 'asc' : 'desc'),
          ...window,
        }),
      toDto: toAdminPayoutDto,
      csv: { filename: `ticketsetu-payouts${query.status ? `-${query.status}` : ''}`, columns: payoutColumns },
    });
  }
}
