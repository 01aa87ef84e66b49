import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './config.js';

/** The secrets a dev or embedded run generates once and keeps in DATA_DIR (production must set each). */
const GENERATED = { AUTH_SECRET: 'auth-secret', PROOF_CODE_SECRET: 'proof-code-secret' } as const;

/**
 * Fills in each secret left unset: the signing secret of sessions, and the key of the ticket codes'
 * hashes (ADR 62; its own, so that signing everyone out never makes every known code unknown).
 */
export async function withAuthSecret(config: AppConfig): Promise<AppConfig> {
  const filled: Partial<Record<keyof typeof GENERATED, string>> = {};
  for (const [name, fileName] of Object.entries(GENERATED) as [keyof typeof GENERATED, string][]) {
    if (config[name]) continue;
    const file = join(config.DATA_DIR, fileName);
    let secret = existsSync(file) ? (await readFile(file, 'utf8')).trim() : '';
    if (secret.length < 32) {
      secret = randomBytes(48).toString('base64url');
      await mkdir(config.DATA_DIR, { recursive: true });
      await writeFile(file, secret, { mode: 0o600 });
    }
    filled[name] = secret;
  }
  return Object.keys(filled).length ? Object.freeze({ ...config, ...filled }) : config;
}
