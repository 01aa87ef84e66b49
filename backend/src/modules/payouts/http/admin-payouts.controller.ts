import { Body, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import { type AdminPayoutView, AdminPayoutList } from '../application/admin-payout-list.js';
import { AdminPayouts } from '../application/admin-payouts.js';
import { PayoutUpiChanges } from '../application/payout-upi-changes.js';
import { PAYOUT_MESSAGES as m } from '../domain/payout-errors.js';
import {
  AdminPayoutDto,
  AdminPayoutsQueryDto,
  PayoutReleasedDto,
  PayoutStatusChangeDto,
  PayoutStatusChangedDto,
} from './payout.dto.js';
import { PayoutUpiChangeDecidedDto } from './payout-upi-change.dto.js';

function toAdminPayoutDto(p: AdminPayoutView): AdminPayoutDto {
  return {
    id: p.id,
    ticket_transfer_id: p.transferId,
    transaction_id: p.orderId,
    user_id: p.userId,
    user: p.user && { id: p.user.id, full_name: p.user.fullName, email: p.user.email, phone: p.user.phone },
    sale: p.sale && {
      event_id: p.sale.eventId,
      event_title: p.sale.eventTitle,
      event_date: p.sale.eventDate,
      quantity: p.sale.quantity,
    },
    type: p.type,
    amount: p.amount,
    platform_fee: p.platformFee,
    gross: p.gross,
    tds: p.tds,
    status: p.status,
    payout_method: p.method,
    payout_details: p.details,
    attempt: p.attempt,
    utr: p.utr,
    note: p.note,
    failure_reason: p.failureReason,
    refund_state: p.refundState,
    on_hold: p.onHold,
    release_at: p.releaseAt,
    release_reason: p.releaseReason,
    release_exposure_limit: p.releaseExposureLimit,
    requested_upi_id: p.requestedUpiId,
    requested_upi_name: p.requestedUpiName,
    upi_change_requested_at: p.upiChangeRequestedAt,
    created_at: p.createdAt,
    processed_at: p.processedAt,
  };
}

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

/** Admin > Payouts: seller payouts and buyer refunds, and the per-row status change. */
@AdminController('payouts')
export class AdminPayoutsController {
  constructor(
    private readonly payouts: AdminPayouts,
    private readonly payoutList: AdminPayoutList,
    private readonly upiChanges: PayoutUpiChanges,
  ) {}

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
        this.payoutList.list({
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

  @ApiOperation({
    summary: 'Release a held payout now',
    description:
      'Pays at once a seller payout held until after the event. ' +
      'Who: staff. ' +
      'Effects: the payout is sent (RazorpayX, or marked for a manual transfer); recorded in the audit log.',
  })
  @Post(':id/release')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutReleasedDto, description: "'Payout released'" })
  @ApiNotFoundResponse({ description: "'Payout not found'" })
  @ApiConflictResponse({
    description: "'This payout is not on hold until after the event', or a dispute holds it, or it is not pending",
  })
  async release(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<PayoutReleasedDto> {
    const payout = await this.payouts.releaseEarly(admin.id, id);
    return { message: m.released, payout: toAdminPayoutDto(payout) };
  }

  /**
   * The seller's new UPI id becomes where the payout goes (kept in the audit log). A failed payout is
   * then sent again by the usual action; a payout being paid right now cannot change its payee.
   */
  @ApiOperation({
    summary: "Approve a seller's new UPI id for a payout",
    description:
      'The UPI id the seller asked for becomes where the payout goes; a payout being paid right now cannot change its payee. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Post(':id/upi-change/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutUpiChangeDecidedDto, description: `'${m.upiChangeApproved}'` })
  @ApiNotFoundResponse({ description: `'${m.notFound}'` })
  @ApiConflictResponse({
    description: `'${m.noUpiChangeRequested}', '${m.upiChangeNotDue}' or '${m.upiChangeInFlight}'`,
  })
  async approveUpiChange(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<PayoutUpiChangeDecidedDto> {
    const payout = await this.upiChanges.approve(admin.id, id);
    const [view] = await this.payoutList.describe([payout]);
    return { message: m.upiChangeApproved, payout: toAdminPayoutDto(view!) };
  }

  @ApiOperation({
    summary: "Reject a seller's new UPI id for a payout",
    description:
      "Drops the seller's request; the payout keeps its UPI id. " +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Post(':id/upi-change/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutUpiChangeDecidedDto, description: `'${m.upiChangeRejected}'` })
  @ApiNotFoundResponse({ description: `'${m.notFound}'` })
  @ApiConflictResponse({ description: `'${m.noUpiChangeRequested}'` })
  async rejectUpiChange(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<PayoutUpiChangeDecidedDto> {
    const payout = await this.upiChanges.reject(admin.id, id);
    const [view] = await this.payoutList.describe([payout]);
    return { message: m.upiChangeRejected, payout: toAdminPayoutDto(view!) };
  }

  @ApiOperation({
    summary: 'Record a payout as paid or failed',
    description:
      "Sets a payout's status: processed (with its UTR) or failed (with a reason), or back to pending. " +
      'Who: staff. ' +
      'Effects: the seller or buyer is emailed (paid, refunded, or could not be completed); the ledger records the payment; recorded in the audit log.',
  })
  @Patch(':id')
  @ApiOkResponse({ type: PayoutStatusChangedDto, description: "'Payout status updated'" })
  @ApiNotFoundResponse({ description: "'Payout not found'" })
  @ApiConflictResponse({ description: "e.g. 'This payout is on hold while a dispute is open'" })
  async change(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: PayoutStatusChangeDto,
  ): Promise<PayoutStatusChangedDto> {
    const payout = await this.payouts.change(admin.id, id, body);
    return { message: m.updated, payout: toAdminPayoutDto(payout) };
  }
}
