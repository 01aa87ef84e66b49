import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { DisputeQueries } from '../application/dispute-queries.js';
import { GrievanceDesk } from '../application/grievance-desk.js';
import { DISPUTE_MESSAGES as m } from '../domain/dispute-errors.js';
import type { Outcome } from '../domain/dispute.entity.js';
import {
  AcknowledgeDisputeDto,
  AdminDisputeChangedDto,
  AdminDisputeDetailsDto,
  DisputeNoteDto,
  ResolveDisputeDto,
  StaffMessageDto,
} from './dispute.dto.js';
import { toAdminDisputeDetailsDto } from './dispute-views.js';

/**
 * Admin > Disputes, the grievance officer's desk: one dispute with everything, and the steps: acknowledge,
 * message both parties, internal notes, resolve. The queue (by nearest deadline) is the back office's (ADR 71).
 */
@AdminController('disputes')
export class AdminDisputesController {
  constructor(
    private readonly queries: DisputeQueries,
    private readonly desk: GrievanceDesk,
  ) {}

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
