import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './config.js';

/** Dev and embedded runs get a signing secret generated once and kept in DATA_DIR (production must set AUTH_SECRET). */
export async function withAuthSecret(config: AppConfig): Promise<AppConfig> {
  if (config.AUTH_SECRET) return config;
  const file = join(config.DATA_DIR, 'auth-secret');
  let secret = existsSync(file) ? (await readFile(file, 'utf8')).trim() : '';
  if (secret.length < 32) {
    secret = randomBytes(48).toString('base64url');
    await mkdir(config.DATA_DIR, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
  }
  return Object.freeze({ ...config, AUTH_SECRET: secret });
}
