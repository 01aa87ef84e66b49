import { ApiProperty } from '@nestjs/swagger';
import type { ComplaintCounts, DashboardCounts } from '../application/admin-dashboard.js';

/** The admin dashboard's cards: live counts. */
export class PendingPayoutsDto {
  @ApiProperty({ type: 'integer', example: 7 }) total!: number;
  @ApiProperty({ type: 'integer', example: 5 }) seller_payouts!: number;
  @ApiProperty({ type: 'integer', example: 2 }) buyer_refunds!: number;
}

export class TransactionCountsDto {
  @ApiProperty({ type: 'integer', example: 3 }) pending!: number;
  @ApiProperty({ type: 'integer', example: 128 }) completed!: number;
  @ApiProperty({ type: 'integer', example: 9 }) failed!: number;
  @ApiProperty({ type: 'integer', example: 2 }) refunded!: number;
}

export class ComplaintCountsDto {
  @ApiProperty({ type: 'integer', example: 3, description: 'Not settled yet' }) open!: number;
  @ApiProperty({ type: 'integer', example: 1, description: 'Open, not acknowledged, past the 48 hours' })
  overdue_to_acknowledge!: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'Open past the settlement deadline (one month)' })
  overdue_to_settle!: number;
}

export class DashboardComplaintsDto {
  @ApiProperty({ type: ComplaintCountsDto, description: 'Disputes and contact messages together' })
  total!: ComplaintCountsDto;
  @ApiProperty({ type: ComplaintCountsDto }) disputes!: ComplaintCountsDto;
  @ApiProperty({ type: ComplaintCountsDto }) contact_messages!: ComplaintCountsDto;
}

export class AdminDashboardDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-18T10:00:00.000Z' }) generated_at!: Date;
  @ApiProperty({ type: 'integer', example: 6, description: 'Listings waiting for review (pending_approval)' })
  pending_listings!: number;
  @ApiProperty({
    type: 'integer',
    example: 11,
    description: 'Transfers under way: neither completed nor ended (failed or refunded)',
  })
  pending_transfers!: number;
  @ApiProperty({ type: PendingPayoutsDto, description: 'Payouts with status pending' })
  pending_payouts!: PendingPayoutsDto;
  @ApiProperty({ type: 'integer', example: 2 }) open_disputes!: number;
  @ApiProperty({
    type: 'integer',
    example: 1,
    description: 'Open disputes past a deadline (acknowledgement or resolution)',
  })
  overdue_disputes!: number;
  @ApiProperty({ type: 'integer', example: 1, description: 'Open disputes nobody has acknowledged yet' })
  disputes_awaiting_acknowledgement!: number;
  @ApiProperty({
    type: DashboardComplaintsDto,
    description: "Complaints on the rules' clock (ADR 67): 48 hours to acknowledge, one month to settle",
  })
  complaints!: DashboardComplaintsDto;
  @ApiProperty({ type: 'integer', example: 1842, description: 'Accounts (not erased)' }) users!: number;
  @ApiProperty({ type: 'integer', example: 37, description: 'Active events not started yet' }) upcoming_events!: number;
  @ApiProperty({ type: TransactionCountsDto }) transactions!: TransactionCountsDto;
}

function complaintCounts(c: ComplaintCounts): ComplaintCountsDto {
  return { open: c.open, overdue_to_acknowledge: c.overdueToAcknowledge, overdue_to_settle: c.overdueToSettle };
}

export function toDashboardDto(c: DashboardCounts): AdminDashboardDto {
  return {
    generated_at: c.at,
    pending_listings: c.pendingListings,
    pending_transfers: c.pendingTransfers,
    pending_payouts: {
      total: c.pendingPayouts.sellerPayouts + c.pendingPayouts.buyerRefunds,
      seller_payouts: c.pendingPayouts.sellerPayouts,
      buyer_refunds: c.pendingPayouts.buyerRefunds,
    },
    open_disputes: c.openDisputes,
    overdue_disputes: c.overdueDisputes,
    disputes_awaiting_acknowledgement: c.disputesAwaitingAcknowledgement,
    complaints: {
      total: complaintCounts({
        open: c.complaints.disputes.open + c.complaints.contactMessages.open,
        overdueToAcknowledge:
          c.complaints.disputes.overdueToAcknowledge + c.complaints.contactMessages.overdueToAcknowledge,
        overdueToSettle: c.complaints.disputes.overdueToSettle + c.complaints.contactMessages.overdueToSettle,
      }),
      disputes: complaintCounts(c.complaints.disputes),
      contact_messages: complaintCounts(c.complaints.contactMessages),
    },
    users: c.users,
    upcoming_events: c.upcomingEvents,
    transactions: { ...c.transactions },
  };
}
