import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.RUN_MIGRATIONS).toBe(true);
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it('names every bad setting in one clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT');
      expect((e as Error).message).toContain('DATABASE_URL: must be a postgres:// connection URL');
    }
  });

  it('refuses a catalog cache older than 2 seconds', () => {
    expect(() => loadConfig({ CATALOG_CACHE_TTL_MS: '5000' })).toThrow(/at most 2000/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('mail settings', () => {
  it('needs an SMTP URL to send real mail', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow('SMTP_URL: is required when MAIL_TRANSPORT=smtp');
    expect(loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://localhost:1025' }).MAIL_TRANSPORT).toBe('smtp');
  });
});

describe('identity settings', () => {
  it('needs a signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('AUTH_SECRET: is required in production');
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow('AUTH_SECRET: must be at least 32 characters');
  });

  it('needs MSG91 credentials to send real SMS', () => {
    expect(() => loadConfig({ SMS_TRANSPORT: 'msg91' })).toThrow('MSG91_AUTH_KEY');
  });
});

describe('.env.example', () => {
  it('lists every setting the app reads, and nothing else', async () => {
    const { readFile } = await import('node:fs/promises');
    const { SETTING_NAMES } = await import('./config.js');
    const example = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });
});

describe('defaults that depend on NODE_ENV', () => {
  it('listens on loopback only outside production, on every interface in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('seeds the demo people in development only, unless told otherwise', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });
});

describe('database settings', () => {
  it('fails fast by default: 5 s per statement, 3 s to get a connection', () => {
    const config = loadConfig({});
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
    expect(config.DATABASE_ACQUIRE_TIMEOUT_MS).toBe(3000);
    expect(config.EMBEDDED_PG_PORT).toBeUndefined();
  });
});

describe('docker/compose.yaml', () => {
  it('runs production without the demo people (the first admin comes from npm run admin:create)', async () => {
    const { readFile } = await import('node:fs/promises');
    const compose = await readFile(new URL('../../../docker/compose.yaml', import.meta.url), 'utf8');
    expect(compose).toMatch(/^\s+NODE_ENV: production$/m);
    expect(compose).toMatch(/^\s+SEED_DEMO_DATA: 'false'$/m);
    expect(compose).toContain('npm run admin:create');
  });
});
