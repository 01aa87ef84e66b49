import { createHmac } from 'node:crypto';
import {
  isRazorpayXSignatureValid,
  parseRazorpayXWebhook,
  razorpayXSignature,
  verifyRazorpayXWebhook,
} from './razorpayx-webhook.js';

const SECRET = 'whsec-test-0123456789';

/** A payout.processed event as RazorpayX documents it (razorpay.com/docs/webhooks/payouts), trimmed. */
function payoutEvent(event: string, entity: Record<string, unknown> = {}): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_00000000000001',
    event,
    contains: ['payout'],
    payload: {
      payout: {
        entity: {
          id: 'pout_00000000000001',
          entity: 'payout',
          fund_account_id: 'fa_00000000000001',
          amount: 150_000,
          currency: 'INR',
          fees: 0,
          tax: 0,
          status: 'processed',
          purpose: 'payout',
          utr: '412345678901',
          mode: 'UPI',
          reference_id: '3f0c1a52-8f0e-4c39-9a43-5d7d2c1b9e10',
          narration: 'TicketSetu sale payout',
          failure_reason: null,
          status_details: {
            description: 'Payout is processed',
            source: 'beneficiary_bank',
            reason: 'payout_processed',
          },
          created_at: 1545382870,
          ...entity,
        },
      },
    },
    created_at: 1545382871,
  });
}

const signed = (body: string) => razorpayXSignature(body, SECRET);

describe('X-Razorpay-Signature', () => {
  it('is the hex HMAC-SHA256 of the body keyed with the webhook secret (RFC 4231 test case 2)', () => {
    expect(razorpayXSignature('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('accepts the signature of the exact bytes, as a string or a Buffer', () => {
    const body = payoutEvent('payout.processed');
    expect(isRazorpayXSignatureValid(signed(body), body, SECRET)).toBe(true);
    expect(isRazorpayXSignatureValid(signed(body), Buffer.from(body), SECRET)).toBe(true);
  });

  it('refuses a body changed after signing, even one byte or only its spacing', () => {
    const body = payoutEvent('payout.processed');
    const signature = signed(body);
    expect(isRazorpayXSignatureValid(signature, body.replace('150000', '150001'), SECRET)).toBe(false);
    expect(isRazorpayXSignatureValid(signature, JSON.stringify(JSON.parse(body), null, 1), SECRET)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too short', 'abc123'],
    ['one character too long', `${signed('x')}0`],
    ['right length, wrong digest', createHmac('sha256', 'another secret').update('x').digest('hex')],
    ['base64 instead of hex', createHmac('sha256', SECRET).update('x').digest('base64')],
  ])('refuses a header that is %s', (_case, header) => {
    expect(isRazorpayXSignatureValid(header, 'x', SECRET)).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(isRazorpayXSignatureValid(razorpayXSignature('x', ''), 'x', '')).toBe(false);
  });
});

describe('verifyRazorpayXWebhook', () => {
  it('reads a signed payout.processed event into what the payout needs', () => {
    const body = payoutEvent('payout.processed');
    expect(verifyRazorpayXWebhook(signed(body), Buffer.from(body), SECRET)).toEqual({
      status: 'accepted',
      event: {
        event: 'payout.processed',
        payoutId: 'pout_00000000000001',
        status: 'processed',
        referenceId: '3f0c1a52-8f0e-4c39-9a43-5d7d2c1b9e10',
        amount: 150_000,
        utr: '412345678901',
        failureReason: null,
        statusDetails: { description: 'Payout is processed', source: 'beneficiary_bank', reason: 'payout_processed' },
      },
    });
  });

  it('does not read an unsigned or tampered body at all', () => {
    const body = payoutEvent('payout.processed');
    expect(verifyRazorpayXWebhook(undefined, body, SECRET)).toEqual({ status: 'unauthorized' });
    expect(verifyRazorpayXWebhook(signed(body), body.replace('processed"', 'reversed"'), SECRET)).toEqual({
      status: 'unauthorized',
    });
  });

  it.each([
    ['payout.reversed', 'reversed'],
    ['payout.failed', 'failed'],
    ['payout.initiated', 'processing'],
    ['payout.queued', 'queued'],
  ])('accepts %s with the status it names', (event, status) => {
    const result = parseRazorpayXWebhook(payoutEvent(event, { status, utr: null }));
    expect(result).toMatchObject({ status: 'accepted', event: { event, status, utr: null } });
  });

  it('accepts payout.updated whatever the status (it reports a change such as a UTR arriving)', () => {
    expect(parseRazorpayXWebhook(payoutEvent('payout.updated', { status: 'processing' }))).toMatchObject({
      status: 'accepted',
      event: { event: 'payout.updated', status: 'processing' },
    });
  });

  it('ignores signed events that are not about payouts', () => {
    const body = JSON.stringify({ entity: 'event', event: 'transaction.created', payload: {} });
    expect(verifyRazorpayXWebhook(signed(body), body, SECRET)).toEqual({
      status: 'ignored',
      event: 'transaction.created',
    });
  });

  it.each([
    ['not JSON', 'not json'],
    ['not an event envelope', JSON.stringify({ event: 'payout.processed', payload: {} })],
    ['no event name', JSON.stringify({ entity: 'event', payload: {} })],
    ['no payout entity', JSON.stringify({ entity: 'event', event: 'payout.processed', payload: {} })],
    ['a status that disagrees with the event', payoutEvent('payout.processed', { status: 'failed' })],
    ['an unknown status', payoutEvent('payout.updated', { status: 'teleported' })],
    ['an amount that is not whole paise', payoutEvent('payout.processed', { amount: 1500.5 })],
    ['no payout id', payoutEvent('payout.processed', { id: null })],
  ])('calls a signed body with %s malformed', (_case, body) => {
    expect(verifyRazorpayXWebhook(signed(body), body, SECRET)).toMatchObject({ status: 'malformed' });
  });
});
