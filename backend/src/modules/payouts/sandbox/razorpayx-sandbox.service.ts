import { createHash, timingSafeEqual } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { readContact, readFundAccount, readValidation } from './razorpayx-requests.js';
import { RAZORPAYX_SANDBOX_SETTINGS, type RazorpayXSandboxSettings } from './razorpayx-sandbox-settings.js';
import {
  badRequest,
  contactEntity,
  fundAccountEntity,
  idNotFound,
  type Json,
  razorpayId,
  type SandboxReply,
  toContact,
  toFundAccount,
  toValidation,
  unauthorized,
  validationEntity,
} from './razorpayx-wire.js';
import { lookUpVpa } from './vpa-directory.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest();
/** Constant-time equality of two strings of any length. */
const same = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

const VALIDATION_SELECT = `select v.*, f.contact_id, f.created_at as fund_account_created_at
   from razorpayx_sandbox_validations v left join razorpayx_sandbox_fund_accounts f on f.id = v.fund_account_id`;

/**
 * The built-in RazorpayX sandbox's contacts, fund accounts and VPA validations (payouts are in
 * razorpayx-sandbox-payouts.ts), answered from PostgreSQL so it survives restarts and serves any number
 * of replicas. Never constructed in production.
 */
@Injectable()
export class RazorpayXSandbox {
  constructor(
    private readonly em: EntityManager,
    @Inject(RAZORPAYX_SANDBOX_SETTINGS) private readonly settings: RazorpayXSandboxSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** null when `Authorization: Basic <key id:key secret>` is the sandbox's, else RazorpayX's 401. */
  refusal(header: string | undefined): SandboxReply | null {
    const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
    if (!match) return unauthorized('Please provide your api key for authentication purposes.');
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const keyId = colon < 0 ? decoded : decoded.slice(0, colon);
    const keySecret = colon < 0 ? '' : decoded.slice(colon + 1);
    if (!same(keyId, this.settings.keyId)) return unauthorized('The api key provided is invalid');
    if (!same(keySecret, this.settings.keySecret)) return unauthorized('The api secret provided is invalid');
    return null;
  }

  /** POST /v1/contacts: the same name, email, contact, type and reference_id give back the same contact. */
  async createContact(body: unknown): Promise<SandboxReply> {
    const read = readContact(body);
    if (!read.ok) return read.reply;
    const c = read.value;
    const detailsKey = sha256(JSON.stringify([c.name, c.email, c.contact, c.type, c.reference_id])).toString('hex');
    const em = this.em.fork();
    await em.execute(
      `insert into razorpayx_sandbox_contacts (id, details_key, name, email, contact, type, reference_id, notes, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (details_key) do nothing`,
      [
        razorpayId('cont'),
        detailsKey,
        c.name,
        c.email,
        c.contact,
        c.type,
        c.reference_id,
        JSON.stringify(c.notes),
        this.clock.now(),
      ],
    );
    const [row] = await em.execute<Json[]>('select * from razorpayx_sandbox_contacts where details_key = ?', [
      detailsKey,
    ]);
    return { status: 200, body: contactEntity(toContact(row!)) };
  }

  /** POST /v1/fund_accounts (vpa): the same contact_id and vpa.address give back the same fund account. */
  async createFundAccount(body: unknown): Promise<SandboxReply> {
    const read = readFundAccount(body);
    if (!read.ok) return read.reply;
    const { contactId, address } = read.value;
    const em = this.em.fork();
    const contact = await em.execute('select 1 from razorpayx_sandbox_contacts where id = ?', [contactId]);
    if (contact.length === 0) return badRequest('The contact id provided is incorrect.', 'contact_id');
    await em.execute(
      `insert into razorpayx_sandbox_fund_accounts (id, contact_id, vpa_address, created_at) values (?, ?, ?, ?)
       on conflict (contact_id, vpa_address) do nothing`,
      [razorpayId('fa'), contactId, address, this.clock.now()],
    );
    const [row] = await em.execute<Json[]>(
      'select * from razorpayx_sandbox_fund_accounts where contact_id = ? and vpa_address = ?',
      [contactId, address],
    );
    return { status: 200, body: fundAccountEntity(toFundAccount(row!)) };
  }

  /**
   * POST /v1/fund_accounts/validations: a validation starts `created` (RazorpayX waits on the bank) and
   * completes once the sandbox latency has passed, when it is next read or swept.
   */
  async createValidation(body: unknown): Promise<SandboxReply> {
    const read = readValidation(body, this.settings.accountNumber);
    if (!read.ok) return read.reply;
    const { target, notes } = read.value;
    const em = this.em.fork();
    let fundAccountId: string | null = null;
    let address: string;
    if ('fundAccountId' in target) {
      const [fundAccount] = await em.execute<Json[]>('select * from razorpayx_sandbox_fund_accounts where id = ?', [
        target.fundAccountId,
      ]);
      if (!fundAccount) return idNotFound('fund_account.id');
      fundAccountId = target.fundAccountId;
      address = String(fundAccount.vpa_address);
    } else {
      address = target.address;
    }
    const now = this.clock.now();
    const id = razorpayId('fav');
    await em.execute(
      `insert into razorpayx_sandbox_validations
         (id, fund_account_id, vpa_address, account_number, notes, status, due_at, created_at)
       values (?, ?, ?, ?, ?, 'created', ?, ?)`,
      [
        id,
        fundAccountId,
        address,
        this.settings.accountNumber,
        JSON.stringify(notes),
        later(now, this.settings.latencyMs),
        now,
      ],
    );
    return this.validation(id, false);
  }

  /** GET /v1/fund_accounts/validations/:id — completes it first when its time has come. */
  async fetchValidation(id: string): Promise<SandboxReply> {
    return this.validation(id, true);
  }

  private async validation(id: string, settleFirst: boolean): Promise<SandboxReply> {
    if (settleFirst) await this.completeValidations(id);
    const [row] = await this.em.fork().execute<Json[]>(`${VALIDATION_SELECT} where v.id = ?`, [id]);
    if (!row) return idNotFound();
    return { status: 200, body: validationEntity(toValidation(row)) };
  }

  /** Completes `created` validations whose time has come (one, or any); returns how many. */
  async completeValidations(id?: string): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const due = await tx.execute<{ id: string; vpa_address: string }[]>(
        `select id, vpa_address from razorpayx_sandbox_validations
          where status = 'created' and due_at <= ? ${id ? 'and id = ?' : ''}
          order by due_at limit 50 for update skip locked`,
        id ? [this.clock.now(), id] : [this.clock.now()],
      );
      for (const validation of due) {
        const found = lookUpVpa(validation.vpa_address);
        await tx.execute(
          `update razorpayx_sandbox_validations set status = 'completed', account_status = ?, registered_name = ?
            where id = ?`,
          [found.accountStatus, found.accountStatus === 'active' ? found.registeredName : null, validation.id],
        );
      }
      return due.length;
    });
  }
}
