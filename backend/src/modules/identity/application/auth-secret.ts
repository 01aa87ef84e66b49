import type { AppConfig } from '../../../config/config.js';

/** The key that signs access tokens and binds OTP codes to their challenge; required to sign anyone in. */
export function authSecret(config: AppConfig): string {
  if (!config.AUTH_SECRET) throw new Error('AUTH_SECRET is not set');
  return config.AUTH_SECRET;
}
