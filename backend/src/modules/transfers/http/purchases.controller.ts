import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res, UploadedFiles } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { RequestError } from '../../../shared/domain/domain-error.js';
import { requestFingerprint } from '../../../shared/domain/request-fingerprint.js';
import { uploadFingerprints } from '../../../shared/infrastructure/storage/file-checks.js';
import { FileUploads, uploadedFiles } from '../../../shared/http/file-uploads.js';
import { ApiIdempotencyKey, IDEMPOTENCY_KEY_RULE, isIdempotencyKey } from '../../../shared/http/idempotency-key.js';
import { sendPrivateFile } from '../../../shared/http/private-file-download.js';
import { TransferActions } from '../application/transfer-actions.js';
import { TransferQueries } from '../application/transfer-queries.js';
import { TRANSFER_MESSAGES as m } from '../domain/transfer-errors.js';
import { statusLabel } from '../domain/transfer-status.js';
import { AdvanceTransferDto, FailTransferDto, TransferChangedDto, TransferDto } from './transfer.dto.js';
import { toTransferDto } from './transfer-views.js';

/** Your Tickets: what the caller bought and sold, and their transfers (earnings: the payouts module). */
@ApiTags('tickets')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class PurchasesController {
  constructor(
    private readonly queries: TransferQueries,
    private readonly actions: TransferActions,
  ) {}

  @ApiOperation({
    summary: 'Your purchases',
    description:
      'What you bought and where each transfer stands (mobile transfer, courier), with any refund. ' +
      'Step 6 of buying. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/purchases')
  @ApiOkResponse({ type: [TransferDto] })
  async purchases(@CurrentUser() buyer: AuthUser): Promise<TransferDto[]> {
    return (await this.queries.purchases(buyer.id)).map(toTransferDto);
  }

  @ApiOperation({
    summary: 'Confirm you received your tickets',
    description:
      '"I have received my tickets": the buyer confirms a mobile transfer the seller sent, which completes the sale. ' +
      "Who: the purchase's buyer. " +
      "Effects: the seller's payout becomes due (paid after the event where it is held).",
  })
  @Post('me/purchases/:id/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: TransferChangedDto, description: `'${m.receiptConfirmed}'` })
  async confirm(@CurrentUser() buyer: AuthUser, @Param('id') id: string): Promise<TransferChangedDto> {
    const transfer = await this.actions.confirmReceived(buyer.id, id);
    const view = await this.queries.transferFor(buyer, transfer.id);
    return { message: m.receiptConfirmed, transfer: toTransferDto(view) };
  }

  @ApiOperation({
    summary: 'Your sales',
    description:
      'The tickets you sold and what each transfer needs from you. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/sales')
  @ApiOkResponse({ type: [TransferDto] })
  async sales(@CurrentUser() seller: AuthUser): Promise<TransferDto[]> {
    return (await this.queries.sales(seller.id)).map(toTransferDto);
  }

  @ApiOperation({
    summary: 'Upload the proof of a mobile transfer',
    description:
      "Upload Proof: PDF or images (10 MB each, at least one) showing the tickets sent to the buyer's account; the transfer is then marked sent. " +
      "Who: the sale's seller (uploads rate limited). " +
      'Effects: the files are stored; the buyer is emailed.',
  })
  @Post('me/sales/:id/proof')
  @FileUploads('files')
  @ApiIdempotencyKey(false, 'One per set of files: a repeat (say after a dropped connection) gets the first answer.')
  @ApiCreatedResponse({ type: TransferChangedDto })
  async proof(
    @CurrentUser() seller: AuthUser,
    @Param('id') id: string,
    @UploadedFiles() files: Parameters<typeof uploadedFiles>[0],
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<TransferChangedDto> {
    if (key !== undefined && !isIdempotencyKey(key)) {
      throw new RequestError('REQUEST_INVALID', `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_RULE}`);
    }
    const uploads = uploadedFiles(files);
    const keyed = key
      ? {
          key,
          fingerprint: requestFingerprint(`POST /api/v1/me/sales/${id}/proof`, {}, await uploadFingerprints(uploads)),
        }
      : undefined;
    const transfer = await this.actions.uploadProof(seller.id, id, uploads, keyed);
    return { message: m.proofUploaded, transfer: toTransferDto(await this.queries.transferFor(seller, transfer.id)) };
  }

  @ApiOperation({
    summary: "Download a transfer's proof file",
    description: "The file's bytes, never cached. Who: the sale's buyer or seller, or staff. Effects: none.",
  })
  @Get('transfers/:id/proof/:fileId')
  @ApiOkResponse({ description: 'The file bytes with their detected content type' })
  async proofFile(
    @CurrentUser() viewer: AuthUser,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @Res() res: Response,
  ): Promise<void> {
    await sendPrivateFile(res, await this.queries.proofFile(viewer, id, fileId));
  }
}

/** Admin > Transfers: advance along the right path; fail with a reason (the tabs: the back office). */
@AdminController('transfers')
export class AdminTransfersController {
  constructor(
    private readonly queries: TransferQueries,
    private readonly actions: TransferActions,
  ) {}

  @ApiOperation({
    summary: 'Move a transfer to its next step',
    description:
      'Advances a transfer along its path (mobile: sent, confirmed; physical: picked up, in transit, delivered, with the courier and tracking number). ' +
      'Who: staff. ' +
      "Effects: the buyer is emailed the update; a completed transfer makes the seller's payout due; recorded in the audit log.",
  })
  @Post(':id/advance')
  @HttpCode(200)
  @ApiOkResponse({ type: TransferChangedDto })
  async advance(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: AdvanceTransferDto,
  ): Promise<TransferChangedDto> {
    const transfer = await this.actions.advance(admin.id, id, body.to, {
      name: body.courierName,
      tracking: body.trackingNumber,
    });
    return {
      message: m.updated(statusLabel(transfer.transferStatus)),
      transfer: toTransferDto(await this.queries.transferFor(admin, transfer.id)),
    };
  }

  @ApiOperation({
    summary: 'Fail a transfer: refund the buyer',
    description:
      'Marks a transfer failed with a reason: the buyer is refunded in full and the seller is not paid. ' +
      'Who: staff. ' +
      'Effects: a refund through PhonePe; the buyer is emailed; recorded in the audit log.',
  })
  @Post(':id/fail')
  @HttpCode(200)
  @ApiOkResponse({ type: TransferChangedDto })
  async fail(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: FailTransferDto,
  ): Promise<TransferChangedDto> {
    const transfer = await this.actions.fail(admin.id, id, body.reason);
    return {
      message: m.updated(statusLabel(transfer.transferStatus)),
      transfer: toTransferDto(await this.queries.transferFor(admin, transfer.id)),
    };
  }
}
