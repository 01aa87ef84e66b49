import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ContactService } from '../application/contact.service.js';
import { ContactReceivedDto, ContactRequestDto } from './contact.dto.js';
import { Public } from '../../../shared/http/auth.js';

@Public()
@ApiTags('support')
@Controller('v1/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @ApiOperation({
    summary: 'Write to support',
    description:
      'Sends a message from the contact form to the support team. ' +
      'Who: anyone (rate limited). ' +
      'Effects: stored with a tracking number (answered at once), emailed to the support mailbox and, with the number, to the sender.',
  })
  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: ContactReceivedDto })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages from one address in 10 minutes' })
  async send(@Body() body: ContactRequestDto): Promise<ContactReceivedDto> {
    const received = await this.contact.receive(body);
    return {
      message: "Thank you for your message! We'll get back to you soon.",
      tracking_number: received.trackingNumber,
      acknowledge_by: received.acknowledgeBy,
      resolve_by: received.resolveBy,
    };
  }
}
