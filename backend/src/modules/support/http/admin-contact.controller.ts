import { HttpCode, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import { ContactService } from '../application/contact.service.js';
import { CONTACT_MESSAGES } from '../domain/contact-errors.js';
import type { ContactMessage } from '../domain/contact-message.entity.js';
import { ContactMessageChangedDto, ContactMessageDto, ContactMessagesQueryDto } from './contact.dto.js';
import { toContactMessageDto } from './contact-views.js';

/** The export: the first seven columns as before (ADR 27), then the rules' clock (ADR 67). */
const columns: CsvColumn<ContactMessage>[] = [
  { header: 'Received (IST)', value: (m) => csvDateIst(m.createdAt) },
  { header: 'Name', value: (m) => m.name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
  { header: 'Forwarded (IST)', value: (m) => m.forwardedAt && csvDateIst(m.forwardedAt) },
  { header: 'Message ID', value: (m) => m.id },
  { header: 'Tracking number', value: (m) => m.trackingNumber },
  { header: 'Status', value: (m) => m.status },
  { header: 'Acknowledge by (IST)', value: (m) => csvDateIst(m.acknowledgeBy) },
  { header: 'Acknowledged (IST)', value: (m) => m.acknowledgedAt && csvDateIst(m.acknowledgedAt) },
  { header: 'Settle by (IST)', value: (m) => csvDateIst(m.resolveBy) },
  { header: 'Closed (IST)', value: (m) => m.closedAt && csvDateIst(m.closedAt) },
];

/**
 * Staff read what visitors sent through the contact form (ADR 27's list convention), with each one's
 * tracking number and deadlines (ADR 67), and acknowledge and close them.
 */
@AdminController('contact-messages')
export class AdminContactController {
  constructor(
    private readonly contact: ContactService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({
    summary: 'List contact messages',
    description:
      'What visitors sent through the contact form, newest first or by deadline (overdue first), searchable, a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(ContactMessageDto)
  list(@Query() query: ContactMessagesQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const sort = query.sort ?? 'created_at';
    const now = this.clock.now();
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.contact.list({
          search: query.search || undefined,
          forwarded: query.forwarded,
          state: query.state,
          sort,
          order: query.order ?? (sort === 'deadline' ? 'asc' : 'desc'),
          ...window,
        }),
      toDto: (m): ContactMessageDto => toContactMessageDto(m, now),
      csv: { filename: 'ticketsetu-contact-messages', columns },
    });
  }

  @ApiOperation({
    summary: 'Acknowledge a contact message',
    description:
      'Marks the message as taken up: its 48-hour acknowledgement is met. Repeating it changes nothing. ' +
      'Who: staff. ' +
      'Effects: sets acknowledged_at (once).',
  })
  @Post(':id/acknowledge')
  @HttpCode(200)
  @ApiOkResponse({ type: ContactMessageChangedDto, description: "'Message acknowledged'" })
  @ApiNotFoundResponse({ description: "'Contact message not found'" })
  async acknowledge(@CurrentUser() staff: AuthUser, @Param('id') id: string): Promise<ContactMessageChangedDto> {
    const message = await this.contact.acknowledge(staff.id, id);
    return { message: CONTACT_MESSAGES.acknowledged, contact_message: toContactMessageDto(message, this.clock.now()) };
  }

  @ApiOperation({
    summary: 'Close a contact message',
    description:
      'Marks the message as settled (answered and done with); it is acknowledged too if it was not. Repeating it changes nothing. ' +
      'Who: staff. ' +
      'Effects: sets closed_at (once), and acknowledged_at when unset.',
  })
  @Post(':id/close')
  @HttpCode(200)
  @ApiOkResponse({ type: ContactMessageChangedDto, description: "'Message closed'" })
  @ApiNotFoundResponse({ description: "'Contact message not found'" })
  async close(@CurrentUser() staff: AuthUser, @Param('id') id: string): Promise<ContactMessageChangedDto> {
    const message = await this.contact.close(staff.id, id);
    return { message: CONTACT_MESSAGES.closed, contact_message: toContactMessageDto(message, this.clock.now()) };
  }
}
