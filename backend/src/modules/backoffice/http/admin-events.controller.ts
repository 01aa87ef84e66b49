import { Body, HttpCode, Inject, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { EVENT_MESSAGES as m, RESALE_NOT_PERMITTED } from '@ticketsetu/contracts/rules';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import {
  CreateEventDto,
  EventAdminService,
  EventChangedDto,
  type EventForm,
  type EventView,
  ResalePermissionDto,
  toAdminEventDto,
  toEventForm,
  UpdateEventDto,
} from '../../catalog/index.js';

/**
 * Admin > Events: Create Event and Edit, Verify / Reject, the active checkbox, the organiser's resale
 * permission: catalog's commands. The list (with ticket counts) and delete are AdminEventsOverviewController's.
 * (Two controllers, one path: their class names are the operations' ids in the contract.)
 */
@AdminController('events')
export class AdminEventsController {
  constructor(
    private readonly events: EventAdminService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({
    summary: 'Create an event',
    description:
      'Creates an event (pending verification), with its fees, transfer instructions and any resale cap; its date must be in the future. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Post()
  @ApiCreatedResponse({ type: EventChangedDto, description: "'Event created successfully!'" })
  async create(@CurrentUser() admin: AuthUser, @Body() body: CreateEventDto): Promise<EventChangedDto> {
    return this.answer(m.created, await this.events.create(admin.id, toEventForm(body) as EventForm));
  }

  @ApiOperation({
    summary: 'Edit an event',
    description:
      "Changes any of the event's fields; fields left out stay as they are, null clears a nullable one. " +
      'Who: staff. ' +
      'Effects: the public pages show the change; recorded in the audit log.',
  })
  @Patch(':id')
  @ApiOkResponse({ type: EventChangedDto, description: "'Event updated successfully!'" })
  @ApiNotFoundResponse({ description: "'Event not found'" })
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateEventDto,
  ): Promise<EventChangedDto> {
    return this.answer(m.updated, await this.events.update(admin.id, id, toEventForm(body)));
  }

  @ApiOperation({
    summary: 'Verify an event',
    description: 'Marks a pending event verified. Who: staff. Effects: recorded in the audit log.',
  })
  @Post(':id/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: EventChangedDto, description: "'Event verified successfully!'" })
  @ApiConflictResponse({ description: 'Already verified or rejected, or expired' })
  async verify(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<EventChangedDto> {
    return this.answer(m.verified, await this.events.verify(admin.id, id));
  }

  @ApiOperation({
    summary: 'Reject an event',
    description: 'Marks a pending event rejected. Who: staff. Effects: recorded in the audit log.',
  })
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: EventChangedDto, description: "'Event rejected successfully!'" })
  @ApiConflictResponse({ description: 'Already verified or rejected, or expired' })
  async reject(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<EventChangedDto> {
    return this.answer(m.rejected, await this.events.reject(admin.id, id));
  }

  @ApiOperation({
    summary: 'Show an event to the public',
    description: 'Puts an inactive event back on the public pages. Who: staff. Effects: recorded in the audit log.',
  })
  @Post(':id/activate')
  @HttpCode(200)
  @ApiOkResponse({ type: EventChangedDto, description: "'Event activated'" })
  async activate(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<EventChangedDto> {
    return this.answer(m.activated, await this.events.setActive(admin.id, id, true));
  }

  @ApiOperation({
    summary: 'Hide an event from the public',
    description:
      'Takes the event off the public pages and stops new sales and listings for it; orders already paid are not touched. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOkResponse({
    type: EventChangedDto,
    description: "'Event deactivated': off the public pages within the cache's TTL",
  })
  async deactivate(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<EventChangedDto> {
    return this.answer(m.deactivated, await this.events.setActive(admin.id, id, false));
  }

  @Put(':id/resale-permission')
  @ApiOperation({
    summary: 'Mark whether the organiser permits resale',
    description:
      `permitted: false marks the event '${RESALE_NOT_PERMITTED}' (ADR 63): its page says so, new listings are refused, ` +
      'and listings under review or on sale are withdrawn with an email to each seller (their holds and sales keep ' +
      'their course). permitted: true lifts it for new listings. ' +
      'Who: staff. ' +
      'Effects: listings withdrawn and their sellers emailed (when marked); the audit log records the change and its note.',
  })
  @ApiOkResponse({ type: EventChangedDto })
  @ApiNotFoundResponse({ description: "'Event not found'" })
  async resalePermission(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: ResalePermissionDto,
  ): Promise<EventChangedDto> {
    const event = await this.events.setResalePermitted(admin.id, id, body.permitted, body.note.trim());
    return this.answer(body.permitted ? 'Resale permitted again' : RESALE_NOT_PERMITTED, event);
  }

  private answer(message: string, event: EventView): EventChangedDto {
    return { message, event: toAdminEventDto(event, this.clock.now()) };
  }
}
