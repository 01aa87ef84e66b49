import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import { ContactService } from '../application/contact.service.js';
import type { ContactMessage } from '../domain/contact-message.entity.js';
import { ContactMessageDto, ContactMessagesQueryDto } from './contact.dto.js';

const columns: CsvColumn<ContactMessage>[] = [
  { header: 'Received (IST)', value: (m) => csvDateIst(m.createdAt) },
  { header: 'Name', value: (m) => m.name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
  { header: 'Forwarded (IST)', value: (m) => m.forwardedAt && csvDateIst(m.forwardedAt) },
  { header: 'Message ID', value: (m) => m.id },
];

/** Staff read what visitors sent through the contact form, newest first (ADR 27's list convention). */
@AdminController('contact-messages')
export class AdminContactController {
  constructor(private readonly contact: ContactService) {}

  @ApiOperation({
    summary: 'List contact messages',
    description:
      'What visitors sent through the contact form, newest first, searchable, a page at a time or as CSV. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(ContactMessageDto)
  list(@Query() query: ContactMessagesQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.contact.list({
          search: query.search || undefined,
          forwarded: query.forwarded,
          sort: 'created_at',
          order: query.order ?? 'desc',
          ...window,
        }),
      toDto: (m): ContactMessageDto => ({
        id: m.id,
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        created_at: m.createdAt,
        forwarded_at: m.forwardedAt,
      }),
      csv: { filename: 'ticketsetu-contact-messages', columns },
    });
  }
}
