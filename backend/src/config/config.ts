import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { GRIEVANCE_OFFICER } from '@ticketsetu/contracts/complaints';
import { z } from 'zod';
import { DISPUTE_WINDOW_AFTER_START_MS } from '../shared/domain/buyer-guarantee.js';
import { checkCompany, type Company, companyOf, companySettings } from './company.js';

export { DEMO_COMPANY } from './company.js';

/** Every setting the app reads, validated once at boot. `.env.example` documents each one. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Default depends on NODE_ENV (see loadConfig): loopback only outside production.
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    // Unset: 54329, or the port this DATA_DIR used last, or any free port when that one is taken.
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    RUN_MIGRATIONS: z.stringbool().default(true),
    // Default depends on NODE_ENV (see loadConfig): never a demo admin in production unless asked.
    SEED_DEMO_DATA: z.stringbool().optional(),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Prometheus metrics (ADR 51): a bearer token a scraper must send, and/or a port of their own.
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    // OpenTelemetry traces by OTLP go here when set (read before the rest, in main.ts; ADR 51).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    CATALOG_CACHE_TTL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(2000, 'must be at most 2000 (public pages may be at most 2 s stale)')
      .default(1000),
    /** Live availability streams (ADR 54) one client address may hold open at once on a replica. */
    LIVE_STREAMS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(32),
    SERVE_FRONTEND: z.stringbool().default(true),
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(1000),
    SCHEDULED_JOBS: z.stringbool().default(true),
    MAIL_TRANSPORT: z.enum(['dev', 'smtp']).default('dev'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('TicketSetu <no-reply@ticketsetu.in>'),
    SUPPORT_EMAIL: z.email().default('support@ticketsetu.in'),
    // The grievance officer who owns the disputes desk (Consumer Protection (E-Commerce) Rules 2020, rule 4):
    // by default the one the site's pages name.
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(100).default(GRIEVANCE_OFFICER.name),
    GRIEVANCE_OFFICER_EMAIL: z.email().default(GRIEVANCE_OFFICER.email),
    ...companySettings,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    TRUST_PROXY: z.string().min(1).default('loopback'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Proof fingerprints (ADR 62): the key of the ticket codes' HMAC, and the limits of reading a file.
    PROOF_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PROOF_SCAN_JOBS: z.coerce.number().int().min(1).max(16).default(1),
    PROOF_SCAN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
    PROOF_SCAN_HEAP_MB: z.coerce.number().int().min(32).max(2048).default(128),
    PROOF_SCAN_MAX_PAGES: z.coerce.number().int().min(1).max(200).default(20),
    PROOF_SCAN_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(268).default(40),
    // Pictures within this many bits of 64 are shown to staff as "Looks like" (a hint, never a refusal).
    PROOF_LIKENESS_MAX_BITS: z.coerce.number().int().min(0).max(32).default(6),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
    SMS_TRANSPORT: z.enum(['dev', 'msg91']).default('dev'),
    MSG91_AUTH_KEY: z.string().min(1).optional(),
    MSG91_OTP_TEMPLATE_ID: z.string().min(1).optional(),
    /** The Hindi OTP's DLT template (otp-text.ts, ADR 85); unset: Hindi readers get the English one. */
    MSG91_OTP_TEMPLATE_ID_HI: z.string().min(1).optional(),
    /** The DLT template of SMS notices (ticket alerts: variables `event`, `link`); without it none is texted. */
    MSG91_NOTICE_TEMPLATE_ID: z.string().min(1).optional(),
    /** The Hindi notice's DLT template (alert-messages.ts); unset: Hindi readers get the English one. */
    MSG91_NOTICE_TEMPLATE_ID_HI: z.string().min(1).optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    // Payments (PhonePe Standard Checkout v2). Unset: the built-in sandbox outside production.
    PHONEPE_ENV: z.enum(['sandbox', 'uat', 'production']).optional(),
    PHONEPE_CLIENT_ID: z.string().min(1).optional(),
    PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
    PHONEPE_CLIENT_VERSION: z.coerce.number().int().min(1).default(1),
    PHONEPE_WEBHOOK_USERNAME: z.string().min(1).optional(),
    PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
    PHONEPE_AUTH_BASE_URL: z.url().optional(),
    PHONEPE_PG_BASE_URL: z.url().optional(),
    PHONEPE_SANDBOX_WEBHOOK_URL: z.url().optional(),
    // Sandbox only: how long its pay call takes to answer, as real PhonePe's does (tests of slow payment starts).
    PHONEPE_SANDBOX_PAY_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(0),
    // Each PhonePe call's time limit (per attempt), and how long the gateway's breaker stays open after
    // repeated failures before one trial call may go through (ADR 50).
    PHONEPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    PAYMENT_BREAKER_RESET_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    // Seller payouts: manual (staff pay by UPI and record the UTR) or razorpayx (RazorpayX Payouts pays by API).
    PAYOUT_PROVIDER: z.enum(['manual', 'razorpayx']).default('manual'),
    // Payouts held where the risk is (ADR 44): a seller's first sales, and what a seller is owed unpaid above
    // the limit, are paid only this long after the event's start (default: the buyer's dispute window).
    PAYOUT_HOLD_FIRST_SALES: z.coerce.number().int().min(0).max(1000).default(3),
    PAYOUT_HOLD_EXPOSURE_RUPEES: z.coerce.number().int().min(0).max(100_000_000).default(25_000),
    PAYOUT_HOLD_AFTER_EVENT_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 90)
      .default(DISPUTE_WINDOW_AFTER_START_MS / 3_600_000),
    // RazorpayX Payouts. Unset outside production: the built-in RazorpayX sandbox and its own credentials.
    RAZORPAYX_KEY_ID: z.string().min(1).optional(),
    RAZORPAYX_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAYX_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAYX_ACCOUNT_NUMBER: z.string().min(1).optional(),
    RAZORPAYX_BASE_URL: z.url().optional(),
    RAZORPAYX_SANDBOX_WEBHOOK_URL: z.url().optional(),
    // Sandbox only: how long a payout stays processing (and a VPA validation created) before it moves on.
    RAZORPAYX_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  })
  .refine((c) => !c.METRICS_PORT || c.METRICS_PORT !== c.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT (the metrics have a port of their own)',
  })
  .refine((c) => c.MAIL_TRANSPORT !== 'smtp' || c.SMTP_URL, {
    path: ['SMTP_URL'],
    message: 'is required when MAIL_TRANSPORT=smtp',
  })
  .refine((c) => c.SMS_TRANSPORT !== 'msg91' || (c.MSG91_AUTH_KEY && c.MSG91_OTP_TEMPLATE_ID), {
    path: ['MSG91_AUTH_KEY'],
    message: 'MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID are required when SMS_TRANSPORT=msg91',
  })
  .refine((c) => c.STORAGE_DRIVER !== 's3' || c.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'is required when STORAGE_DRIVER=s3',
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.AUTH_SECRET, {
    path: ['AUTH_SECRET'],
    message: 'is required in production (at least 32 random characters)',
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.PROOF_CODE_SECRET, {
    path: ['PROOF_CODE_SECRET'],
    message: 'is required in production (at least 32 random characters, kept for good: it keys the ticket codes)',
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.PHONEPE_ENV === 'sandbox'), {
    path: ['PHONEPE_ENV'],
    message: 'sandbox is not allowed in production (use uat or production)',
  })
  .refine(
    (c) =>
      c.NODE_ENV !== 'production' ||
      c.PAYOUT_PROVIDER !== 'razorpayx' ||
      (c.RAZORPAYX_KEY_ID && c.RAZORPAYX_KEY_SECRET && c.RAZORPAYX_WEBHOOK_SECRET && c.RAZORPAYX_ACCOUNT_NUMBER),
    {
      // The sandbox's own credentials exist outside production only: production never talks to it.
      path: ['PAYOUT_PROVIDER'],
      message:
        'RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_WEBHOOK_SECRET and RAZORPAYX_ACCOUNT_NUMBER are required with razorpayx in production',
    },
  )
  .refine(
    (c) =>
      (c.PHONEPE_ENV !== 'uat' && c.PHONEPE_ENV !== 'production') ||
      (c.PHONEPE_CLIENT_ID && c.PHONEPE_CLIENT_SECRET && c.PHONEPE_WEBHOOK_USERNAME && c.PHONEPE_WEBHOOK_PASSWORD),
    {
      path: ['PHONEPE_ENV'],
      message:
        'PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD are required with uat or production',
    },
  )
  .superRefine((c, ctx) => checkCompany(c, c.NODE_ENV === 'production', ctx));

/** Every setting name the app reads (kept in step with .env.example by a test). */
export const SETTING_NAMES = Object.keys(schema.shape);

export type AppConfig = Readonly<
  Omit<z.infer<typeof schema>, 'PUBLIC_URL' | 'DATA_DIR' | 'HOST' | 'SEED_DEMO_DATA' | keyof Company> &
    Company & {
      PUBLIC_URL: string;
      /** No PUBLIC_URL outside production: links a browser follows go back to the local origin it used. */
      FOLLOW_LOCAL_ORIGIN: boolean;
      DATA_DIR: string;
      HOST: string;
      SEED_DEMO_DATA: boolean;
    }
>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  return Object.freeze({
    ...c,
    // Development servers (and their dev outbox) are reachable from this computer only, unless asked.
    HOST: c.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO_DATA: c.SEED_DEMO_DATA ?? !production,
    DATA_DIR: resolve(c.DATA_DIR),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    FOLLOW_LOCAL_ORIGIN: !production && !c.PUBLIC_URL,
    // Complete: production refuses to start without every one (see the schema).
    ...(companyOf(c, production) as Company),
  });
}

/** For commands (start, admin:create): reads `.env` when present, and explains a bad setting instead of a stack trace. */
export function readConfigOrExit(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`TicketSetu cannot start. ${error.message}\nSee .env.example for every setting and its default.`);
      process.exit(1);
    }
    throw error;
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');
