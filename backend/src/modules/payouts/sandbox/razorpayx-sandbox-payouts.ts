import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { IDEMPOTENCY_KEY, readPayout } from './razorpayx-requests.js';
import { RAZORPAYX_SANDBOX_SETTINGS, type RazorpayXSandboxSettings } from './razorpayx-sandbox-settings.js';
import {
  badRequest,
  idNotFound,
  isObject,
  type Json,
  type PayoutRow,
  payoutEntity,
  payoutEvent,
  razorpayError,
  razorpayId,
  type SandboxReply,
  toPayout,
} from './razorpayx-wire.js';
import {
  type ControlOutcome,
  EVENT_ON_ARRIVAL,
  firstStatus,
  nextStatus,
  type SandboxOutcome,
  statusDetails,
} from './sandbox-payout-status.js';
import { lookUpVpa } from './vpa-directory.js';

type Tx = EntityManager;

/** What RazorpayX's examples show a payout costing: ₹5 plus 18% GST, in paise (fees include the tax). */
const FEES = 590;
const TAX = 90;

/** The same JSON whatever the order of its keys: "the same body" for idempotency. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The sandbox's payouts: create (idempotent by X-Payout-Idempotency, as RazorpayX keeps the answer to
 * the first request with a key), fetch, list, cancel, and the moves the worker or a read makes once a
 * payout's time has come. Every state change writes its webhook to `razorpayx_sandbox_webhooks` in the
 * same transaction; the worker delivers them. The next payout ends as the control queue says.
 */
