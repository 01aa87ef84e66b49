import { jest } from '@jest/globals';
import { PhonePeSandbox } from '../../src/modules/payments/sandbox/phonepe-sandbox.service.js';
import { PhonePeSandboxWorker } from '../../src/modules/payments/sandbox/phonepe-sandbox.worker.js';
import { pgError, type SandboxReply } from '../../src/modules/payments/sandbox/sandbox-wire.js';
import type { TestApp } from './test-app.js';

/**
 * Delivers what the built-in PhonePe sandbox owes the app now (webhooks, settled refunds, expired
 * orders), as its worker would. For the tests of modules that take payments through the gateway
 * (orders and after), which may import payments only through its index.ts.
 */
export function drainPhonePeSandbox(t: TestApp): Promise<void> {
  return t.app.get(PhonePeSandboxWorker).drain();
}

/** The sandbox refuses the next payment start, as PhonePe answers a request it will not take (400). */
export function refuseNextPaymentStart(t: TestApp): void {
  jest
    .spyOn(t.app.get(PhonePeSandbox), 'createOrder')
    .mockResolvedValueOnce(pgError(400, 'BAD_REQUEST', 'Please check the inputs you have provided.'));
}

/**
 * The sandbox makes the next payment but holds its answer back until `answer()`: a start that times out
 * after PhonePe made it. `payPage()` is the pay page it made, which the app never got.
 */
export function holdNextPaymentStartAnswer(t: TestApp): { answer: () => void; payPage: () => string } {
  const sandbox = t.app.get(PhonePeSandbox);
  const createOrder = sandbox.createOrder.bind(sandbox);
  let made: SandboxReply | undefined;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  jest.spyOn(sandbox, 'createOrder').mockImplementationOnce(async (body) => {
    made = await createOrder(body);
    await answered;
    return made;
  });
  return { answer, payPage: () => (made!.body as { redirectUrl: string }).redirectUrl };
}
