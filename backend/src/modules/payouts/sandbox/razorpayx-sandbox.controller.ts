import { Body, Controller, Get, Headers, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../shared/http/auth.js';
import { AcceptsBody } from '../../../shared/http/same-origin.guard.js';
import { isLoopback } from '../../../shared/infrastructure/dev-outbox.controller.js';
import { RAZORPAYX_SANDBOX_ROUTE } from '../infrastructure/razorpayx/razorpayx-settings.js';
import { CONTROL_PAGE_POLICY, controlPageHtml } from './control-page.html.js';
import { RazorpayXSandboxPayouts } from './razorpayx-sandbox-payouts.js';
import { RazorpayXSandbox } from './razorpayx-sandbox.service.js';
import { RazorpayXSandboxWorker } from './razorpayx-sandbox.worker.js';
import { badRequest, isObject, type SandboxReply } from './razorpayx-wire.js';
import { CONTROL_OUTCOMES, type ControlOutcome } from './sandbox-payout-status.js';

function send(res: Response, reply: SandboxReply): void {
  res.status(reply.status).type('application/json').send(JSON.stringify(reply.body));
}

/**
 * RazorpayX's Payouts API (contacts, VPA fund accounts, VPA validation, payouts), served by the app
 * itself (never in production): point a RazorpayX client's base URL at `<app>/api/razorpayx-sandbox`
 * and it works unchanged. Requests carry RazorpayX's basic auth (key id and secret), not a TicketSetu
 * session, hence @Public. (The same-origin guard lets them through: they carry Authorization.)
 */
@Public()
@ApiExcludeController()
@Controller(RAZORPAYX_SANDBOX_ROUTE)
export class RazorpayXSandboxApiController {
  constructor(
    private readonly sandbox: RazorpayXSandbox,
    private readonly payouts: RazorpayXSandboxPayouts,
    private readonly worker: RazorpayXSandboxWorker,
  ) {}

  @Post('v1/contacts')
  async createContact(@Headers('authorization') auth: string | undefined, @Body() body: unknown, @Res() res: Response) {
    send(res, this.sandbox.refusal(auth) ?? (await this.sandbox.createContact(body)));
  }

  @Post('v1/fund_accounts')
  async createFundAccount(
    @Headers('authorization') auth: string | undefined,
    @Body() body: unknown,
    @Res() res: Response,
  ) {
    send(res, this.sandbox.refusal(auth) ?? (await this.sandbox.createFundAccount(body)));
  }

  @Post('v1/fund_accounts/validations')
  async validate(@Headers('authorization') auth: string | undefined, @Body() body: unknown, @Res() res: Response) {
    const reply = this.sandbox.refusal(auth) ?? (await this.sandbox.createValidation(body));
    if (reply.status === 200) this.worker.kick();
    send(res, reply);
  }

  @Get('v1/fund_accounts/validations/:id')
  async validation(@Headers('authorization') auth: string | undefined, @Param('id') id: string, @Res() res: Response) {
    send(res, this.sandbox.refusal(auth) ?? (await this.sandbox.fetchValidation(id)));
  }

  @Post('v1/payouts')
  async createPayout(
    @Headers('authorization') auth: string | undefined,
    @Headers('x-payout-idempotency') idempotencyKey: string | undefined,
    @Body() body: unknown,
    @Res() res: Response,
  ) {
    const reply = this.sandbox.refusal(auth) ?? (await this.payouts.create(idempotencyKey, body));
    if (reply.status === 200) this.worker.kick();
    send(res, reply);
  }

  @Get('v1/payouts')
  async listPayouts(
    @Headers('authorization') auth: string | undefined,
    @Query() query: Record<string, unknown>,
    @Res() res: Response,
  ) {
    send(res, this.sandbox.refusal(auth) ?? (await this.payouts.list(query)));
  }

  @Get('v1/payouts/:id')
  async payout(@Headers('authorization') auth: string | undefined, @Param('id') id: string, @Res() res: Response) {
    const reply = this.sandbox.refusal(auth) ?? (await this.payouts.fetch(id));
    this.worker.kick(); // a read may have moved it on: its webhook goes out now
    send(res, reply);
  }

  @Post('v1/payouts/:id/cancel')
  async cancel(@Headers('authorization') auth: string | undefined, @Param('id') id: string, @Res() res: Response) {
    const reply = this.sandbox.refusal(auth) ?? (await this.payouts.cancel(id));
    if (reply.status === 200) this.worker.kick();
    send(res, reply);
  }
}

const CONTROL_PAGE = `/api/${RAZORPAYX_SANDBOX_ROUTE}/control`;

/**
 * The sandbox's controls, for people and tests: how the next payout ends. Like the dev outbox, only
 * this computer may use them (anyone else gets the 404 of a path that does not exist): they need no
 * key, and nothing they do moves money.
 */
@Public()
@ApiExcludeController()
@Controller(`${RAZORPAYX_SANDBOX_ROUTE}/control`)
export class RazorpayXSandboxControlController {
  constructor(private readonly payouts: RazorpayXSandboxPayouts) {}

  @Get()
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!isLoopback(req.ip)) throw notFound(req);
    const [next, recent] = await Promise.all([this.payouts.nextOutcomes(), this.payouts.recentPayouts()]);
    res.setHeader('Content-Security-Policy', CONTROL_PAGE_POLICY);
    // Helmet's no-referrer makes a browser send `Origin: null` with the form, which the same-origin guard refuses.
    res.setHeader('Referrer-Policy', 'same-origin');
    res
      .status(200)
      .type('text/html; charset=utf-8')
      .send(controlPageHtml(`${CONTROL_PAGE}/next-payout`, next, recent));
  }

  /** `{ outcome: 'process' | 'fail' | 'reverse' | 'queue' | 'drop_webhooks' }`, as JSON or from the page's form. */
  @Post('next-payout')
  @AcceptsBody('application/x-www-form-urlencoded')
  async nextPayout(@Req() req: Request, @Body() body: unknown, @Res() res: Response): Promise<void> {
    if (!isLoopback(req.ip)) throw notFound(req);
    const outcome = isObject(body) ? body.outcome : undefined;
    if (!(CONTROL_OUTCOMES as readonly unknown[]).includes(outcome)) {
      return send(res, badRequest(`outcome must be one of ${CONTROL_OUTCOMES.join(', ')}`, 'outcome'));
    }
    const next = await this.payouts.addNextOutcome(outcome as ControlOutcome);
    if (req.is('application/x-www-form-urlencoded')) return res.redirect(303, CONTROL_PAGE);
    send(res, { status: 200, body: { next } });
  }
}

/** The same answer as a path that does not exist. */
function notFound(req: Request): NotFoundException {
  return new NotFoundException(`Cannot ${req.method} ${req.originalUrl}`);
}
