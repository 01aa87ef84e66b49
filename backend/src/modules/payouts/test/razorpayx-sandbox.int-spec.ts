import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RazorpayXSandboxWorker } from '../sandbox/razorpayx-sandbox.worker.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

/**
 * The built-in RazorpayX Payouts sandbox through plain HTTP, as any RazorpayX client would see it:
 * only the paths, headers and JSON that razorpay.com/docs/api/x publishes, none of our adapter. Its
 * webhooks go to a stand-in merchant server here, which checks X-Razorpay-Signature itself. Time moves
 * with the test clock (the sandbox keeps payouts processing for a minute), and the worker is drained
 * by hand, as the tests of the PhonePe sandbox do.
 */

const SETTINGS = {
  RAZORPAYX_KEY_ID: 'rzp_test_SandboxSpec01',
  RAZORPAYX_KEY_SECRET: 'sandbox-spec-key-secret',
  RAZORPAYX_WEBHOOK_SECRET: 'sandbox-spec-webhook-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '2323230041626905',
  RAZORPAYX_SANDBOX_LATENCY_MS: '60000',
};
const LATENCY_MS = 60_000;

interface Delivery {
  eventId: string;
  signature: string;
  userAgent: string | undefined;
  raw: string;
  event: {
    entity: string;
    account_id: string;
    event: string;
    contains: string[];
    payload: { payout: { entity: { id: string } & Record<string, unknown> } };
    created_at: number;
  };
}

