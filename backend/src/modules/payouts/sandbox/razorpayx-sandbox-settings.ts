import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../config/config.js';

/** The credentials a RazorpayX client and the built-in sandbox agree on. */
export interface RazorpayXCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountNumber: string;
}

/** The sandbox's key id and account number when none is set (RazorpayX's own docs use this account number). */
export const SANDBOX_KEY_ID = 'rzp_test_TicketSetuSbx';
export const SANDBOX_ACCOUNT_NUMBER = '7878780080316316';

const resolved = new WeakMap<AppConfig, RazorpayXCredentials>();

/**
 * The RAZORPAYX_* credentials. Outside production an unset one is the sandbox's: a fixed key id and
 * account number, and a key secret and webhook secret derived from AUTH_SECRET, so they are never in
 * the repository, survive restarts and agree across replicas. Whatever is set explicitly wins, and the
 * sandbox then checks exactly those. In production nothing is made up (config requires them with
 * PAYOUT_PROVIDER=razorpayx). The same answer for the same config, so a client and the sandbox agree
 * even when AUTH_SECRET is unset and the root is random.
 */
export function resolveRazorpayXCredentials(config: AppConfig): RazorpayXCredentials {
  const known = resolved.get(config);
  if (known) return known;
  const defaults = config.NODE_ENV !== 'production';
  const root = config.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const derived = (label: string) =>
    defaults ? createHmac('sha256', root).update(`razorpayx-sandbox:${label}`).digest('base64url') : '';
  const credentials = {
    keyId: config.RAZORPAYX_KEY_ID ?? (defaults ? SANDBOX_KEY_ID : ''),
    keySecret: config.RAZORPAYX_KEY_SECRET ?? derived('key-secret'),
    webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET ?? derived('webhook-secret'),
    accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER ?? (defaults ? SANDBOX_ACCOUNT_NUMBER : ''),
  };
  resolved.set(config, credentials);
  return credentials;
}

/**
 * The built-in sandbox is mounted outside production while no RAZORPAYX_BASE_URL sends RazorpayX
 * calls elsewhere (as the PhonePe sandbox is the default outside production), whatever PAYOUT_PROVIDER
 * is, so the adapter can be tried before it is switched on.
 */
export function mountsRazorpayXSandbox(config: AppConfig): boolean {
  return config.NODE_ENV !== 'production' && !config.RAZORPAYX_BASE_URL;
}

export interface RazorpayXSandboxSettings extends RazorpayXCredentials {
  /** RazorpayX's `account_id` on events: `acc_` and 14 characters, fixed for a key id. */
  accountId: string;
  /** Where webhooks go; null: this app's own RazorpayX webhook endpoint. */
  webhookUrl: string | null;
  /** How long a payout stays processing (and a validation created) before it moves on. */
  latencyMs: number;
}

export function resolveRazorpayXSandboxSettings(config: AppConfig): RazorpayXSandboxSettings {
  if (config.NODE_ENV === 'production') throw new Error('The RazorpayX sandbox may not run with NODE_ENV=production');
  const credentials = resolveRazorpayXCredentials(config);
  const digest = createHash('sha256').update(credentials.keyId).digest('base64url').replace(/[-_]/g, '');
  return {
    ...credentials,
    accountId: `acc_${digest.slice(0, 14)}`,
    webhookUrl: config.RAZORPAYX_SANDBOX_WEBHOOK_URL ?? null,
    latencyMs: config.RAZORPAYX_SANDBOX_LATENCY_MS,
  };
}

export const RAZORPAYX_SANDBOX_SETTINGS = Symbol('RAZORPAYX_SANDBOX_SETTINGS');
