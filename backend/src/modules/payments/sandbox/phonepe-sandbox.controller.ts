import { Body, Controller, Get, Headers, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../shared/http/auth.js';
import { AcceptsBody } from '../../../shared/http/same-origin.guard.js';
import { SANDBOX_ROUTE } from '../infrastructure/phonepe-settings.js';
import { notFoundPageHtml, orderStatePageHtml, payPageHtml, payPagePolicy } from './pay-page.html.js';
import { type PayPageAction, PhonePeSandbox } from './phonepe-sandbox.service.js';
import { PhonePeSandboxWorker } from './phonepe-sandbox.worker.js';
import { badRequest, type SandboxReply, UNAUTHORIZED } from './sandbox-wire.js';

function send(res: Response, reply: SandboxReply): void {
  res.status(reply.status).type('application/json').send(JSON.stringify(reply.body));
}

/**
 * PhonePe's Standard Checkout v2 API, served by the app itself (never in production): point a
 * PhonePe client's auth and PG base URLs at `<app>/api/phonepe-sandbox` and it works unchanged.
 * Requests carry PhonePe's credentials, not a TicketSetu session, hence @Public. (The same-origin
 * guard lets them through: server-to-server calls send no Origin, PG calls carry Authorization.)
 */
@Public()
@ApiExcludeController()
@Controller(SANDBOX_ROUTE)
export class PhonePeSandboxApiController {
  constructor(
    private readonly sandbox: PhonePeSandbox,
    private readonly worker: PhonePeSandboxWorker,
  ) {}

  @Post('v1/oauth/token')
  @AcceptsBody('application/x-www-form-urlencoded')
  async token(@Req() req: Request, @Body() body: unknown, @Res() res: Response): Promise<void> {
    if (!req.is('application/x-www-form-urlencoded')) {
      return send(res, {
        status: 400,
        body: { code: 'INVALID_REQUEST', message: 'Bad Request: expected a form body', context: {} },
      });
    }
    send(res, await this.sandbox.issueToken(body));
  }

  @Post('checkout/v2/pay')
  async pay(@Headers('authorization') auth: string | undefined, @Body() body: unknown, @Res() res: Response) {
    if (!(await this.sandbox.authorized(auth))) return send(res, UNAUTHORIZED);
    send(res, await this.sandbox.createOrder(body));
  }

  @Get('checkout/v2/order/:merchantOrderId/status')
  async orderStatus(
    @Headers('authorization') auth: string | undefined,
    @Param('merchantOrderId') merchantOrderId: string,
    @Res() res: Response,
  ) {
    if (!(await this.sandbox.authorized(auth))) return send(res, UNAUTHORIZED);
    // `details` and `errorContext` change nothing here: a sandbox order has at most one attempt.
    send(res, await this.sandbox.orderStatus(merchantOrderId));
  }

  @Post('payments/v2/refund')
  async refund(@Headers('authorization') auth: string | undefined, @Body() body: unknown, @Res() res: Response) {
    if (!(await this.sandbox.authorized(auth))) return send(res, UNAUTHORIZED);
    const reply = await this.sandbox.createRefund(body);
    if (reply.status === 200) this.worker.kick();
    send(res, reply);
  }

  @Get('payments/v2/refund/:merchantRefundId/status')
  async refundStatus(
    @Headers('authorization') auth: string | undefined,
    @Param('merchantRefundId') merchantRefundId: string,
    @Res() res: Response,
  ) {
    if (!(await this.sandbox.authorized(auth))) return send(res, UNAUTHORIZED);
    send(res, await this.sandbox.refundStatus(merchantRefundId));
  }
}

/** The hosted pay page the buyer's browser is sent to (PhonePe's checkout page stand-in). */
@Public()
@ApiExcludeController()
@Controller(SANDBOX_ROUTE)
export class PhonePeSandboxPayPageController {
  constructor(
    private readonly sandbox: PhonePeSandbox,
    private readonly worker: PhonePeSandboxWorker,
  ) {}

  @Get('transact')
  async show(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const key = typeof token === 'string' ? token : '';
    const order = await this.sandbox.payPage(key);
    if (order?.state === 'FAILED') this.worker.kick(); // it may have just expired
    if (!order) return html(res, 404, notFoundPageHtml(), null);
    if (order.state !== 'PENDING') return html(res, 200, orderStatePageHtml(order), order.redirect_url);
    html(res, 200, payPageHtml(order, key), order.redirect_url);
  }

  @Post('transact')
  @AcceptsBody('application/x-www-form-urlencoded')
  async decide(@Body() body: unknown, @Res() res: Response): Promise<void> {
    const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const action = form.action;
    if (action !== 'pay' && action !== 'fail' && action !== 'pending') {
      const reply = badRequest('action must be pay, fail or pending');
      return send(res, reply);
    }
    const outcome = await this.sandbox.decide(
      typeof form.token === 'string' ? form.token : '',
      action as PayPageAction,
      form.refunds === 'fail',
    );
    this.worker.kick();
    if (outcome.kind === 'not-found') return html(res, 404, notFoundPageHtml(), null);
    if (outcome.kind === 'redirect') {
      // 303: the browser follows with a GET, as after PhonePe's own checkout page.
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(303, outcome.url);
    }
    html(res, 200, orderStatePageHtml(outcome.order), null);
  }
}

function html(res: Response, status: number, page: string, formTarget: string | null): void {
  res.setHeader('Content-Security-Policy', payPagePolicy(formTarget));
  // Helmet's default (no-referrer) makes a browser send `Origin: null` with a form POST, which the
  // same-origin guard refuses: Pay, Fail and Leave pending failed in every real browser.
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('text/html; charset=utf-8').send(page);
}
