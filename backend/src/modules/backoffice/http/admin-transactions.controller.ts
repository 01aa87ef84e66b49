import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import {
  AdminTransactionDto,
  AdminTransactionsQueryDto,
  OrderQueries,
  type OrderView,
  ReconciliationDto,
  toAdminTransactionDto,
} from '../../orders/index.js';

const transactionStatusWords: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The export: the table's and the drawer's fields, money in rupees, times in India time. */
const transactionColumns: CsvColumn<OrderView>[] = [
  { header: 'Transaction ID', value: (v) => v.order.id },
  { header: 'Created (IST)', value: (v) => csvDateIst(v.order.createdAt) },
  { header: 'Ended (IST)', value: (v) => v.order.completedAt && csvDateIst(v.order.completedAt) },
  { header: 'Status', value: (v) => transactionStatusWords[v.order.status] ?? v.order.status },
  { header: 'Event', value: (v) => v.event?.title },
  { header: 'Buyer', value: (v) => v.buyer?.fullName },
  { header: 'Buyer email', value: (v) => v.buyer?.email },
  { header: 'Seller', value: (v) => v.seller?.fullName },
  { header: 'Seller email', value: (v) => v.seller?.email },
  { header: 'Quantity', value: (v) => v.order.quantity },
  { header: 'Price (₹)', value: (v) => csvRupees(v.order.price) },
  { header: 'Tickets (₹)', value: (v) => csvRupees(v.order.subtotal) },
  { header: 'Platform fees + taxes (₹)', value: (v) => csvRupees(v.order.buyerFee) },
  { header: 'Rewards credit (₹)', value: (v) => csvRupees(v.order.creditApplied) },
  { header: 'Amount (₹)', value: (v) => csvRupees(v.order.total) },
  { header: 'Gateway', value: (v) => v.order.paymentGateway },
  { header: 'Gateway order', value: (v) => v.order.paymentId },
  { header: 'Gateway transaction', value: (v) => v.order.gatewayTransactionId },
  {
    header: 'Delivery',
    value: (v) => (v.order.ticketType === 'mobile' ? v.order.platformId : v.order.deliveryAddress),
  },
  { header: 'Failure reason', value: (v) => v.order.failureReason },
  { header: 'Refund', value: (v) => v.order.refundState },
];

/** Admin > Transactions: read-only, with the reconciliation of ledger and gateway. */
@AdminController('transactions')
export class AdminTransactionsController {
  constructor(private readonly queries: OrderQueries) {}

  @ApiOperation({
    summary: 'List transactions',
    description:
      'Every order with its buyer, seller, amounts and gateway references, searchable, filterable and sortable; a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(AdminTransactionDto)
  list(@Query() query: AdminTransactionsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.queries.list({
          status: query.status,
          search: query.search || undefined,
          sort: query.sort ?? 'created_at',
          order: query.order ?? (query.sort === 'amount' ? 'asc' : 'desc'),
          ...window,
        }),
      toDto: toAdminTransactionDto,
      csv: { filename: 'ticketsetu-transactions', columns: transactionColumns },
    });
  }

  @ApiOperation({
    summary: 'Reconcile orders with the ledger and PhonePe',
    description:
      'Orders whose ledger entries or PhonePe state disagree with their status, as of now. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get('reconciliation')
  @ApiOkResponse({ type: ReconciliationDto })
  async reconciliation(): Promise<ReconciliationDto> {
    const { checkedAt, ordersChecked, mismatches } = await this.queries.reconciliation();
    return {
      checked_at: checkedAt,
      orders_checked: ordersChecked,
      mismatches: mismatches.map((m) => ({
        order_id: m.orderId,
        kind: m.kind,
        detail: m.detail,
        status: m.status,
        gateway_state: m.gatewayState,
      })),
    };
  }
}
