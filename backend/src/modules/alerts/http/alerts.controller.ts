import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, Public } from '../../../shared/http/auth.js';
import { AcceptsBody } from '../../../shared/http/same-origin.guard.js';
import { AlertsService } from '../application/alerts.service.js';
import type { AlertView } from '../application/views.js';
import { ALERT_MESSAGES as m, AlertError } from '../domain/alert-errors.js';
import { AlertMessageDto, OneClickUnsubscribeDto, SetAlertDto, TicketAlertDto } from './alerts.dto.js';
import { unsubscribePage } from './unsubscribe-page.js';

const HTML_PAGE = { 'text/html': { schema: { type: 'string' } } };
/** RFC 8058 §3.2: the one-click POST is multipart/form-data or form-urlencoded. */
const ONE_CLICK_BODIES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const TOKEN_QUERY = { name: 'alert', required: true, description: "The email link's signed alert: its id, a dot and the HMAC" };

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

  @Public()
  @ApiOperation({
    summary: 'Unsubscribe from a ticket alert (the email link)',
    description:
      'The one-click link of an alert email: stops that alert and answers a short HTML page. Clicking it again answers the same. ' +
      'Who: anyone holding the signed link (no sign-in). ' +
      'Effects: the alert ends.',
  })
  @Get('alerts/unsubscribe')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ description: 'A page saying no more alerts come for the event', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: `A page saying '${m.badLink}' (a tampered or unknown link)`, content: HTML_PAGE })
  async unsubscribe(@Query('alert') token: unknown, @Res() res: Response): Promise<void> {
    await this.answerUnsubscribe(token, res);
  }

  @Public()
  @ApiOperation({
    summary: 'Unsubscribe from a ticket alert in one click (RFC 8058)',
    description:
      "What mail software's own Unsubscribe button sends to the email's List-Unsubscribe link: the same signed link, " +
      "POSTed with the form 'List-Unsubscribe=One-Click'. Stops that alert; posting again answers the same. " +
      'Who: anyone holding the signed link (no sign-in). ' +
      'Effects: the alert ends.',
  })
  @Post('alerts/unsubscribe')
  @HttpCode(200)
  @AcceptsBody(...ONE_CLICK_BODIES)
  @ApiConsumes(...ONE_CLICK_BODIES)
  @ApiBody({ type: OneClickUnsubscribeDto })
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 4, fieldSize: 64, parts: 4 } }))
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ description: 'A page saying no more alerts come for the event', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: `'${m.notOneClick}' (not the one-click form)` })
  @ApiNotFoundResponse({ description: `A page saying '${m.badLink}' (a tampered or unknown link)`, content: HTML_PAGE })
  async unsubscribeOneClick(
    @Query('alert') token: unknown,
    @Body() _form: OneClickUnsubscribeDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.answerUnsubscribe(token, res);
  }

  /** Both forms answer alike: the page, or the bad link's page; never cached, never a referrer. */
  private async answerUnsubscribe(token: unknown, res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    try {
      const title = await this.alerts.unsubscribe(typeof token === 'string' ? token : undefined);
      res.status(200).type('text/html; charset=utf-8').send(unsubscribePage(m.unsubscribed, title));
    } catch (error) {
      if (!(error instanceof AlertError)) throw error;
      res.status(404).type('text/html; charset=utf-8').send(unsubscribePage(m.badLink, null));
    }
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