describe('the built-in RazorpayX sandbox', () => {
  let t: TestApp;
  let base: string;
  let hooks: Server;
  const deliveries: Delivery[] = [];
  /** What the merchant server answers next (then 200 again). */
  let nextHookStatus = 200;
  const basic = `Basic ${Buffer.from(`${SETTINGS.RAZORPAYX_KEY_ID}:${SETTINGS.RAZORPAYX_KEY_SECRET}`).toString('base64')}`;

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: basic,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RazorpayX's JSON, read loosely by the assertions
    return { status: response.status, body: (await response.json()) as any };
  };
  const drain = () => t.app.get(RazorpayXSandboxWorker).drain();
  const nextPayout = async (outcome: string) => {
    const response = await fetch(`${base}/control/next-payout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    expect(response.status).toBe(200);
  };
  const eventsFor = (payoutId: string) =>
    deliveries.filter((d) => d.event.payload.payout.entity.id === payoutId).map((d) => d.event.event);

  let fundAccountId: string;
  const payoutBody = (overrides: Record<string, unknown> = {}) => ({
    account_number: SETTINGS.RAZORPAYX_ACCOUNT_NUMBER,
    fund_account_id: fundAccountId,
    amount: 142_500,
    currency: 'INR',
    mode: 'UPI',
    purpose: 'payout',
    queue_if_low_balance: true,
    reference_id: randomUUID().replace(/-/g, ''),
    narration: 'TicketSetu sale payout',
    notes: { listing: 'L-1' },
    ...overrides,
  });
  const createPayout = (body: unknown, key = randomUUID()) =>
    call('POST', '/v1/payouts', body, { 'X-Payout-Idempotency': key });

  beforeAll(async () => {
    hooks = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const status = nextHookStatus;
        nextHookStatus = 200;
        deliveries.push({
          eventId: String(req.headers['x-razorpay-event-id']),
          signature: String(req.headers['x-razorpay-signature']),
          userAgent: req.headers['user-agent'],
          raw,
          event: JSON.parse(raw),
        });
        res.statusCode = status;
        res.end();
      });
    }).listen(0, '127.0.0.1');
    await once(hooks, 'listening');
    const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/razorpayx/webhook`;
    t = await createModuleTestApp('payouts', { ...SETTINGS, RAZORPAYX_SANDBOX_WEBHOOK_URL: hookUrl }, { listen: true });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${port}/api/razorpayx-sandbox`;
  });
  afterAll(async () => {
    await t.close();
    hooks.closeAllConnections();
    hooks.close();
  });

  it('makes a contact, and gives the same one back for the same details', async () => {
    const details = {
      name: 'Asha Rao',
      email: 'asha@example.in',
      contact: '9876543210',
      type: 'vendor',
      reference_id: 'seller-1',
    };
    const first = await call('POST', '/v1/contacts', { ...details, notes: { seller: '1' } });
    expect(first).toMatchObject({
      status: 200,
      body: { entity: 'contact', ...details, active: true, batch_id: null, notes: { seller: '1' } },
    });
    expect(first.body.id).toMatch(/^cont_[A-Za-z0-9]{14}$/);
    expect((await call('POST', '/v1/contacts', details)).body.id).toBe(first.body.id);
    expect((await call('POST', '/v1/contacts', { ...details, reference_id: 'seller-2' })).body.id).not.toBe(
      first.body.id,
    );

    expect(await call('POST', '/v1/contacts', { type: 'vendor' })).toEqual({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The name field is required.',
          source: 'business',
          step: 'NA',
          reason: 'input_validation_failed',
          metadata: {},
          field: 'name',
        },
      },
    });
  });

  it('makes a VPA fund account, the same one for the same contact and address', async () => {
    const contact = await call('POST', '/v1/contacts', { name: 'Asha Rao', type: 'vendor', reference_id: 'seller-3' });
    const body = { account_type: 'vpa', contact_id: contact.body.id, vpa: { address: 'asha.rao@okaxis' } };
    const first = await call('POST', '/v1/fund_accounts', body);
    expect(first).toMatchObject({
      status: 200,
      body: {
        entity: 'fund_account',
        contact_id: contact.body.id,
        account_type: 'vpa',
        vpa: { username: 'asha.rao', handle: 'okaxis', address: 'asha.rao@okaxis' },
        active: true,
      },
    });
    expect(first.body.id).toMatch(/^fa_[A-Za-z0-9]{14}$/);
    expect((await call('POST', '/v1/fund_accounts', body)).body.id).toBe(first.body.id);
    fundAccountId = first.body.id;

    const malformed = await call('POST', '/v1/fund_accounts', { ...body, vpa: { address: 'asha rao@okaxis' } });
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', field: 'vpa.address' } },
    });
    const unknown = await call('POST', '/v1/fund_accounts', { ...body, contact_id: 'cont_00000000000000' });
    expect(unknown).toMatchObject({ status: 400, body: { error: { field: 'contact_id' } } });
  });

  it('validates a VPA: created first, then active with the registered name, or invalid', async () => {
    const created = await call('POST', '/v1/fund_accounts/validations', {
      account_number: SETTINGS.RAZORPAYX_ACCOUNT_NUMBER,
      fund_account: { id: fundAccountId },
      notes: { check: 'seller-3' },
    });
    expect(created).toMatchObject({
      status: 200,
      body: {
        entity: 'fund_account.validation',
        status: 'created',
        fund_account: { id: fundAccountId, account_type: 'vpa', vpa: { address: 'asha.rao@okaxis' } },
        results: { account_status: null, registered_name: null },
        notes: { check: 'seller-3' },
        utr: null,
      },
    });
    expect(created.body.id).toMatch(/^fav_/);
    const inline = await call('POST', '/v1/fund_accounts/validations', {
      account_number: SETTINGS.RAZORPAYX_ACCOUNT_NUMBER,
      fund_account: { account_type: 'vpa', vpa: { address: 'invalid@okaxis' } },
    });
    expect((await call('GET', `/v1/fund_accounts/validations/${created.body.id}`)).body.status).toBe('created');

    t.clock.advance(LATENCY_MS);
    expect((await call('GET', `/v1/fund_accounts/validations/${created.body.id}`)).body).toMatchObject({
      status: 'completed',
      results: { account_status: 'active', registered_name: 'Asha Rao' },
    });
    expect((await call('GET', `/v1/fund_accounts/validations/${inline.body.id}`)).body).toMatchObject({
      status: 'completed',
      results: { account_status: 'invalid', registered_name: null },
    });
    expect((await call('GET', '/v1/fund_accounts/validations/fav_00000000000000')).body.error.description).toBe(
      'The id provided does not exist',
    );
  });

  it('makes one payout per X-Payout-Idempotency key, refuses a changed body and a missing key', async () => {
    const key = randomUUID();
    const body = payoutBody();
    const first = await createPayout(body, key);
    expect(first).toMatchObject({
      status: 200,
      body: {
        entity: 'payout',
        fund_account_id: fundAccountId,
        amount: 142_500,
        currency: 'INR',
        mode: 'UPI',
        purpose: 'payout',
        status: 'processing',
        utr: null,
        fees: 590,
        tax: 90,
        reference_id: body.reference_id,
        narration: 'TicketSetu sale payout',
        notes: { listing: 'L-1' },
        status_details: { reason: 'payout_bank_processing', source: 'gateway' },
      },
    });
    expect(first.body.id).toMatch(/^pout_[A-Za-z0-9]{14}$/);

    // The same body, its keys in another order: the same payout, not a second one.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await createPayout(reordered, key)).body.id).toBe(first.body.id);
    expect(await createPayout({ ...body, amount: 142_600 }, key)).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Different request body sent for the same Idempotency Header.',
        },
      },
    });
    expect(await call('POST', '/v1/payouts', body)).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', field: 'X-Payout-Idempotency' } },
    });
    expect(await createPayout({ ...body, amount: 99 })).toMatchObject({
      status: 400,
      body: { error: { field: 'amount' } },
    });

    const listed = await call(
      'GET',
      `/v1/payouts?account_number=${SETTINGS.RAZORPAYX_ACCOUNT_NUMBER}&reference_id=${body.reference_id}`,
    );
    expect(listed.body).toMatchObject({ entity: 'collection', count: 1, items: [{ id: first.body.id }] });
    expect(
      (
        await call(
          'GET',
          `/v1/payouts?account_number=${SETTINGS.RAZORPAYX_ACCOUNT_NUMBER}&fund_account_id=${fundAccountId}`,
        )
      ).body.count,
    ).toBeGreaterThanOrEqual(1);
  });

  it('processes a payout with a UTR after the latency, and sends signed webhooks', async () => {
    await nextPayout('process');
    const { body: payout } = await createPayout(payoutBody());
    await drain();
    expect(eventsFor(payout.id)).toEqual(['payout.initiated']);
    expect((await call('GET', `/v1/payouts/${payout.id}`)).body.status).toBe('processing');

    t.clock.advance(LATENCY_MS);
    await drain();
    const processed = (await call('GET', `/v1/payouts/${payout.id}`)).body;
    expect(processed).toMatchObject({
      status: 'processed',
      utr: expect.stringMatching(/^\d{12}$/),
      status_details: { reason: 'payout_processed', source: 'beneficiary_bank' },
      failure_reason: null,
    });
    expect(eventsFor(payout.id)).toEqual(['payout.initiated', 'payout.processed']);

    const delivery = deliveries.find(
      (d) => d.event.event === 'payout.processed' && d.event.payload.payout.entity.id === payout.id,
    )!;
    expect(delivery.signature).toBe(
      createHmac('sha256', SETTINGS.RAZORPAYX_WEBHOOK_SECRET).update(delivery.raw).digest('hex'),
    );
    expect(delivery.eventId).toMatch(/\S/);
    expect(delivery.userAgent).toBe('Razorpay-Webhook/v1');
    expect(delivery.event).toMatchObject({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/),
      event: 'payout.processed',
      contains: ['payout'],
      payload: { payout: { entity: { id: payout.id, status: 'processed', utr: processed.utr, amount: 142_500 } } },
      created_at: expect.any(Number),
    });
    // UTRs are unique.
    const other = (await createPayout(payoutBody())).body;
    t.clock.advance(LATENCY_MS);
    expect((await call('GET', `/v1/payouts/${other.id}`)).body.utr).not.toBe(processed.utr);
  });

  it('fails the next payout when the control says so', async () => {
    await nextPayout('fail');
    const { body: payout } = await createPayout(payoutBody());
    t.clock.advance(LATENCY_MS);
    await drain();
    expect((await call('GET', `/v1/payouts/${payout.id}`)).body).toMatchObject({
      status: 'failed',
      utr: null,
      status_details: { reason: 'beneficiary_bank_rejected' },
      failure_reason: expect.stringMatching(/rejected/),
    });
    expect(eventsFor(payout.id)).toEqual(['payout.initiated', 'payout.failed']);
  });

  it('reverses the next payout when asked: processed first, then reversed', async () => {
    await nextPayout('reverse');
    const { body: payout } = await createPayout(payoutBody());
    t.clock.advance(LATENCY_MS);
    await drain();
    const processed = (await call('GET', `/v1/payouts/${payout.id}`)).body;
    expect(processed).toMatchObject({ status: 'processed', utr: expect.stringMatching(/^\d{12}$/) });
    t.clock.advance(LATENCY_MS);
    await drain();
    expect((await call('GET', `/v1/payouts/${payout.id}`)).body).toMatchObject({
      status: 'reversed',
      utr: processed.utr,
      status_details: { reason: 'beneficiary_bank_offline' },
    });
    expect(eventsFor(payout.id)).toEqual(['payout.initiated', 'payout.processed', 'payout.reversed']);
  });

  it('drop_webhooks processes the payout and sends none of its webhooks', async () => {
    await nextPayout('drop_webhooks');
    const { body: payout } = await createPayout(payoutBody());
    t.clock.advance(LATENCY_MS);
    await drain();
    expect((await call('GET', `/v1/payouts/${payout.id}`)).body.status).toBe('processed');
    expect(eventsFor(payout.id)).toEqual([]);
  });

  it('fails a payout to a UPI id that does not exist', async () => {
    const contact = await call('POST', '/v1/contacts', {
      name: 'Ravi Kumar',
      type: 'vendor',
      reference_id: 'seller-4',
    });
    const account = await call('POST', '/v1/fund_accounts', {
      account_type: 'vpa',
      contact_id: contact.body.id,
      vpa: { address: 'ravi.kumar@nosuchbank' },
    });
    const { body: payout } = await createPayout(payoutBody({ fund_account_id: account.body.id }));
    t.clock.advance(LATENCY_MS);
    expect((await call('GET', `/v1/payouts/${payout.id}`)).body).toMatchObject({
      status: 'failed',
      status_details: { reason: 'beneficiary_vpa_invalid' },
    });
  });

  it('retries a webhook the merchant did not take, with the same event id and body', async () => {
    await drain(); // what earlier tests left owing goes out first
    const { body: payout } = await createPayout(payoutBody());
    nextHookStatus = 500;
    await drain();
    const refused = deliveries.filter((d) => d.event.payload.payout.entity.id === payout.id);
    expect(refused.map((d) => d.event.event)).toEqual(['payout.initiated']);
    await drain(); // not due again yet
    expect(eventsFor(payout.id)).toHaveLength(1);

    t.clock.advance(5_000);
    await drain();
    const tries = deliveries.filter((d) => d.event.payload.payout.entity.id === payout.id);
    expect(tries).toHaveLength(2);
    expect(tries[1]!.eventId).toBe(tries[0]!.eventId);
    expect(tries[1]!.raw).toBe(tries[0]!.raw);
    const [row] = await t.sql<{ status: string; attempts: number }>(
      'select status, attempts from razorpayx_sandbox_webhooks where id = ?',
      [tries[0]!.eventId],
    );
    expect(row).toEqual({ status: 'delivered', attempts: 2 });
  });

  it('queues a payout when asked, and cancels only a queued one', async () => {
    await nextPayout('queue');
    const { body: queued } = await createPayout(payoutBody());
    expect(queued).toMatchObject({ status: 'queued', fees: 0, tax: 0, status_details: { reason: 'low_balance' } });
    t.clock.advance(LATENCY_MS);
    await drain();
    expect((await call('GET', `/v1/payouts/${queued.id}`)).body.status).toBe('queued');

    expect((await call('POST', `/v1/payouts/${queued.id}/cancel`)).body).toMatchObject({
      id: queued.id,
      status: 'cancelled',
    });
    await drain();
    expect(eventsFor(queued.id)).toEqual(['payout.queued', 'payout.updated']);

    const { body: processing } = await createPayout(payoutBody());
    expect(await call('POST', `/v1/payouts/${processing.id}/cancel`)).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR' } },
    });
    expect((await call('POST', '/v1/payouts/pout_00000000000000/cancel')).body.error.description).toBe(
      'The id provided does not exist',
    );
  });

  it('refuses calls without the key id and secret, in RazorpayX error form', async () => {
    const none = await fetch(`${base}/v1/payouts?account_number=${SETTINGS.RAZORPAYX_ACCOUNT_NUMBER}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Please provide your api key for authentication purposes.',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        field: null,
      },
    });
    const wrongSecret = `Basic ${Buffer.from(`${SETTINGS.RAZORPAYX_KEY_ID}:nope`).toString('base64')}`;
    const refused = await call('POST', '/v1/contacts', { name: 'Asha Rao' }, { authorization: wrongSecret });
    expect(refused).toMatchObject({
      status: 401,
      body: { error: { description: 'The api secret provided is invalid' } },
    });
    const wrongKey = `Basic ${Buffer.from(`rzp_test_other:${SETTINGS.RAZORPAYX_KEY_SECRET}`).toString('base64')}`;
    expect(
      (await call('GET', '/v1/payouts/pout_x', undefined, { authorization: wrongKey })).body.error.description,
    ).toBe('The api key provided is invalid');
  });

  it('shows a control page where a person picks how the next payout ends', async () => {
    const page = await fetch(`${base}/control`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('How the next payout ends');
    expect(html).toContain('value="reverse"');

    const chosen = await fetch(`${base}/control/next-payout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=fail',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/api/razorpayx-sandbox/control');
    expect(await (await fetch(`${base}/control`)).text()).toContain('Asked for: fail.');
    expect(
      (
        await fetch(`${base}/control/next-payout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outcome: 'explode' }),
        })
      ).status,
    ).toBe(400);
    // Leave the queue empty for whoever comes next.
    await createPayout(payoutBody());
  });
});
