import { randomBytes } from 'node:crypto';
import { isObject, type Json } from '../infrastructure/razorpayx/razorpayx-entities.js';
import type { SandboxOutcome, SandboxPayoutStatus, StatusDetails } from './sandbox-payout-status.js';
import { parseVpa } from './vpa-directory.js';

/**
 * The sandbox's answers in the shapes RazorpayX documents (razorpay.com/docs/api/x: Contacts, Fund
 * Accounts, Account Validation, Payouts; razorpay.com/docs/errors for the error body). Rows come from
 * the service's SQL and are normalised here once.
 */

export interface SandboxReply {
  status: number;
  body: unknown;
}

// The sandbox reads bodies as the adapter does (the one reader of RazorpayX's JSON).
export { isObject, type Json };

/** RazorpayX ids: a prefix and 14 letters or digits (e.g. pout_F6891rdxBLZ6AN). */
export function razorpayId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** `{ error: { code, description, source, step, reason, metadata, field } }` (razorpay.com/docs/errors/x). */
export function razorpayError(
  status: number,
  description: string,
  details: { field?: string | null; reason?: string; source?: string; step?: string } = {},
): SandboxReply {
  return {
    status,
    body: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: details.source ?? 'business',
        step: details.step ?? 'NA',
        reason: details.reason ?? 'input_validation_failed',
        metadata: {},
        field: details.field ?? null,
      },
    },
  };
}

/** A request breaking a documented rule, naming its field. */
export const badRequest = (description: string, field: string | null = null) =>
  razorpayError(400, description, { field });

/** What RazorpayX answers for an id it does not know. */
export const idNotFound = (field: string | null = 'id') => badRequest('The id provided does not exist', field);

/** Basic auth refused: RazorpayX says which half was wrong, with `NA` for the rest. */
export const unauthorized = (description: string): SandboxReply =>
  razorpayError(401, description, { source: 'NA', step: 'NA', reason: 'NA' });

const unix = (at: Date) => Math.floor(at.getTime() / 1000);
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));
const jsonOf = (v: unknown): Json => (typeof v === 'string' ? (JSON.parse(v) as Json) : isObject(v) ? v : {});

export interface ContactRow {
  id: string;
  name: string;
  email: string | null;
  contact: string | null;
  type: string | null;
  reference_id: string | null;
  notes: Json;
  created_at: Date;
}

export const toContact = (raw: Json): ContactRow =>
  ({ ...raw, notes: jsonOf(raw.notes), created_at: date(raw.created_at) }) as ContactRow;

export function contactEntity(row: ContactRow) {
  return {
    id: row.id,
    entity: 'contact',
    name: row.name,
    contact: row.contact,
    email: row.email,
    type: row.type,
    reference_id: row.reference_id,
    batch_id: null,
    active: true,
    notes: row.notes,
    created_at: unix(row.created_at),
  };
}

export interface FundAccountRow {
  id: string;
  contact_id: string;
  vpa_address: string;
  created_at: Date;
}

export const toFundAccount = (raw: Json): FundAccountRow =>
  ({ ...raw, created_at: date(raw.created_at) }) as FundAccountRow;

export function fundAccountEntity(row: FundAccountRow) {
  const vpa = parseVpa(row.vpa_address);
  return {
    id: row.id,
    entity: 'fund_account',
    contact_id: row.contact_id,
    account_type: 'vpa',
    vpa: { username: vpa?.username ?? null, handle: vpa?.handle ?? null, address: row.vpa_address },
    active: true,
    batch_id: null,
    created_at: unix(row.created_at),
  };
}

export interface ValidationRow {
  id: string;
  fund_account_id: string | null;
  vpa_address: string;
  notes: Json;
  status: 'created' | 'completed' | 'failed';
  account_status: 'active' | 'invalid' | null;
  registered_name: string | null;
  created_at: Date;
  /** Joined from the fund account, when there is one. */
  contact_id: string | null;
  fund_account_created_at: Date | null;
}

export const toValidation = (raw: Json): ValidationRow =>
  ({
    ...raw,
    notes: jsonOf(raw.notes),
    created_at: date(raw.created_at),
    fund_account_created_at: dateOrNull(raw.fund_account_created_at),
  }) as ValidationRow;

/** The VPA account validation entity (razorpay.com/docs/api/x/account-validation/vpa). */
export function validationEntity(row: ValidationRow) {
  const vpa = parseVpa(row.vpa_address);
  return {
    id: row.id,
    entity: 'fund_account.validation',
    fund_account: {
      id: row.fund_account_id,
      entity: 'fund_account',
      contact_id: row.contact_id,
      account_type: 'vpa',
      vpa: { username: vpa?.username ?? null, handle: vpa?.handle ?? null, address: row.vpa_address },
      batch_id: null,
      active: true,
      created_at: row.fund_account_created_at ? unix(row.fund_account_created_at) : null,
    },
    status: row.status,
    amount: null,
    currency: null,
    notes: row.notes,
    results: { account_status: row.account_status, registered_name: row.registered_name },
    created_at: unix(row.created_at),
    utr: null,
  };
}

export interface PayoutRow {
  id: string;
  idempotency_key: string;
  request_hash: string;
  account_number: string;
  fund_account_id: string;
  amount: number;
  currency: string;
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  notes: Json;
  fees: number;
  tax: number;
  status: SandboxPayoutStatus;
  utr: string | null;
  status_details: StatusDetails | null;
  outcome: SandboxOutcome;
  send_webhooks: boolean;
  due_at: Date | null;
  created_at: Date;
}

export const toPayout = (raw: Json): PayoutRow =>
  ({
    ...raw,
    amount: Number(raw.amount),
    fees: Number(raw.fees),
    tax: Number(raw.tax),
    notes: jsonOf(raw.notes),
    status_details: raw.status_details === null ? null : jsonOf(raw.status_details),
    due_at: dateOrNull(raw.due_at),
    created_at: date(raw.created_at),
  }) as PayoutRow;

/** The payout entity (razorpay.com/docs/api/x/payouts/entity), as Fetch, Create and webhooks show it. */
export function payoutEntity(row: PayoutRow) {
  const ended = row.status === 'failed' || row.status === 'reversed';
  return {
    id: row.id,
    entity: 'payout',
    fund_account_id: row.fund_account_id,
    amount: row.amount,
    currency: row.currency,
    notes: row.notes,
    fees: row.fees,
    tax: row.tax,
    status: row.status,
    purpose: row.purpose,
    utr: row.utr,
    mode: row.mode,
    reference_id: row.reference_id,
    narration: row.narration,
    debit_account_number: row.account_number,
    batch_id: null,
    // Deprecated by RazorpayX in favour of status_details, still sent.
    failure_reason: ended ? (row.status_details?.description ?? null) : null,
    status_details: row.status_details ?? { description: null, source: null, reason: null },
    created_at: unix(row.created_at),
    fee_type: '',
  };
}

/** The webhook envelope (razorpay.com/docs/webhooks/payouts). */
export function payoutEvent(event: string, accountId: string, row: PayoutRow, at: Date) {
  return {
    entity: 'event',
    account_id: accountId,
    event,
    contains: ['payout'],
    payload: { payout: { entity: payoutEntity(row) } },
    created_at: unix(at),
  };
}
