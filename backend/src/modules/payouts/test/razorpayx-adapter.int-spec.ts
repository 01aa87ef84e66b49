import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { paise } from '@ticketsetu/contracts/money';
import type { PayoutInstruction } from '../domain/payout-provider.js';
import { RazorpayXClient } from '../infrastructure/razorpayx/razorpayx-client.js';
import { RazorpayXError } from '../infrastructure/razorpayx/razorpayx-error.js';
import {
  payoutIdempotencyKey,
  RazorpayXPayoutProvider,
} from '../infrastructure/razorpayx/razorpayx-payout.provider.js';
import { razorpayXSandboxBaseUrl } from '../infrastructure/razorpayx/razorpayx-settings.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

/** The credentials the app (and so its sandbox) starts with; the adapter is given the same. */
const SETTINGS = {
  RAZORPAYX_KEY_ID: 'rzp_test_ticketsetu',
  RAZORPAYX_KEY_SECRET: 'sandbox-key-secret-3d9f0c',
  RAZORPAYX_WEBHOOK_SECRET: 'sandbox-webhook-secret-a17e',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
};

/**
 * The RazorpayX payout adapter, unchanged, against the built-in RazorpayX sandbox over real HTTP:
 * what it pays, that a repeat pays nothing more, how it reads a payout's end and checks a UPI id.
 */
describe('the RazorpayX payout adapter against the built-in sandbox', () => {
  let t: TestApp;
  let origin: string;
  let client: RazorpayXClient;
  let provider: RazorpayXPayoutProvider;

  const clientWith = (keySecret: string) =>
    new RazorpayXClient({
      settings: {
        keyId: SETTINGS.RAZORPAYX_KEY_ID,
        keySecret,
        accountNumber: SETTINGS.RAZORPAYX_ACCOUNT_NUMBER,
        baseUrl: () => razorpayXSandboxBaseUrl(origin),
      },
      retry: { attempts: 3, delayMs: () => 0, sleep: () => Promise.resolve() },
      validationReads: { attempts: 20, delayMs: 50 },
    });

  /** The sandbox's control: how the next payout it is asked for ends. */
  const nextPayout = async (outcome: 'process' | 'fail' | 'reverse' | 'drop_webhooks') => {
    const response = await fetch(`${origin}/api/razorpayx-sandbox/control/next-payout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    expect(response.ok).toBe(true);
  };

  /** A payout's status once it is final (the sandbox settles it shortly after it is made). */
  const settled = async (reference: string) => {
    for (let read = 0; read < 100; read += 1) {
      const status = await provider.payoutStatus(reference);
      if (status.state !== 'in_progress') return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`payout ${reference} is still in progress`);
  };

  const instruction = (overrides: Partial<PayoutInstruction> = {}): PayoutInstruction => ({
    payoutId: randomUUID(),
    sellerId: randomUUID(),
    amount: paise(1_425_00),
    upiId: 'asha.rao@okaxis',
    attempt: 1,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createModuleTestApp('payouts', SETTINGS, { listen: true });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    client = clientWith(SETTINGS.RAZORPAYX_KEY_SECRET);
    provider = new RazorpayXPayoutProvider(client);
  });
  afterAll(() => t.close());

  it('pays a payout once, to the UPI id, for the amount, and reads it processed with a UTR', async () => {
    await nextPayout('process');
    const payout = instruction();
    const dispatched = await provider.dispatch(payout);
    expect(dispatched).toEqual({ state: 'submitted', reference: expect.stringMatching(/^pout_/) });
    const reference = (dispatched as { reference: string }).reference;

    const made = await client.fetchPayout(reference);
    expect(made).toMatchObject({ amount: 1_425_00, referenceId: payout.payoutId, mode: 'UPI' });
    await expect(settled(reference)).resolves.toEqual({
      reference,
      state: 'processed',
      utr: expect.stringMatching(/^\d{12}$/),
      reason: expect.anything(),
    });
  });

  it('a repeat of the same payout and attempt makes no second payout', async () => {
    await nextPayout('process');
    const payout = instruction();
    const first = await provider.dispatch(payout);
    const again = await provider.dispatch(payout);
    expect(again).toEqual(first);
    expect(await client.findPayouts(payout.payoutId)).toHaveLength(1);

    // The idempotency key alone holds too: the same create sent twice is one payout.
    const contact = await client.createContact({
      name: `Seller ${payout.sellerId}`,
      type: 'vendor',
      referenceId: payout.sellerId,
    });
    const fundAccount = await client.createVpaFundAccount(contact.id, payout.upiId);
    const request = {
      idempotencyKey: payoutIdempotencyKey(payout.payoutId, 1),
      fundAccountId: fundAccount.id,
      amount: payout.amount,
      referenceId: payout.payoutId,
      narration: 'TicketSetu sale payout',
      notes: { payout_id: payout.payoutId, attempt: '1' },
    };
    const a = await client.createPayout(request);
    const b = await client.createPayout(request);
    expect(a.id).toBe((first as { reference: string }).reference);
    expect(b.id).toBe(a.id);
    expect(await client.findPayouts(payout.payoutId)).toHaveLength(1);
  });

  it('pays a new attempt only once the earlier one ended unpaid', async () => {
    await nextPayout('fail');
    const payout = instruction();
    const first = (await provider.dispatch(payout)) as { reference: string };
    await expect(settled(first.reference)).resolves.toMatchObject({ state: 'failed', utr: null });

    await nextPayout('process');
    const second = (await provider.dispatch({ ...payout, attempt: 2 })) as { reference: string };
    expect(second.reference).not.toBe(first.reference);
    await expect(settled(second.reference)).resolves.toMatchObject({ state: 'processed' });
    expect(await client.findPayouts(payout.payoutId)).toHaveLength(2);
  });

  it('checks a UPI id: active with the registered name, or invalid', async () => {
    await expect(provider.validateUpiId('asha.rao@okaxis')).resolves.toEqual({
      valid: true,
      registeredName: expect.stringMatching(/\S/),
    });
    await expect(provider.validateUpiId('invalid@okaxis')).resolves.toEqual({ valid: false });
  });

  it('a wrong key secret is a 401 RazorpayXError, not retried', async () => {
    const wrong = new RazorpayXPayoutProvider(clientWith('not-the-secret'));
    const error = await wrong.dispatch(instruction()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayXError);
    expect(error).toMatchObject({ status: 401, retryable: false });
  });

  it('staff cannot record a UTR in this mode', () => {
    expect(() => provider.proofOfPayment()).toThrow('Payouts are paid by RazorpayX: staff do not record a UTR');
  });
});
