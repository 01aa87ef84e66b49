import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ContactService } from '../application/contact.service.js';
import { ContactMessageDto } from './contact.dto.js';

/** Staff read what visitors sent through the contact form, newest first. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/admin/contact-messages')
export class AdminContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOkResponse({ type: [ContactMessageDto] })
  async list(): Promise<ContactMessageDto[]> {
    return (await this.contact.list()).map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      created_at: m.createdAt,
      forwarded_at: m.forwardedAt,
    }));
  }
}
