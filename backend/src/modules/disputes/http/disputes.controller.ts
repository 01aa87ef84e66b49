import { Body, Controller, Get, HttpCode, Param, Post, Res, UploadedFiles } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { FileUploads, uploadedFiles } from '../../../shared/http/file-uploads.js';
import { sendPrivateFile } from '../../../shared/http/private-file-download.js';
import { DisputeDesk } from '../application/dispute-desk.js';
import { DisputeQueries } from '../application/dispute-queries.js';
import { DISPUTE_MESSAGES as m } from '../domain/dispute-errors.js';
import {
  DisputeChangedDto,
  DisputeDetailsDto,
  DisputeDto,
  DisputeMessageDto,
  OpenDisputeDto,
  WithdrawDisputeDto,
} from './dispute.dto.js';
import { roleOf, toDisputeDetailsDto, toDisputeDto } from './dispute-views.js';

/**
 * The parties' side of the disputes desk: a buyer opens a dispute on a purchase; buyer and seller read
 * it, write to it with files, and the buyer may withdraw it. Anyone else gets 404, as for a missing one.
 */
@ApiTags('disputes')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class DisputesController {
  constructor(
    private readonly desk: DisputeDesk,
    private readonly queries: DisputeQueries,
  ) {}

  @ApiOperation({
    summary: 'Open a dispute on a purchase',
    description:
      'Tells the grievance desk what went wrong with one of your purchases (its transfer id), with optional evidence files, until 48 hours after the event starts. ' +
      "Who: the purchase's buyer (uploads rate limited). " +
      "Effects: the seller's payout is held; the buyer, the seller and the desk are emailed; the desk must acknowledge within 48 hours and resolve within 30 days.",
  })
  @Post('me/purchases/:id/dispute')
  @FileUploads('files')
  @ApiCreatedResponse({
    type: DisputeChangedDto,
    description:
      "'Your dispute TS-D-2026-000123 has been received. We will acknowledge it within 48 hours and resolve it within 30 days.'",
  })
  @ApiNotFoundResponse({ description: "'Transfer not found' (not your purchase, or none)" })
  @ApiConflictResponse({ description: "'A dispute is already open for this purchase', a failed transfer, or too late" })
  async open(
    @CurrentUser() buyer: AuthUser,
    @Param('id') transferId: string,
    @Body() body: OpenDisputeDto,
    @UploadedFiles() files: Parameters<typeof uploadedFiles>[0],
  ): Promise<DisputeChangedDto> {
    const dispute = await this.desk.open(buyer, transferId, body, uploadedFiles(files));
    return { message: m.opened(dispute.reference), dispute: await this.details(buyer, dispute.id) };
  }

  @ApiOperation({
    summary: 'Your disputes',
    description:
      'The disputes you are a party to, as buyer or seller, newest first. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/disputes')
  @ApiOkResponse({ type: [DisputeDto] })
  async mine(@CurrentUser() user: AuthUser): Promise<DisputeDto[]> {
    return (await this.queries.mine(user.id)).map((v) => toDisputeDto(v, roleOf(v, user)));
  }

  @ApiOperation({
    summary: 'One dispute with its timeline',
    description:
      'A dispute, its deadlines and every message and file in order. ' +
      'Who: its buyer or seller (anyone else gets 404). ' +
      'Effects: none.',
  })
  @Get('disputes/:id')
  @ApiOkResponse({ type: DisputeDetailsDto })
  @ApiNotFoundResponse({ description: "'Dispute not found'" })
  async one(@CurrentUser() viewer: AuthUser, @Param('id') id: string): Promise<DisputeDetailsDto> {
    return this.details(viewer, id);
  }

  @ApiOperation({
    summary: 'Write to a dispute',
    description:
      "The buyer's further details or the seller's answer, with optional files. " +
      "Who: the dispute's buyer or seller (uploads rate limited). " +
      'Effects: the other party and the desk are emailed.',
  })
  @Post('disputes/:id/messages')
  @FileUploads('files')
  @ApiCreatedResponse({ type: DisputeChangedDto, description: "'Message sent'" })
  @ApiNotFoundResponse({ description: "'Dispute not found'" })
  @ApiConflictResponse({ description: "'This dispute is closed'" })
  async post(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: DisputeMessageDto,
    @UploadedFiles() files: Parameters<typeof uploadedFiles>[0],
  ): Promise<DisputeChangedDto> {
    await this.desk.post(user, id, body.message, uploadedFiles(files));
    return { message: m.messageSent, dispute: await this.details(user, id) };
  }

  @ApiOperation({
    summary: 'Withdraw your dispute',
    description:
      'The buyer closes their dispute, with an optional message. ' +
      "Who: the dispute's buyer. " +
      "Effects: the seller's payout is released; both parties are emailed.",
  })
  @Post('disputes/:id/withdraw')
  @HttpCode(200)
  @ApiOkResponse({ type: DisputeChangedDto, description: "'Dispute withdrawn'" })
  @ApiNotFoundResponse({ description: "'Dispute not found' (also for the seller)" })
  @ApiConflictResponse({ description: "'This dispute is closed'" })
  async withdraw(
    @CurrentUser() buyer: AuthUser,
    @Param('id') id: string,
    @Body() body: WithdrawDisputeDto,
  ): Promise<DisputeChangedDto> {
    await this.desk.withdraw(buyer, id, body.message);
    return { message: m.withdrawn, dispute: await this.details(buyer, id) };
  }

  @ApiOperation({
    summary: "Download a dispute's file",
    description: "The file's bytes, never cached. Who: the dispute's buyer or seller, or staff. Effects: none.",
  })
  @Get('disputes/:id/files/:fileId')
  @ApiOkResponse({ description: 'The file bytes with their detected content type' })
  @ApiNotFoundResponse({ description: "'Dispute not found' or 'File not found'" })
  async file(
    @CurrentUser() viewer: AuthUser,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @Res() res: Response,
  ): Promise<void> {
    await sendPrivateFile(res, await this.queries.file(viewer, id, fileId));
  }

  private async details(viewer: AuthUser, id: string): Promise<DisputeDetailsDto> {
    return toDisputeDetailsDto(await this.queries.forParty(viewer, id), viewer);
  }
}
