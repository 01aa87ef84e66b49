import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import {
  ContactMessageDto,
  ContactMessageList,
  type ContactMessageRow,
  ContactMessagesQueryDto,
  toContactMessageDto,
} from '../../support/index.js';

/** The export: the first seven columns as before (ADR 27), then the rules' clock (ADR 67). */
const columns: CsvColumn<ContactMessageRow>[] = [
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
 * Admin > Contact messages' list (ADR 27's convention, ADR 71); acknowledging and closing are support's
 * own AdminContactController, the same class name.
 */
@AdminController('contact-messages')
export class AdminContactController {
  constructor(private readonly contact: ContactMessageList) {}

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
      toDto: toContactMessageDto,
      csv: { filename: 'ticketsetu-contact-messages', columns },
    });
  }
}
