import { resolve } from 'node:path';
import { z } from 'zod';

/** Every setting the app reads, validated once at boot. `.env.example` documents each one. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    RUN_MIGRATIONS: z.stringbool().default(true),
    SEED_DEMO_DATA: z.stringbool().default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CATALOG_CACHE_TTL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(2000, 'must be at most 2000 (public pages may be at most 2 s stale)')
      .default(1000),
    SERVE_FRONTEND: z.stringbool().default(true),
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(1000),
    MAIL_TRANSPORT: z.enum(['dev', 'smtp']).default('dev'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('TicketSetu <no-reply@ticketsetu.in>'),
    SUPPORT_EMAIL: z.email().default('support@ticketsetu.in'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    TRUST_PROXY: z.string().min(1).default('loopback'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
    SMS_TRANSPORT: z.enum(['dev', 'msg91']).default('dev'),
    MSG91_AUTH_KEY: z.string().min(1).optional(),
    MSG91_OTP_TEMPLATE_ID: z.string().min(1).optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
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
  });

/** Every setting name the app reads (kept in step with .env.example by a test). */
export const SETTING_NAMES = Object.keys(schema.shape);

export type AppConfig = Readonly<
  Omit<z.infer<typeof schema>, 'PUBLIC_URL' | 'DATA_DIR'> & { PUBLIC_URL: string; DATA_DIR: string }
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
  return Object.freeze({
    ...c,
    DATA_DIR: resolve(c.DATA_DIR),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  });
}

export const APP_CONFIG = Symbol('APP_CONFIG');
