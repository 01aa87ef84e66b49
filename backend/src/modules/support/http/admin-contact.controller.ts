import { HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { toContactMessageRow } from '../application/contact-message-list.js';
import { ContactService } from '../application/contact.service.js';
import { CONTACT_MESSAGES } from '../domain/contact-errors.js';
import { ContactMessageChangedDto } from './contact.dto.js';
import { toContactMessageDto } from './contact-views.js';

/**
 * Staff acknowledge and close what visitors sent through the contact form (ADR 67); the list, with each
 * one's tracking number and deadlines, is the back office's (ADR 71).
 */
@AdminController('contact-messages')
export class AdminContactController {
  constructor(
    private readonly contact: ContactService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    return {
      message: CONTACT_MESSAGES.acknowledged,
      contact_message: toContactMessageDto(toContactMessageRow(message, this.clock.now())),
    };
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
    return {
      message: CONTACT_MESSAGES.closed,
      contact_message: toContactMessageDto(toContactMessageRow(message, this.clock.now())),
    };
  }
}
