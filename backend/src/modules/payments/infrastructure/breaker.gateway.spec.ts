import {
  PaymentGatewayPaused,
  PaymentGatewayRejected,
  PaymentGatewayUnavailable,
  PaymentNotFound,
} from '../domain/payment-errors.js';
import type { OrderStatus, PaymentGateway, VerifiedWebhook } from '../domain/payment-gateway.js';
import { BreakerGateway } from './breaker.gateway.js';

/** A gateway whose next answers the test decides; it counts what it was asked. */
class ScriptedGateway implements PaymentGateway {
  asked = 0;
  fail: Error | null = null;
  private answer(): Promise<never> {
    this.asked++;
    return Promise.reject(this.fail ?? new PaymentNotFound('ORDER_NOT_FOUND', 'No such order'));
  }
  createPayment = () => this.answer();
  orderStatus = (): Promise<OrderStatus> => this.answer();
  refund = () => this.answer();
  refundStatus = () => this.answer();
  verifyWebhook = (): VerifiedWebhook => ({ status: 'unauthorized' });
}

describe('the payment gateway behind its breaker', () => {
  let phonePe: ScriptedGateway;
  let gateway: BreakerGateway;
  beforeEach(() => {
    phonePe = new ScriptedGateway();
    // A reset time far beyond the test: once open, it stays open here.
    gateway = new BreakerGateway(phonePe, { resetTimeoutMs: 600_000 });
  });
  afterEach(() => gateway.onApplicationShutdown());

  it('opens after three calls that found PhonePe unavailable; then fails at once without asking it', async () => {
    phonePe.fail = new PaymentGatewayUnavailable('PhonePe pay timed out');
    for (let i = 0; i < 3; i++) await expect(gateway.orderStatus('TS1')).rejects.toThrow('PhonePe pay timed out');
    expect(gateway.state()).toBe('open');

    const paused = gateway.createPayment({ merchantOrderId: 'TS2', amount: 100, redirectUrl: 'https://x.in' });
    await expect(paused).rejects.toBeInstanceOf(PaymentGatewayPaused);
    // A PaymentGatewayUnavailable, so every caller that handles "unavailable" handles this too.
    await expect(gateway.refundStatus('R1')).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    expect(phonePe.asked).toBe(3);
  });

  it('never opens on answers: refusals and unknown orders are PhonePe working', async () => {
    for (let i = 0; i < 5; i++) await expect(gateway.orderStatus('TS1')).rejects.toBeInstanceOf(PaymentNotFound);
    phonePe.fail = new PaymentGatewayRejected(400, 'BAD_REQUEST', 'Bad request');
    for (let i = 0; i < 5; i++)
      await expect(gateway.refund({} as never)).rejects.toBeInstanceOf(PaymentGatewayRejected);
    expect(gateway.state()).toBe('closed');
    expect(phonePe.asked).toBe(10);
  });

  it('checks a webhook itself, open or not (no call to PhonePe)', async () => {
    phonePe.fail = new PaymentGatewayUnavailable('down');
    for (let i = 0; i < 3; i++) await gateway.orderStatus('TS1').catch(() => {});
    expect(gateway.state()).toBe('open');
    expect(gateway.verifyWebhook(undefined, {})).toEqual({ status: 'unauthorized' });
  });
});
