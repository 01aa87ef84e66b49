import { RazorpayXClient } from './razorpayx-client.js';
import { RazorpayXError } from './razorpayx-error.js';

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A RazorpayX stand-in that answers from a script, one answer per request, and keeps what was sent. */
function scripted(...answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const fetchStub = (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(init.body as string) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('the script has no more answers');
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const pauses: number[] = [];
  const client = new RazorpayXClient({
    settings: {
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      accountNumber: '7878780080316316',
      baseUrl: () => 'http://x.test/',
    },
    retry: { attempts: 3, delayMs: () => 5, sleep: (ms) => Promise.resolve(pauses.push(ms)) },
    validationReads: { attempts: 2, delayMs: 7 },
    fetch: fetchStub as typeof fetch,
  });
  return { client, sent, pauses };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const payout = (status = 'processing') => ({
  id: 'pout_00000000000001',
  entity: 'payout',
  fund_account_id: 'fa_00000000000001',
  amount: 150_000,
  currency: 'INR',
  status,
  utr: null,
  mode: 'UPI',
  reference_id: 'payout-row-id',
});
const newPayout = {
  idempotencyKey: '3f0c1a528f0e4c399a435d7d2c1b9e10-1',
  fundAccountId: 'fa_00000000000001',
  amount: 150_000,
  referenceId: 'payout-row-id',
  narration: 'TicketSetu sale payout',
};

describe('RazorpayXClient', () => {
  it('creates a UPI payout as documented: basic auth, the idempotency header, the body in paise', async () => {
    const { client, sent } = scripted(json(200, payout()));
    await expect(client.createPayout(newPayout)).resolves.toMatchObject({
      id: 'pout_00000000000001',
      status: 'processing',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url.href).toBe('http://x.test/v1/payouts');
    expect(sent[0]!.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
    expect(sent[0]!.headers['x-payout-idempotency']).toBe(newPayout.idempotencyKey);
    expect(sent[0]!.body).toEqual({
      account_number: '7878780080316316',
      fund_account_id: 'fa_00000000000001',
      amount: 150_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: 'payout-row-id',
      narration: 'TicketSetu sale payout',
    });
  });

  it('sends a payout again after a lost answer with the same key and the same body', async () => {
    const { client, sent, pauses } = scripted(
      new DOMException('The operation timed out', 'TimeoutError'),
      json(503, { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } }),
      json(200, payout()),
    );
    await expect(client.createPayout(newPayout)).resolves.toMatchObject({ id: 'pout_00000000000001' });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.headers['x-payout-idempotency']))).toEqual(new Set([newPayout.idempotencyKey]));
    expect(new Set(sent.map((s) => JSON.stringify(s.body))).size).toBe(1);
    expect(pauses).toEqual([5, 5]);
  });

  it('does not repeat a refusal: a wrong key secret is a 401 RazorpayXError, sent once', async () => {
    const { client, sent } = scripted(
      json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key/secret provided is invalid' } }),
    );
    const error = await client
      .createContact({ name: 'Seller 1', type: 'vendor', referenceId: 'seller-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayXError);
    expect(error).toMatchObject({ status: 401, retryable: false });
    expect(sent).toHaveLength(1);
  });

  it('refuses an idempotency key RazorpayX would refuse, and a payout below ₹1, without calling', async () => {
    const { client, sent } = scripted();
    await expect(
      client.createPayout({ ...newPayout, idempotencyKey: 'payout-3f0c1a52-8f0e-4c39-9a43-5d7d2c1b9e10-1' }),
    ).rejects.toMatchObject({
      field: 'X-Payout-Idempotency',
      retryable: false,
    });
    await expect(client.createPayout({ ...newPayout, amount: 99 })).rejects.toMatchObject({ field: 'amount' });
    expect(sent).toHaveLength(0);
  });

  it('reads a VPA validation until it is final, a bounded number of times', async () => {
    const created = {
      id: 'fav_1',
      entity: 'fund_account.validation',
      status: 'created',
      results: { account_status: null, registered_name: null },
    };
    const completed = {
      ...created,
      status: 'completed',
      results: { account_status: 'active', registered_name: 'Asha Rao' },
    };
    const { client, sent, pauses } = scripted(json(200, created), json(200, created), json(200, completed));
    await expect(client.validateVpa('fa_1')).resolves.toEqual({
      id: 'fav_1',
      status: 'completed',
      accountStatus: 'active',
      registeredName: 'Asha Rao',
    });
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'POST /v1/fund_accounts/validations',
      'GET /v1/fund_accounts/validations/fav_1',
      'GET /v1/fund_accounts/validations/fav_1',
    ]);
    expect(sent[0]!.body).toEqual({ account_number: '7878780080316316', fund_account: { id: 'fa_1' } });
    expect(pauses).toEqual([7, 7]);

    const stuck = scripted(json(200, created), json(200, created), json(200, created));
    await expect(stuck.client.validateVpa('fa_1')).resolves.toMatchObject({ status: 'created' });
    expect(stuck.sent).toHaveLength(3);
  });

  it('finds the payouts of one of our references', async () => {
    const { client, sent } = scripted(json(200, { entity: 'collection', count: 1, items: [payout('processed')] }));
    await expect(client.findPayouts('payout-row-id')).resolves.toMatchObject([
      { id: 'pout_00000000000001', status: 'processed' },
    ]);
    expect(sent[0]!.url.pathname).toBe('/v1/payouts');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      account_number: '7878780080316316',
      reference_id: 'payout-row-id',
      count: '100',
    });
  });
});
