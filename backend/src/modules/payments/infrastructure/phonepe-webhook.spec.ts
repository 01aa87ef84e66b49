import {
  isWebhookAuthorized,
  parsePhonePeWebhook,
  verifyPhonePeWebhook,
  webhookAuthorization,
} from './phonepe-webhook.js';

// The pair and digest from PhonePe's own SDK tests: SHA256("username:password").
const DIGEST = 'bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e';
const credentials = { username: 'username', password: 'password' };

const completed = {
  event: 'checkout.order.completed',
  payload: {
    merchantId: 'TICKETSETU',
    merchantOrderId: 'TS-1001',
    orderId: 'OMO2411281510176245053157',
    state: 'COMPLETED',
    amount: 249_900,
    expireAt: 1732959621335,
    paymentDetails: [
      { paymentMode: 'UPI_INTENT', transactionId: 'OM2411281510213355053368', amount: 249_900, state: 'COMPLETED' },
    ],
  },
};

describe('webhook Authorization', () => {
  it('is the SHA-256 hex of username:password, as PhonePe sends it', () => {
    expect(webhookAuthorization('username', 'password')).toBe(DIGEST);
  });

  it('accepts the right digest, in either case and with surrounding spaces', () => {
    expect(isWebhookAuthorized(DIGEST, 'username', 'password')).toBe(true);
    expect(isWebhookAuthorized(` ${DIGEST.toUpperCase()} `, 'username', 'password')).toBe(true);
    expect(isWebhookAuthorized(`SHA256 ${DIGEST}`, 'username', 'password')).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['one character off', DIGEST.slice(0, -1) + 'f'],
    ['truncated', DIGEST.slice(0, 32)],
    ['the plain credentials', 'username:password'],
    ['Basic auth', `Basic ${Buffer.from('username:password').toString('base64')}`],
    ['digest of other credentials', webhookAuthorization('username', 'passw0rd')],
  ])('refuses a %s header', (_name, header) => {
    expect(isWebhookAuthorized(header, 'username', 'password')).toBe(false);
  });

  it('refuses everything when no credentials are configured', () => {
    expect(isWebhookAuthorized(webhookAuthorization('', ''), '', '')).toBe(false);
  });
});

describe('webhook bodies', () => {
  it('reads an order completion with its transaction', () => {
    expect(verifyPhonePeWebhook(DIGEST, completed, credentials)).toEqual({
      status: 'accepted',
      event: {
        kind: 'order',
        event: 'checkout.order.completed',
        merchantOrderId: 'TS-1001',
        gatewayOrderId: 'OMO2411281510176245053157',
        state: 'COMPLETED',
        amount: 249_900,
        transactionId: 'OM2411281510213355053368',
        errorCode: null,
      },
    });
  });

  it('checks the header before reading anything', () => {
    expect(verifyPhonePeWebhook('forged', completed, credentials)).toEqual({ status: 'unauthorized' });
    expect(verifyPhonePeWebhook(undefined, 'not json', credentials)).toEqual({ status: 'unauthorized' });
  });

  it('reads raw JSON text and the older `type` field', () => {
    const legacy = {
      type: 'CHECKOUT_ORDER_FAILED',
      payload: { ...completed.payload, state: 'FAILED', errorCode: 'PAYMENT_ERROR' },
    };
    const result = parsePhonePeWebhook(JSON.stringify(legacy));
    expect(result).toMatchObject({
      status: 'accepted',
      event: {
        kind: 'order',
        event: 'checkout.order.failed',
        state: 'FAILED',
        transactionId: null,
        errorCode: 'PAYMENT_ERROR',
      },
    });
  });

  it('reads refund outcomes', () => {
    const body = {
      event: 'pg.refund.failed',
      payload: {
        merchantRefundId: 'TSR-1',
        originalMerchantOrderId: 'TS-1001',
        refundId: 'OMR1',
        state: 'FAILED',
        amount: 10_000,
      },
    };
    expect(parsePhonePeWebhook(body)).toEqual({
      status: 'accepted',
      event: {
        kind: 'refund',
        event: 'pg.refund.failed',
        merchantRefundId: 'TSR-1',
        originalMerchantOrderId: 'TS-1001',
        refundId: 'OMR1',
        state: 'FAILED',
        amount: 10_000,
        errorCode: null,
      },
    });
  });

  it('ignores authentic events that settle nothing', () => {
    expect(parsePhonePeWebhook({ event: 'pg.refund.accepted', payload: {} })).toEqual({
      status: 'ignored',
      event: 'pg.refund.accepted',
    });
    expect(parsePhonePeWebhook({ type: 'CHECKOUT_TRANSACTION_ATTEMPT_FAILED', payload: {} })).toEqual({
      status: 'ignored',
      event: 'checkout.transaction.attempt.failed',
    });
  });

  it.each([
    ['text that is not JSON', '{"event":'],
    ['an array', []],
    ['no event', { payload: completed.payload }],
    ['no payload', { event: 'checkout.order.completed' }],
    ['no amount', { ...completed, payload: { ...completed.payload, amount: undefined } }],
    ['a fractional amount', { ...completed, payload: { ...completed.payload, amount: 10.5 } }],
    ['a state that contradicts the event', { ...completed, payload: { ...completed.payload, state: 'PENDING' } }],
  ])('calls %s malformed', (_name, body) => {
    expect(parsePhonePeWebhook(body).status).toBe('malformed');
  });
});
