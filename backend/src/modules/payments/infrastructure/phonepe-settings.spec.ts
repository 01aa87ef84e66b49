import { ConfigError, DEMO_COMPANY, loadConfig } from '../../../config/config.js';
import { PHONEPE_HOSTS, resolvePhonePeSettings } from './phonepe-settings.js';

const secret = 'x'.repeat(40);
const credentials = {
  PHONEPE_CLIENT_ID: 'TICKETSETUUAT_2411',
  PHONEPE_CLIENT_SECRET: 'uat-secret',
  PHONEPE_WEBHOOK_USERNAME: 'ticketsetu_hooks',
  PHONEPE_WEBHOOK_PASSWORD: 'hook-pass-2026',
};

describe('PhonePe settings', () => {
  it('runs the built-in sandbox when nothing is set outside production, with secrets derived from AUTH_SECRET', () => {
    const a = resolvePhonePeSettings(loadConfig({ AUTH_SECRET: secret }));
    const b = resolvePhonePeSettings(loadConfig({ AUTH_SECRET: secret }));
    const other = resolvePhonePeSettings(loadConfig({ AUTH_SECRET: 'y'.repeat(40) }));
    expect(a.environment).toBe('sandbox');
    expect(a.authBaseUrl).toBeNull(); // this app's own address, once it listens
    expect(a.clientSecret).toHaveLength(43);
    // Stable across restarts and replicas sharing AUTH_SECRET, different for another secret.
    expect(b.clientSecret).toBe(a.clientSecret);
    expect(b.webhookPassword).toBe(a.webhookPassword);
    expect(other.clientSecret).not.toBe(a.clientSecret);
    expect(a.webhookPassword).not.toBe(a.clientSecret);
  });

  it("uses PhonePe's published hosts for uat and production", () => {
    const uat = resolvePhonePeSettings(loadConfig({ AUTH_SECRET: secret, PHONEPE_ENV: 'uat', ...credentials }));
    expect(uat).toMatchObject({
      environment: 'uat',
      authBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      pgBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      clientId: 'TICKETSETUUAT_2411',
      clientVersion: 1,
    });
    const prod = resolvePhonePeSettings(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        PROOF_CODE_SECRET: secret,
        ...DEMO_COMPANY,
        PHONEPE_ENV: 'production',
        PHONEPE_CLIENT_VERSION: '2',
        ...credentials,
      }),
    );
    expect(prod).toMatchObject({
      environment: 'production',
      authBaseUrl: PHONEPE_HOSTS.production.auth,
      pgBaseUrl: 'https://api.phonepe.com/apis/pg',
      clientVersion: 2,
    });
    expect(PHONEPE_HOSTS.production.auth).toBe('https://api.phonepe.com/apis/identity-manager');
  });

  it('refuses the sandbox in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, PROOF_CODE_SECRET: secret, PHONEPE_ENV: 'sandbox' }),
    ).toThrow('PHONEPE_ENV: sandbox is not allowed in production');
  });

  it('leaves production without PHONEPE_ENV unconfigured rather than in the sandbox', () => {
    const settings = resolvePhonePeSettings(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, PROOF_CODE_SECRET: secret, ...DEMO_COMPANY }),
    );
    expect(settings.environment).toBe('unconfigured');
    expect(settings.clientSecret).toBe('');
  });

  it('needs real credentials for uat and production', () => {
    expect(() => loadConfig({ AUTH_SECRET: secret, PHONEPE_ENV: 'uat' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_SECRET: secret, PHONEPE_ENV: 'production', PHONEPE_CLIENT_ID: 'x' })).toThrow(
      /PHONEPE_CLIENT_SECRET/,
    );
  });
});
