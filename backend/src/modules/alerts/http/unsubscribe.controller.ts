import { Body, Controller, Get, HttpCode, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../shared/http/auth.js';
import { AcceptsBody } from '../../../shared/http/same-origin.guard.js';
import { AlertsService } from '../application/alerts.service.js';
import { ALERT_MESSAGES as m, AlertError } from '../domain/alert-errors.js';
import { OneClickUnsubscribeDto, UnsubscribeLinkDto } from './alerts.dto.js';
import { unsubscribePage } from './unsubscribe-page.js';

const HTML_PAGE = { 'text/html': { schema: { type: 'string' } } };
/** RFC 8058 §3.2: the one-click POST is multipart/form-data or form-urlencoded. */
const ONE_CLICK_BODIES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * An alert email's unsubscribe link (ADR 66), open to anyone holding it: the signed token names the
 * alert, so no session is asked for (nor documented). GET is the link in the text; POST is RFC 8058's
 * one-click form, sent by mail software's own Unsubscribe button from the List-Unsubscribe header.
 */
@ApiTags('alerts')
@Controller('v1/alerts/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly alerts: AlertsService) {}

  @Public()
  @ApiOperation({
    summary: 'Unsubscribe from a ticket alert (the email link)',
    description:
      'The one-click link of an alert email: stops that alert and answers a short HTML page. Clicking it again answers the same. ' +
      'Who: anyone holding the signed link (no sign-in). ' +
      'Effects: the alert ends.',
  })
  @Get()
  @ApiOkResponse({ description: 'A page saying no more alerts come for the event', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: `'${m.badLink}' (longer than any link we send)` })
  @ApiNotFoundResponse({ description: `A page saying '${m.badLink}' (a tampered or unknown link)`, content: HTML_PAGE })
  async unsubscribe(@Query() link: UnsubscribeLinkDto, @Res() res: Response): Promise<void> {
    await this.answerUnsubscribe(link.alert, res);
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
  @Post()
  @HttpCode(200)
  @AcceptsBody(...ONE_CLICK_BODIES)
  @ApiConsumes(...ONE_CLICK_BODIES)
  @ApiBody({ type: OneClickUnsubscribeDto })
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 4, fieldSize: 64, parts: 4 } }))
  @ApiOkResponse({ description: 'A page saying no more alerts come for the event', content: HTML_PAGE })
  @ApiBadRequestResponse({
    description: `'${m.notOneClick}' (not the one-click form), or '${m.badLink}' (longer than any link we send)`,
  })
  @ApiNotFoundResponse({ description: `A page saying '${m.badLink}' (a tampered or unknown link)`, content: HTML_PAGE })
  async unsubscribeOneClick(
    @Query() link: UnsubscribeLinkDto,
    @Body() _form: OneClickUnsubscribeDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.answerUnsubscribe(link.alert, res);
  }

  /** Both forms answer alike: the page, or the bad link's page; never cached, never a referrer. */
  private async answerUnsubscribe(token: string | undefined, res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    try {
      const title = await this.alerts.unsubscribe(token);
      res.status(200).type('text/html; charset=utf-8').send(unsubscribePage(m.unsubscribed, title));
    } catch (error) {
      if (!(error instanceof AlertError)) throw error;
      res.status(404).type('text/html; charset=utf-8').send(unsubscribePage(m.badLink, null));
    }
  }
}
