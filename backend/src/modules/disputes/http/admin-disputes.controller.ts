import { Body, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import { DisputeQueries } from '../application/dispute-queries.js';
import { GrievanceDesk } from '../application/grievance-desk.js';
import type { QueueItem } from '../application/read-models.js';
import { DISPUTE_MESSAGES as m } from '../domain/dispute-errors.js';
import { reasonLabels, statusLabels } from '../domain/dispute-status.js';
import type { Outcome } from '../domain/dispute.entity.js';
import {
  AcknowledgeDisputeDto,
  AdminDisputeChangedDto,
  AdminDisputeDetailsDto,
  AdminDisputeDto,
  AdminDisputesQueryDto,
  DisputeNoteDto,
  ResolveDisputeDto,
  StaffMessageDto,
} from './dispute.dto.js';
import { toAdminDisputeDetailsDto, toAdminDisputeDto } from './dispute-views.js';

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
 * Admin > Disputes, the grievance officer's desk: the queue by nearest deadline (overdue flagged),
 * one dispute with everything, and the steps: acknowledge, message both parties, internal notes, resolve.
 */
@AdminController('disputes')
export class AdminDisputesController {
  constructor(
    private readonly queries: DisputeQueries,
    private readonly desk: GrievanceDesk,
  ) {}

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

  @ApiOperation({
    summary: 'One dispute (back office)',
    description:
      'A dispute with its purchase, money, deadlines, timeline and internal notes. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get(':id')
  @ApiOkResponse({ type: AdminDisputeDetailsDto })
  @ApiNotFoundResponse({ description: "'Dispute not found'" })
  async one(@Param('id') id: string): Promise<AdminDisputeDetailsDto> {
    return this.details(id);
  }

  @ApiOperation({
    summary: 'Acknowledge a dispute',
    description:
      'Acknowledges a new dispute and moves it on (asking the seller, or under review), with an optional message to both parties. ' +
      'Who: staff. ' +
      'Effects: both parties are emailed; recorded in the audit log.',
  })
  @Post(':id/acknowledge')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminDisputeChangedDto, description: "'Dispute acknowledged'" })
  @ApiNotFoundResponse({ description: "'Dispute not found'" })
  @ApiConflictResponse({ description: "'This dispute is already acknowledged' or 'This dispute is closed'" })
  async acknowledge(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: AcknowledgeDisputeDto,
  ): Promise<AdminDisputeChangedDto> {
    await this.desk.acknowledge(staff.id, id, body.status, body.message);
    return { message: m.acknowledged, dispute: await this.details(id) };
  }

  @ApiOperation({
    summary: 'Message both parties of a dispute',
    description:
      'A message from the desk to the buyer and the seller, optionally moving the dispute. ' +
      'Who: staff. ' +
      'Effects: both parties are emailed; recorded in the audit log.',
  })
  @Post(':id/messages')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminDisputeChangedDto, description: "'Message sent' (emailed to both parties)" })
  @ApiNotFoundResponse({ description: "'Dispute not found'" })
  @ApiConflictResponse({ description: "'This dispute is closed'" })
  async message(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: StaffMessageDto,
  ): Promise<AdminDisputeChangedDto> {
    await this.desk.message(staff.id, id, body.message, body.status);
    return { message: m.messageSent, dispute: await this.details(id) };
  }

  @ApiOperation({
    summary: 'Add an internal note to a dispute',
    description: 'A note for staff only, never shown to the parties. Who: staff. Effects: recorded in the audit log.',
  })
  @Post(':id/notes')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminDisputeChangedDto, description: "'Note added' (staff only)" })
  @ApiNotFoundResponse({ description: "'Dispute not found'" })
  async note(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: DisputeNoteDto,
  ): Promise<AdminDisputeChangedDto> {
    await this.desk.note(staff.id, id, body.note);
    return { message: m.noteAdded, dispute: await this.details(id) };
  }

  @ApiOperation({
    summary: 'Resolve a dispute: refund or release',
    description:
      "Decides the dispute: refund the buyer (in full, or `amount` paise) or release the seller's payout, with the decision both parties read; the same decision sent again answers the same. " +
      'Who: staff. ' +
      'Effects: a refund through PhonePe or the payout released; both parties are emailed; recorded in the audit log.',
  })
  @Post(':id/resolve')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminDisputeChangedDto, description: "'Dispute resolved'" })
  @ApiNotFoundResponse({ description: "'Dispute not found'" })
  @ApiConflictResponse({
    description:
      "'This dispute is already resolved differently', or payouts' refusal (e.g. more than is left to refund)",
  })
  async resolve(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: ResolveDisputeDto,
  ): Promise<AdminDisputeChangedDto> {
    await this.desk.resolve(staff.id, id, { outcome: body.outcome as Outcome, amount: body.amount, note: body.note });
    return { message: m.resolved, dispute: await this.details(id) };
  }

  private async details(id: string): Promise<AdminDisputeDetailsDto> {
    return toAdminDisputeDetailsDto(await this.queries.forStaff(id));
  }
}
