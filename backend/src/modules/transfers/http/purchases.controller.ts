import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst, csvRupees } from '../../../shared/http/csv.js';
import { FileUploads, uploadedFiles } from '../../../shared/http/file-uploads.js';
import { sendPrivateFile } from '../../../shared/http/private-file-download.js';
import { TransferActions } from '../application/transfer-actions.js';
import { TransferQueries, type TransferView } from '../application/transfer-queries.js';
import { TRANSFER_MESSAGES as m } from '../domain/transfer-errors.js';
import { statusLabel } from '../domain/transfer-status.js';
import {
  AdminTransferDto,
  AdminTransfersQueryDto,
  AdvanceTransferDto,
  FailTransferDto,
  TransferChangedDto,
  TransferDto,
} from './transfer.dto.js';
import { toAdminTransferDto, toTransferDto } from './transfer-views.js';

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

  @Get('me/purchases')
  @ApiOkResponse({ type: [TransferDto] })
  async purchases(@CurrentUser() buyer: AuthUser): Promise<TransferDto[]> {
    return (await this.queries.purchases(buyer.id)).map(toTransferDto);
  }

  /** 'I have received my tickets': the buyer confirms a mobile transfer the seller sent. */
  @Post('me/purchases/:id/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: TransferChangedDto, description: `'${m.receiptConfirmed}'` })
  async confirm(@CurrentUser() buyer: AuthUser, @Param('id') id: string): Promise<TransferChangedDto> {
    const transfer = await this.actions.confirmReceived({ id: buyer.id, isAdmin: false }, id);
    const view = await this.queries.transferFor(buyer, transfer.id);
    return { message: m.receiptConfirmed, transfer: toTransferDto(view) };
  }

  /** The transfers of the caller's sales (Show Sold Tickets), with what the seller must do. */
  @Get('me/sales')
  @ApiOkResponse({ type: [TransferDto] })
  async sales(@CurrentUser() seller: AuthUser): Promise<TransferDto[]> {
    return (await this.queries.sales(seller.id)).map(toTransferDto);
  }

  /** Upload Proof: PDF or images, 10 MB each, at least one; the transfer is then sent. */
  @Post('me/sales/:id/proof')
  @FileUploads('files')
  @ApiCreatedResponse({ type: TransferChangedDto })
  async proof(
    @CurrentUser() seller: AuthUser,
    @Param('id') id: string,
    @UploadedFiles() files: Parameters<typeof uploadedFiles>[0],
  ): Promise<TransferChangedDto> {
    const transfer = await this.actions.uploadProof(seller.id, id, uploadedFiles(files));
    return { message: m.proofUploaded, transfer: toTransferDto(await this.queries.transferFor(seller, transfer.id)) };
  }

  /** A proof file: for the sale's buyer, its seller and staff only; never cached. */
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

/** The export: the table's and the drawer's fields, one transfer a line. */
const transferColumns: CsvColumn<TransferView>[] = [
  { header: 'Transfer ID', value: (v) => v.transfer.id },
  { header: 'Transaction ID', value: (v) => v.transfer.orderId },
  { header: 'Event', value: (v) => v.event?.title },
  { header: 'Event date (IST)', value: (v) => v.event && csvDateIst(v.event.eventDate) },
  { header: 'Status', value: (v) => statusLabel(v.transfer.transferStatus) },
  { header: 'Type', value: (v) => (v.transfer.transferType === 'physical' ? 'Physical' : 'Mobile') },
  { header: 'Tickets', value: (v) => v.transfer.quantity },
  { header: 'Buyer paid (₹)', value: (v) => csvRupees(v.order?.total) },
  { header: 'Buyer', value: (v) => v.buyer?.fullName },
  { header: 'Buyer email', value: (v) => v.buyer?.email },
  { header: 'Seller', value: (v) => v.seller?.fullName },
  { header: 'Seller email', value: (v) => v.seller?.email },
  { header: 'Platform account', value: (v) => v.transfer.platformId },
  { header: 'Deliver to', value: (v) => v.transfer.deliveryAddress },
  { header: 'Courier', value: (v) => v.transfer.courierName },
  { header: 'Tracking number', value: (v) => v.transfer.trackingNumber },
  { header: 'Purchased (IST)', value: (v) => csvDateIst(v.transfer.transferredAt) },
  { header: 'Completed (IST)', value: (v) => v.transfer.confirmedAt && csvDateIst(v.transfer.confirmedAt) },
  { header: 'Failure reason', value: (v) => v.transfer.failureReason },
  { header: 'Dispute open', value: (v) => (v.transfer.disputeOpen ? 'Yes' : 'No') },
];

/** Admin > Transfers: tabs Pending, Completed, Failed; advance along the right path; fail with a reason. */
@AdminController('transfers')
export class AdminTransfersController {
  constructor(
    private readonly queries: TransferQueries,
    private readonly actions: TransferActions,
  ) {}

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