@Injectable()
export class RazorpayXSandboxPayouts {
  constructor(
    private readonly em: EntityManager,
    @Inject(RAZORPAYX_SANDBOX_SETTINGS) private readonly settings: RazorpayXSandboxSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** POST /v1/payouts */
  async create(idempotencyKey: string | undefined, body: unknown): Promise<SandboxReply> {
    const header = 'X-Payout-Idempotency';
    if (!idempotencyKey) return badRequest(`The ${header} header is required.`, header);
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return badRequest(
        `The ${header} header must be 4 to 36 letters, digits, hyphens, underscores or spaces.`,
        header,
      );
    }
    const read = readPayout(body, this.settings.accountNumber);
    if (!read.ok) return read.reply;
    const payout = read.value;
    const requestHash = createHash('sha256').update(canonical(body)).digest('hex');

    const id = await this.em.fork().transactional(async (tx): Promise<string | SandboxReply> => {
      // One request per key at a time: a concurrent repeat waits here and then finds the first one's payout.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`razorpayx-sandbox:${idempotencyKey}`]);
      const [existing] = await tx.execute<{ id: string; request_hash: string }[]>(
        'select id, request_hash from razorpayx_sandbox_payouts where idempotency_key = ?',
        [idempotencyKey],
      );
      if (existing) {
        return existing.request_hash === requestHash
          ? existing.id
          : badRequest('Different request body sent for the same Idempotency Header.', header);
      }
      const found = await tx.execute('select 1 from razorpayx_sandbox_fund_accounts where id = ?', [
        payout.fund_account_id,
      ]);
      if (found.length === 0) return idNotFound('fund_account_id');
      const control = await this.takeNextOutcome(tx);
      const outcome: SandboxOutcome = control === 'drop_webhooks' ? 'process' : control;
      const status = firstStatus(outcome);
      const now = this.clock.now();
      const dueAt = status === 'processing' ? later(now, this.settings.latencyMs) : null;
      const [raw] = await tx.execute<Json[]>(
        `insert into razorpayx_sandbox_payouts
           (id, idempotency_key, request_hash, account_number, fund_account_id, amount, currency, mode, purpose,
            reference_id, narration, notes, fees, tax, status, status_details, outcome, send_webhooks, due_at,
            created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
        [
          razorpayId('pout'),
          idempotencyKey,
          requestHash,
          payout.account_number,
          payout.fund_account_id,
          payout.amount,
          payout.currency,
          payout.mode,
          payout.purpose,
          payout.reference_id,
          payout.narration,
          JSON.stringify(payout.notes),
          status === 'processing' ? FEES : 0,
          status === 'processing' ? TAX : 0,
          status,
          JSON.stringify(statusDetails(status, { vpaExists: true, dueAt })),
          outcome,
          control !== 'drop_webhooks',
          dueAt,
          now,
          now,
        ],
      );
      const created = toPayout(raw!);
      await this.enqueueWebhook(tx, EVENT_ON_ARRIVAL[status], created);
      return created.id;
    });
    if (typeof id !== 'string') return id;
    return this.fetch(id);
  }

  /** GET /v1/payouts/:id — a payout whose time has come moves on first. */
  async fetch(id: string): Promise<SandboxReply> {
    await this.settleAll(id);
    const [raw] = await this.em.fork().execute<Json[]>('select * from razorpayx_sandbox_payouts where id = ?', [id]);
    if (!raw) return idNotFound();
    return { status: 200, body: payoutEntity(toPayout(raw)) };
  }

  /** GET /v1/payouts?account_number=…&reference_id=…&fund_account_id=…&status=…&count=…&skip=…, newest first. */
  async list(query: Record<string, unknown>): Promise<SandboxReply> {
    const text = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? query[name] : null);
    const accountNumber = text('account_number');
    if (!accountNumber) return badRequest('The account number field is required.', 'account_number');
    if (accountNumber !== this.settings.accountNumber)
      return badRequest('The account number is invalid.', 'account_number');
    const count = text('count') === null ? 10 : Number(text('count'));
    const skip = text('skip') === null ? 0 : Number(text('skip'));
    if (!Number.isInteger(count) || count < 1 || count > 100)
      return badRequest('The count must be between 1 and 100.', 'count');
    if (!Number.isInteger(skip) || skip < 0) return badRequest('The skip must be at least 0.', 'skip');
    await this.settleAll();
    const where = ['p.account_number = ?'];
    const params: unknown[] = [accountNumber];
    for (const [name, column] of [
      ['reference_id', 'p.reference_id'],
      ['fund_account_id', 'p.fund_account_id'],
      ['contact_id', 'f.contact_id'],
      ['mode', 'p.mode'],
      ['status', 'p.status'],
    ] as const) {
      const value = text(name);
      if (value !== null) {
        where.push(`${column} = ?`);
        params.push(value);
      }
    }
    const rows = await this.em.fork().execute<Json[]>(
      `select p.* from razorpayx_sandbox_payouts p join razorpayx_sandbox_fund_accounts f on f.id = p.fund_account_id
        where ${where.join(' and ')} order by p.created_at desc, p.id desc limit ? offset ?`,
      [...params, count, skip],
    );
    const items = rows.map((row) => payoutEntity(toPayout(row)));
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  /** POST /v1/payouts/:id/cancel — only a `queued` payout can be cancelled. */
  async cancel(id: string): Promise<SandboxReply> {
    const reply = await this.em.fork().transactional(async (tx): Promise<SandboxReply | null> => {
      const [raw] = await tx.execute<Json[]>('select * from razorpayx_sandbox_payouts where id = ? for update', [id]);
      if (!raw) return idNotFound();
      if (raw.status !== 'queued') {
        return razorpayError(400, 'Only payouts in the queued state can be cancelled.', { field: null });
      }
      const [changed] = await tx.execute<Json[]>(
        `update razorpayx_sandbox_payouts set status = 'cancelled', status_details = null, due_at = null, updated_at = ?
          where id = ? returning *`,
        [this.clock.now(), id],
      );
      await this.enqueueWebhook(tx, EVENT_ON_ARRIVAL.cancelled, toPayout(changed!));
      return null;
    });
    return reply ?? this.fetch(id);
  }

  /** Moves every payout whose time has come (one, or any) until none is due; returns how many moves. */
  async settleAll(id?: string): Promise<number> {
    let moves = 0;
    for (let round = 0; round < 10; round += 1) {
      const moved = await this.settleDue(id);
      moves += moved;
      if (moved === 0) break;
    }
    return moves;
  }

  /** One step for each due payout: processing ends processed or failed; a reversal follows processed. */
  async settleDue(id?: string, batch = 50): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const now = this.clock.now();
      const due = await tx.execute<(Json & { vpa_address: string })[]>(
        `select p.*, f.vpa_address from razorpayx_sandbox_payouts p
           join razorpayx_sandbox_fund_accounts f on f.id = p.fund_account_id
          where p.due_at <= ? ${id ? 'and p.id = ?' : ''}
          order by p.due_at limit ? for update of p skip locked`,
        id ? [now, id, batch] : [now, batch],
      );
      for (const raw of due) {
        const payout = toPayout(raw);
        const vpaExists = lookUpVpa(raw.vpa_address).accountStatus === 'active';
        const next = nextStatus(payout.status, payout.outcome, vpaExists);
        if (!next) {
          await tx.execute('update razorpayx_sandbox_payouts set due_at = null where id = ?', [payout.id]);
          continue;
        }
        const dueAt = next === 'processed' && payout.outcome === 'reverse' ? later(now, this.settings.latencyMs) : null;
        const [changed] = await tx.execute<Json[]>(
          `update razorpayx_sandbox_payouts
              set status = ?, status_details = ?, due_at = ?, updated_at = ?,
                  utr = case when ? then lpad(nextval('razorpayx_sandbox_utr_seq')::text, 12, '0') else utr end
            where id = ? returning *`,
          [
            next,
            JSON.stringify(statusDetails(next, { vpaExists, dueAt })),
            dueAt,
            now,
            next === 'processed',
            payout.id,
          ],
        );
        await this.enqueueWebhook(tx, EVENT_ON_ARRIVAL[next], toPayout(changed!));
      }
      return due.length;
    });
  }

  /** The control: how the next payout created ends (a queue, first asked first used). */
  async addNextOutcome(outcome: ControlOutcome): Promise<ControlOutcome[]> {
    await this.em
      .fork()
      .execute('insert into razorpayx_sandbox_next_outcomes (outcome, created_at) values (?, ?)', [
        outcome,
        this.clock.now(),
      ]);
    return this.nextOutcomes();
  }

  async nextOutcomes(): Promise<ControlOutcome[]> {
    const rows = await this.em
      .fork()
      .execute<{ outcome: ControlOutcome }[]>('select outcome from razorpayx_sandbox_next_outcomes order by id');
    return rows.map((row) => row.outcome);
  }

  /** The latest payouts, for the control page. */
  async recentPayouts(limit = 10): Promise<PayoutRow[]> {
    const rows = await this.em
      .fork()
      .execute<Json[]>('select * from razorpayx_sandbox_payouts order by created_at desc, id desc limit ?', [limit]);
    return rows.map(toPayout);
  }

  private async takeNextOutcome(tx: Tx): Promise<ControlOutcome> {
    const [next] = await tx.execute<{ outcome: ControlOutcome }[]>(
      `delete from razorpayx_sandbox_next_outcomes
        where id = (select id from razorpayx_sandbox_next_outcomes order by id limit 1 for update skip locked)
        returning outcome`,
    );
    return next?.outcome ?? 'process';
  }

  private async enqueueWebhook(tx: Tx, event: string, payout: PayoutRow): Promise<void> {
    if (!payout.send_webhooks) return;
    const now = this.clock.now();
    const body = JSON.stringify(payoutEvent(event, this.settings.accountId, payout, now));
    await tx.execute(
      `insert into razorpayx_sandbox_webhooks (id, event, payout_id, body, next_attempt_at, created_at)
       values (?, ?, ?, ?, ?, ?)`,
      [razorpayId('evt'), event, payout.id, body, now, now],
    );
  }
}
