import {
  isObject,
  type Json,
  payoutOf,
  type RazorpayXPayout,
  type RazorpayXValidation,
  str,
  validationOf,
} from './razorpayx-entities.js';
import { errorFromNetwork, errorFromResponse, RazorpayXError, unreadableAnswer } from './razorpayx-error.js';
import { DEFAULT_RETRY_POLICY, NO_RETRY, type RetryPolicy, withRetries } from './razorpayx-retry.js';
import type { RazorpayXSettings } from './razorpayx-settings.js';

export interface RazorpayXClientOptions {
  settings: Pick<RazorpayXSettings, 'keyId' | 'keySecret' | 'accountNumber' | 'baseUrl'>;
  /** Per call, the answer's body included. */
  timeoutMs?: number;
  /** For the calls that are safe to send again (all of them here, see `request`). */
  retry?: RetryPolicy;
  /** Reads of a VPA validation that is not final at once: how many, and the pause before each. */
  validationReads?: { attempts: number; delayMs: number };
  /** Tests only: a stand-in for the global fetch. */
  fetch?: typeof fetch;
}

export interface NewContact {
  name: string;
  type: string;
  referenceId: string;
  email?: string;
  contact?: string;
}

export interface NewPayout {
  /** X-Payout-Idempotency: 4–36 letters, digits, hyphens, underscores or spaces; the same for every retry. */
  idempotencyKey: string;
  fundAccountId: string;
  /** Integer paise, at least 100 (₹1). */
  amount: number;
  referenceId: string;
  narration: string;
  notes?: Record<string, string>;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_ -]{4,36}$/;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: Json;
  headers?: Record<string, string>;
  /** For messages: "create payout", "fetch payout", ... */
  what: string;
  /** Known to be harmless when sent twice (the reason is stated where the call is made). */
  safeToRepeat: boolean;
}

/**
 * A small client of RazorpayX's published REST API (razorpay.com/docs/api/x), over fetch: basic auth
 * with the key id and secret, JSON both ways, a timeout on every call, RazorpayX's error body read
 * into a RazorpayXError, and bounded retries of the calls that are safe to repeat.
 */
export class RazorpayXClient {
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly validationReads: { attempts: number; delayMs: number };
  private readonly fetch: typeof fetch;
  private readonly authorization: string;

  constructor(private readonly options: RazorpayXClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.validationReads = options.validationReads ?? { attempts: 4, delayMs: 750 };
    this.fetch = options.fetch ?? fetch;
    const { keyId, keySecret } = options.settings;
    this.authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  }

  /**
   * POST /v1/contacts. Safe to repeat: when name, email, contact, type and reference_id all match an
   * existing contact, RazorpayX returns that contact instead of making another
   * (razorpay.com/docs/api/x/contacts/create).
   */
  async createContact(contact: NewContact): Promise<{ id: string }> {
    const body: Json = { name: contact.name, type: contact.type, reference_id: contact.referenceId };
    if (contact.email) body.email = contact.email;
    if (contact.contact) body.contact = contact.contact;
    const json = await this.request({
      method: 'POST',
      path: '/v1/contacts',
      body,
      what: 'create contact',
      safeToRepeat: true,
    });
    return { id: this.id(json, 'create contact', 'cont_') };
  }

  /**
   * POST /v1/fund_accounts of type vpa. Safe to repeat: when contact_id and vpa.address match an
   * existing fund account, RazorpayX returns that fund account (razorpay.com/docs/api/x/fund-accounts/create/vpa).
   */
  async createVpaFundAccount(contactId: string, address: string): Promise<{ id: string }> {
    const json = await this.request({
      method: 'POST',
      path: '/v1/fund_accounts',
      body: { contact_id: contactId, account_type: 'vpa', vpa: { address } },
      what: 'create fund account',
      safeToRepeat: true,
    });
    return { id: this.id(json, 'create fund account', 'fa_') };
  }

  /**
   * POST /v1/fund_accounts/validations for a VPA fund account, then GET …/validations/:id while it is
   * `created`, a bounded number of times (razorpay.com/docs/api/x/account-validation/vpa; most
   * complete at once, some wait on NPCI). Safe to repeat: a VPA validation moves no money and costs
   * nothing (razorpay.com/docs/x/fund-account-validation/faqs), so a duplicate is harmless.
   * Returns the last state read, which may still be `created`.
   */
  async validateVpa(fundAccountId: string): Promise<RazorpayXValidation> {
    let validation = validationOf(
      await this.request({
        method: 'POST',
        path: '/v1/fund_accounts/validations',
        body: { account_number: this.options.settings.accountNumber, fund_account: { id: fundAccountId } },
        what: 'validate VPA',
        safeToRepeat: true,
      }),
    );
    for (let read = 1; validation.status === 'created' && read <= this.validationReads.attempts; read += 1) {
      await this.retry.sleep(this.validationReads.delayMs);
      validation = await this.fetchValidation(validation.id);
    }
    return validation;
  }

