import { Body, Controller, Get, HttpCode, Param, Post, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { MAX_FILE_BYTES } from '../../../shared/infrastructure/storage/file-checks.js';
import { CatalogService } from '../../catalog/application/catalog.service.js';
import { ListingsService } from '../application/listings.service.js';
import { CreateListingDto, ListingCreatedDto, OwnListingDto } from './listing.dto.js';
import { toOwnListingDto } from './listing-views.js';

const MAX_FILES = 10;

/** Selling: list tickets, see and withdraw your own listings, download your own proof files. */
@ApiTags('listings')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class SellerListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly catalog: CatalogService,
  ) {}

  @Post('listings')
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ type: ListingCreatedDto })
  // Multer stops reading a file one byte past the limit; the content check then refuses it.
  @UseInterceptors(FilesInterceptor('files', MAX_FILES, { limits: { fileSize: MAX_FILE_BYTES + 1, files: MAX_FILES } }))
  async create(
    @CurrentUser() seller: AuthUser,
    @Body() body: CreateListingDto,
    @UploadedFiles() files: { originalname: string; buffer: Buffer }[] = [],
  ): Promise<ListingCreatedDto> {
    const listing = await this.listings.listFromForm(
      seller.id,
      body,
      files.map((f) => ({ originalName: f.originalname, body: f.buffer })),
    );
    const [events, stored] = await Promise.all([
      this.catalog.eventsByIds([listing.eventId]),
      this.listings.filesOf([listing.id]),
    ]);
    return {
      message: 'Ticket is under review by our team, it will be listed soon!',
      listing: toOwnListingDto(listing, events, stored),
    };
  }

  @Get('me/listings')
  @ApiOkResponse({ type: [OwnListingDto] })
  async mine(@CurrentUser() seller: AuthUser): Promise<OwnListingDto[]> {
    const listings = await this.listings.sellerListings(seller.id);
    const [events, files] = await Promise.all([
      this.catalog.eventsByIds(listings.map((l) => l.eventId)),
      this.listings.filesOf(listings.map((l) => l.id)),
    ]);
    return listings.map((l) => toOwnListingDto(l, events, files));
  }

  /** The listing's private details: its seller or staff only. */
  @Get('listings/:id')
  @ApiOkResponse({ type: OwnListingDto })
  async one(@CurrentUser() viewer: AuthUser, @Param('id') id: string): Promise<OwnListingDto> {
    const listing = await this.listings.listingFor(viewer, id);
    const [events, files] = await Promise.all([
      this.catalog.eventsByIds([listing.eventId]),
      this.listings.filesOf([listing.id]),
    ]);
    return toOwnListingDto(listing, events, files);
  }

  @Post('listings/:id/withdraw')
  @HttpCode(200)
  @ApiOkResponse({ type: OwnListingDto })
  async withdraw(@CurrentUser() seller: AuthUser, @Param('id') id: string): Promise<OwnListingDto> {
    const listing = await this.listings.withdraw(id, seller.id);
    const [events, files] = await Promise.all([
      this.catalog.eventsByIds([listing.eventId]),
      this.listings.filesOf([listing.id]),
    ]);
    return toOwnListingDto(listing, events, files);
  }

  /** A proof file, streamed with a private cache lifetime of 3600 s; seller or staff only. */
  @Get('listings/:id/files/:fileId')
  @ApiOkResponse({ description: 'The file bytes with their detected content type' })
  async file(
    @CurrentUser() viewer: AuthUser,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.listings.fileFor(viewer, id, fileId);
    res
      .status(200)
      .type(file.contentType)
      .set({
        'Cache-Control': 'private, max-age=3600',
        'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w.-]+/g, '_')}"`,
        'X-Content-Type-Options': 'nosniff',
      })
      .send(file.body);
  }
}
