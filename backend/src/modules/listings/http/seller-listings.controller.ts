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
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { RequestError } from '../../../shared/domain/domain-error.js';
import { requestFingerprint } from '../../../shared/domain/request-fingerprint.js';
import { uploadFingerprints } from '../../../shared/infrastructure/storage/file-checks.js';
import { FileUploads, uploadedFiles } from '../../../shared/http/file-uploads.js';
import { ApiIdempotencyKey, IDEMPOTENCY_KEY_RULE, isIdempotencyKey } from '../../../shared/http/idempotency-key.js';
import { sendPrivateFile } from '../../../shared/http/private-file-download.js';
import { ListingFiles } from '../application/listing-files.js';
import { ListingQueries } from '../application/listing-queries.js';
import { SellingService } from '../application/selling.service.js';
import { CreateListingDto, ListingCreatedDto, OwnListingDto } from './listing.dto.js';
import { toOwnListingDto } from './listing-views.js';

/** Selling: list tickets, see and withdraw your own listings, download your own proof files. */
@ApiTags('listings')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class SellerListingsController {
  constructor(
    private readonly selling: SellingService,
    private readonly queries: ListingQueries,
    private readonly files: ListingFiles,
  ) {}

  @ApiOperation({
    summary: 'Sell tickets: list them with proof files',
    description:
      'Lists tickets for an event from the sell form (multipart, with the proof files). ' +
      'The listing waits for staff review before it goes on sale; the payout goes to the UPI id given. ' +
      'Who: a signed-in person (uploads rate limited). ' +
      'Effects: the files are stored; the seller is emailed that the tickets are under review.',
  })
  @Post('listings')
  @FileUploads('files')
  @ApiIdempotencyKey(false, 'One per listing: a repeat (say after a lost answer) returns the listing it made.')
  @ApiCreatedResponse({ type: ListingCreatedDto })
  async create(
    @CurrentUser() seller: AuthUser,
    @Body() body: CreateListingDto,
    @UploadedFiles() files: Parameters<typeof uploadedFiles>[0],
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<ListingCreatedDto> {
    if (key !== undefined && !isIdempotencyKey(key)) {
      throw new RequestError('REQUEST_INVALID', `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_RULE}`);
    }
    const uploads = uploadedFiles(files);
    const keyed = key && {
      key,
      fingerprint: requestFingerprint('POST /api/v1/listings', body, await uploadFingerprints(uploads)),
    };
    const listing = await this.selling.list(seller.id, body, uploads, keyed || undefined);
    return {
      message: 'Ticket is under review by our team, it will be listed soon!',
      listing: toOwnListingDto(await this.queries.listingFor(seller, listing.id)),
    };
  }

  @ApiOperation({
    summary: 'Your listings',
    description:
      'The tickets you listed, newest first, with their review status and what is sold. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/listings')
  @ApiOkResponse({ type: [OwnListingDto] })
  async mine(@CurrentUser() seller: AuthUser): Promise<OwnListingDto[]> {
    return (await this.queries.sellerListings(seller.id)).map(toOwnListingDto);
  }

  @ApiOperation({
    summary: "One listing's private details",
    description: 'A listing with its proof files and review remarks. Who: its seller, or staff. Effects: none.',
  })
  @Get('listings/:id')
  @ApiOkResponse({ type: OwnListingDto })
  async one(@CurrentUser() viewer: AuthUser, @Param('id') id: string): Promise<OwnListingDto> {
    return toOwnListingDto(await this.queries.listingFor(viewer, id));
  }

  @ApiOperation({
    summary: 'Withdraw a listing',
    description:
      'Takes your listing off sale while none of its tickets is sold. ' +
      'Who: its seller. ' +
      'Effects: the event page no longer shows it.',
  })
  @Post('listings/:id/withdraw')
  @HttpCode(200)
  @ApiOkResponse({ type: OwnListingDto })
  async withdraw(@CurrentUser() seller: AuthUser, @Param('id') id: string): Promise<OwnListingDto> {
    await this.selling.withdraw(id, seller.id);
    return toOwnListingDto(await this.queries.listingFor(seller, id));
  }

  @ApiOperation({
    summary: "Download a listing's proof file",
    description: "The file's bytes, never cached. Who: the listing's seller, or staff. Effects: none.",
  })
  @Get('listings/:id/files/:fileId')
  @ApiOkResponse({ description: 'The file bytes with their detected content type' })
  async file(
    @CurrentUser() viewer: AuthUser,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @Res() res: Response,
  ): Promise<void> {
    await sendPrivateFile(res, await this.files.read(viewer, id, fileId));
  }
}