  /** GET /v1/fund_accounts/validations/:id. */
  async fetchValidation(id: string): Promise<RazorpayXValidation> {
    return validationOf(
      await this.request({
        method: 'GET',
        path: `/v1/fund_accounts/validations/${encodeURIComponent(id)}`,
        what: 'fetch VPA validation',
        safeToRepeat: true,
      }),
    );
  }

  /**
   * POST /v1/payouts to a VPA fund account by UPI, queued rather than failed on a low balance.
   * Safe to repeat with the same X-Payout-Idempotency key and the same body: RazorpayX keeps the
   * answer to the first request with a key and gives that same answer to every later request with it,
   * so all of them map to one payout (razorpay.com/docs/api/x/payout-idempotency). The key is mandatory.
   */
  async createPayout(payout: NewPayout): Promise<RazorpayXPayout> {
    if (!IDEMPOTENCY_KEY.test(payout.idempotencyKey)) {
      throw invalid('create payout', 'X-Payout-Idempotency', 'must be 4-36 letters, digits, -, _ or spaces');
    }
    if (!Number.isSafeInteger(payout.amount) || payout.amount < 100) {
      throw invalid('create payout', 'amount', 'must be a whole number of paise, at least 100');
    }
    const body: Json = {
      account_number: this.options.settings.accountNumber,
      fund_account_id: payout.fundAccountId,
      amount: payout.amount,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: payout.referenceId,
      narration: payout.narration,
    };
    if (payout.notes) body.notes = payout.notes;
    const json = await this.request({
      method: 'POST',
      path: '/v1/payouts',
      body,
      headers: { 'x-payout-idempotency': payout.idempotencyKey },
      what: 'create payout',
      safeToRepeat: true,
    });
    return payoutOf(json, 'create payout');
  }

  /** GET /v1/payouts/:id. */
  async fetchPayout(id: string): Promise<RazorpayXPayout> {
    const json = await this.request({
      method: 'GET',
      path: `/v1/payouts/${encodeURIComponent(id)}`,
      what: 'fetch payout',
      safeToRepeat: true,
    });
    return payoutOf(json, 'fetch payout');
  }

  /** GET /v1/payouts?account_number&reference_id: every payout made for one of our references, newest first. */
  async findPayouts(referenceId: string): Promise<RazorpayXPayout[]> {
    const json = await this.request({
      method: 'GET',
      path: '/v1/payouts',
      query: { account_number: this.options.settings.accountNumber, reference_id: referenceId, count: '100' },
      what: 'find payouts',
      safeToRepeat: true,
    });
    if (!Array.isArray(json.items)) throw unreadableAnswer('find payouts', 200, 'no items');
    return json.items.filter(isObject).map((item) => payoutOf(item, 'find payouts'));
  }

  private request(call: Call): Promise<Json> {
    return withRetries(call.safeToRepeat ? this.retry : NO_RETRY, () => this.send(call));
  }

  /** One HTTP exchange under the timeout (the body's reading included). Throws RazorpayXError. */
  private async send(call: Call): Promise<Json> {
    const url = new URL(this.options.settings.baseUrl().replace(/\/+$/, '') + call.path);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: this.authorization,
      ...call.headers,
    };
    if (call.body) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const response = await this.fetch(url, {
        method: call.method,
        headers,
        body: call.body ? JSON.stringify(call.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw errorFromNetwork(call.what, error);
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page: keep the status, there is no RazorpayX body to read.
    }
    if (status < 200 || status >= 300) throw errorFromResponse(call.what, status, json);
    if (!isObject(json)) throw unreadableAnswer(call.what, status, 'the body is not a JSON object');
    return json;
  }

  private id(json: Json, what: string, prefix: string): string {
    const id = str(json.id);
    if (!id?.startsWith(prefix)) throw unreadableAnswer(what, 200, `no ${prefix}… id`);
    return id;
  }
}

function invalid(what: string, field: string, problem: string): RazorpayXError {
  return new RazorpayXError(what, {
    status: null,
    code: 'BAD_REQUEST_ERROR',
    description: `${field} ${problem}`,
    field,
    retryable: false,
  });
}
