import { PhonePeSandboxWorker } from '../../src/modules/payments/sandbox/phonepe-sandbox.worker.js';
import type { TestApp } from './test-app.js';

/**
 * Delivers what the built-in PhonePe sandbox owes the app now (webhooks, settled refunds, expired
 * orders), as its worker would. For the tests of modules that take payments through the gateway
 * (orders and after), which may import payments only through its index.ts.
 */
export function drainPhonePeSandbox(t: TestApp): Promise<void> {
  return t.app.get(PhonePeSandboxWorker).drain();
}
