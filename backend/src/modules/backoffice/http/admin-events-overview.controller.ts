import { Delete, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { EVENT_MESSAGES as m } from '@ticketsetu/contracts/rules';
import type { Request, Response } from 'express';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import { AdminEventsQueryDto, eventTimeStatus } from '../../catalog/index.js';
import { EventRemoval } from '../../listings/index.js';
import { type AdminEventRow, AdminEvents } from '../application/admin-events.js';
import { AdminEventRowDto, EventDeletedDto, toAdminEventRowDto } from './admin-event-row.dto.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Admin > Events list (every event, past and inactive too, with ticket counts) and delete (which
 * listings allows only for an event nothing was listed for).
 */
@AdminController('events')
export class AdminEventsOverviewController {
  constructor(
    private readonly events: AdminEvents,
    private readonly removal: EventRemoval,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({
    summary: 'List events (back office)',
    description:
      'Every event, past and inactive too, with its ticket counts; searchable, filterable and sortable, a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(AdminEventRowDto)
  list(@Query() query: AdminEventsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const now = this.clock.now();
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.events.list({
          search: query.search || undefined,
          status: query.status,
          active: query.active,
          verification: query.verification,
          categoryId: query.categoryId,
          sort: query.sort ?? 'event_date',
          order: query.order ?? 'asc',
          ...window,
        }),
      toDto: (row) => toAdminEventRowDto(row, now),
      csv: { filename: 'ticketsetu-events', columns: eventColumns(now) },
    });
  }

  @ApiOperation({
    summary: 'One event (back office)',
    description: 'One event with every field and its ticket counts. Who: staff. Effects: none.',
  })
  @Get(':id')
  @ApiOkResponse({ type: AdminEventRowDto })
  @ApiNotFoundResponse({ description: "'Event not found'" })
  async one(@Param('id') id: string): Promise<AdminEventRowDto> {
    return toAdminEventRowDto(await this.events.one(id), this.clock.now());
  }

  @ApiOperation({
    summary: 'Delete an event',
    description:
      'Deletes an event that has no listings and no sales (otherwise deactivate it). ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Delete(':id')
  @ApiOkResponse({ type: EventDeletedDto, description: "'Event deleted successfully!'" })
  @ApiConflictResponse({ description: 'Sold tickets or listings: deactivate it instead' })
  async delete(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<EventDeletedDto> {
    await this.removal.delete(admin.id, id);
    return { message: m.deleted };
  }
}

/** The export's columns: what the table shows, in words a spreadsheet reader needs. */
function eventColumns(now: Date): CsvColumn<AdminEventRow>[] {
  const verification = (v: boolean | null) => (v === null ? 'Pending' : v ? 'Verified' : 'Rejected');
  return [
    { header: 'Event ID', value: (r) => r.event.id },
    { header: 'Title', value: (r) => r.event.title },
    { header: 'Venue', value: (r) => r.event.venue },
    { header: 'City', value: (r) => r.event.city },
    { header: 'Category', value: (r) => r.event.category?.name ?? 'Uncategorized' },
    { header: 'Date (IST)', value: (r) => csvDateIst(r.event.eventDate) },
    { header: 'Status', value: (r) => capitalised(eventTimeStatus(r.event.eventDate, now)) },
    { header: 'Verification', value: (r) => verification(r.event.verified) },
    { header: 'Active', value: (r) => (r.event.isActive ? 'Yes' : 'No') },
    { header: 'Total tickets', value: (r) => r.totalTickets },
    { header: 'Available tickets', value: (r) => r.availableTickets },
    { header: 'Sold tickets', value: (r) => r.soldTickets },
    { header: 'Buyer fee %', value: (r) => r.event.buyerFeePercent },
    { header: 'Seller fee %', value: (r) => r.event.sellerFeePercent },
    {
      header: 'Resale cap',
      value: (r) =>
        r.event.resaleCapPercent !== null
          ? `Face value + ${r.event.resaleCapPercent}%`
          : r.event.resaleCapPrice !== null
            ? formatInr(paise(r.event.resaleCapPrice))
            : '',
    },
  ];
}
