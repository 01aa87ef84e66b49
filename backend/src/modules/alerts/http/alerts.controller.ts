import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { AlertsService } from '../application/alerts.service.js';
import type { AlertView } from '../application/views.js';
import { ALERT_MESSAGES as m } from '../domain/alert-errors.js';
import { AlertMessageDto, SetAlertDto, TicketAlertDto } from './alerts.dto.js';

/** Ticket alerts (ADR 66): the caller's own alerts only; anyone else's id is not found. */
@ApiTags('alerts')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @ApiOperation({
    summary: 'Tell me when tickets are listed',
    description:
      'Sets your ticket alert for an event with tickets on sale, or changes it: an optional most you will pay per ticket (paise), ' +
      'how many tickets together and which type. When a listing that fits is verified you get an email (and an SMS if you chose it) ' +
      'with a link to its checkout, at most once an hour per event, until the event starts. ' +
      'Who: a signed-in person. ' +
      'Effects: none until a listing fits; then an email.',
  })
  @Post('events/:eventId/alert')
  @ApiCreatedResponse({ type: TicketAlertDto })
  @ApiNotFoundResponse({ description: "'Event not found'" })
  @ApiConflictResponse({ description: `'${m.eventNotOpen}', or '${m.soldOut}'` })
  async set(
    @CurrentUser() me: AuthUser,
    @Param('eventId') eventId: string,
    @Body() body: SetAlertDto,
  ): Promise<TicketAlertDto> {
    const alert = await this.alerts.set(me.id, eventId, {
      maxPrice: body.maxPrice ?? null,
      quantity: body.quantity ?? 1,
      ticketType: body.ticketType ?? 'any',
      sms: body.sms ?? false,
    });
    return toAlertDto(alert);
  }

  @ApiOperation({
    summary: 'Your ticket alerts',
    description: 'Your live ticket alerts, soonest event first. Who: a signed-in person (their own). Effects: none.',
  })
  @Get('me/alerts')
  @ApiOkResponse({ type: [TicketAlertDto] })
  async mine(@CurrentUser() me: AuthUser): Promise<TicketAlertDto[]> {
    return (await this.alerts.mine(me.id)).map(toAlertDto);
  }

  @ApiOperation({
    summary: 'Remove a ticket alert',
    description: "Stops one of your ticket alerts. Who: the alert's owner. Effects: no more alerts for that event.",
  })
  @Delete('me/alerts/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: AlertMessageDto })
  @ApiNotFoundResponse({ description: `'${m.alertNotFound}'` })
  async remove(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<AlertMessageDto> {
    await this.alerts.remove(me.id, id);
    return { message: m.removed };
  }
}

function toAlertDto(alert: AlertView): TicketAlertDto {
  return {
    id: alert.id,
    event: {
      id: alert.event.id,
      title: alert.event.title,
      venue: alert.event.venue,
      city: alert.event.city,
      event_date: alert.event.eventDate,
    },
    max_price: alert.maxPrice,
    quantity: alert.quantity,
    ticket_type: alert.ticketType,
    sms: alert.sms,
    created_at: alert.createdAt,
  };
}
