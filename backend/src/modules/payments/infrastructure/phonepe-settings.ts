import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../config/config.js';

export type PhonePeEnvironment = 'sandbox' | 'uat' | 'production';

/** PhonePe's published hosts (developer.phonepe.com, Standard Checkout API reference). */
export const PHONEPE_HOSTS = {
  uat: {
    auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    auth: 'https://api.phonepe.com/apis/identity-manager',
    pg: 'https://api.phonepe.com/apis/pg',
  },
} as const;

/** Where the built-in sandbox is served, under the app's global /api prefix. */
export const SANDBOX_ROUTE = 'phonepe-sandbox';
/** The webhook endpoint PhonePe (or the sandbox) calls, under /api. */
export const WEBHOOK_ROUTE = 'v1/payments/phonepe/webhook';

export interface PhonePeSettings {
  /** `unconfigured`: production with no PHONEPE_ENV; no payments until it is set. */
  environment: PhonePeEnvironment | 'unconfigured';
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
  /** null: this app's own sandbox, at the address the app listens on. */
  authBaseUrl: string | null;
  pgBaseUrl: string | null;
  /** Sandbox only: where it sends webhooks; null: this app's own webhook endpoint. */
  sandboxWebhookUrl: string | null;
  /** Sandbox only: milliseconds its pay call takes to answer. */
  sandboxPayLatencyMs: number;
  /** The address people's browsers reach the app at (the sandbox's pay page links use it). */
  publicUrl: string;
  /** Sandbox: serve the pay page at the buyer's own local origin (config FOLLOW_LOCAL_ORIGIN). */
  followLocalOrigin: boolean;
}

/**
 * Reads the PHONEPE_* settings. Sandbox mode needs none: its client secret and webhook password
 * are derived from AUTH_SECRET (generated once per data folder in dev, random per test app), so
 * they are never in the repository, survive restarts and agree across replicas. Whatever is set
 * explicitly wins, and then the sandbox checks exactly those values.
 */
export function resolvePhonePeSettings(config: AppConfig): PhonePeSettings {
  const environment = config.PHONEPE_ENV ?? (config.NODE_ENV === 'production' ? 'unconfigured' : 'sandbox');
  if (environment === 'sandbox' && config.NODE_ENV === 'production') {
    throw new Error('The PhonePe sandbox may not run with NODE_ENV=production');
  }
  const root = config.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const derived = (label: string) => createHmac('sha256', root).update(`phonepe-sandbox:${label}`).digest('base64url');
  const sandbox = environment === 'sandbox';
  const hosts = environment === 'uat' || environment === 'production' ? PHONEPE_HOSTS[environment] : null;
  return {
    environment,
    clientId: config.PHONEPE_CLIENT_ID ?? (sandbox ? 'TICKETSETU_SANDBOX' : ''),
    clientSecret: config.PHONEPE_CLIENT_SECRET ?? (sandbox ? derived('client-secret') : ''),
    clientVersion: config.PHONEPE_CLIENT_VERSION,
    webhookUsername: config.PHONEPE_WEBHOOK_USERNAME ?? (sandbox ? 'ticketsetu_sandbox' : ''),
    webhookPassword: config.PHONEPE_WEBHOOK_PASSWORD ?? (sandbox ? derived('webhook-password') : ''),
    authBaseUrl: config.PHONEPE_AUTH_BASE_URL ?? hosts?.auth ?? null,
    pgBaseUrl: config.PHONEPE_PG_BASE_URL ?? hosts?.pg ?? null,
    sandboxWebhookUrl: config.PHONEPE_SANDBOX_WEBHOOK_URL ?? null,
    sandboxPayLatencyMs: config.PHONEPE_SANDBOX_PAY_LATENCY_MS,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    followLocalOrigin: config.FOLLOW_LOCAL_ORIGIN,
  };
}

export const PHONEPE_SETTINGS = Symbol('PHONEPE_SETTINGS');
