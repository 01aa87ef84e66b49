import { ConfigError, DEMO_COMPANY, loadConfig } from './config.js';

/** The secrets production requires (the company's particulars come apart). */
const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PROOF_CODE_SECRET: 'y'.repeat(32) };

describe('loadConfig', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.RUN_MIGRATIONS).toBe(true);
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it('makes the public address (links, canonical addresses, preview cards) follow PORT while PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://tickets.example.in' }).PUBLIC_URL).toBe(
      'https://tickets.example.in',
    );
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

describe('payout hold settings', () => {
  it('hold a seller’s first 3 sales and more than ₹25,000 owed until 48 hours after the event, by default', () => {
    const config = loadConfig({});
    expect(config.PAYOUT_HOLD_FIRST_SALES).toBe(3);
    expect(config.PAYOUT_HOLD_EXPOSURE_RUPEES).toBe(25_000);
    expect(config.PAYOUT_HOLD_AFTER_EVENT_HOURS).toBe(48);
  });

  it('take whole numbers, 0 included, and refuse anything else', () => {
    expect(loadConfig({ PAYOUT_HOLD_FIRST_SALES: '0' }).PAYOUT_HOLD_FIRST_SALES).toBe(0);
    expect(() => loadConfig({ PAYOUT_HOLD_FIRST_SALES: '-1' })).toThrow('PAYOUT_HOLD_FIRST_SALES');
    expect(() => loadConfig({ PAYOUT_HOLD_EXPOSURE_RUPEES: '2.5' })).toThrow('PAYOUT_HOLD_EXPOSURE_RUPEES');
    expect(() => loadConfig({ PAYOUT_HOLD_AFTER_EVENT_HOURS: 'soon' })).toThrow('PAYOUT_HOLD_AFTER_EVENT_HOURS');
  });
});

describe('company settings (tax invoices, ADR 46)', () => {
  const company = {
    COMPANY_LEGAL_NAME: 'Setu Tickets Private Limited',
    COMPANY_ADDRESS: '7, Linking Road, Bandra West, Mumbai, Maharashtra - 400050',
    COMPANY_STATE: 'Maharashtra',
    COMPANY_GSTIN: '27AAKCS0000M1ZH',
    COMPANY_PAN: 'AAKCS0000M',
    COMPANY_SIGNATORY: 'Meera Iyer, Director',
  };

  it('is a demo company outside production, its GSTIN built from its state and PAN', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ ...DEMO_COMPANY, PLATFORM_SAC: '998554' });
    expect(DEMO_COMPANY).toMatchObject({ COMPANY_STATE: 'Karnataka', COMPANY_GSTIN: '29AABCT0000C1Z6' });
    expect(loadConfig({ COMPANY_STATE: 'Maharashtra' }).COMPANY_GSTIN).toBe('27AABCT0000C1ZA');
    expect(loadConfig(company)).toMatchObject(company);
  });

  it('is required in production, each setting named', () => {
    expect(loadConfig({ ...production, ...company })).toMatchObject(company);
    try {
      loadConfig({ ...production, COMPANY_STATE: 'Maharashtra' });
      throw new Error('loaded');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      for (const key of [
        'COMPANY_LEGAL_NAME',
        'COMPANY_ADDRESS',
        'COMPANY_GSTIN',
        'COMPANY_PAN',
        'COMPANY_SIGNATORY',
      ]) {
        expect((e as Error).message).toContain(`${key}: is required in production`);
      }
      expect((e as Error).message).not.toContain('COMPANY_STATE');
    }
  });

  it('names a demo signatory outside production, and takes one signing certificate, a file or its base64', () => {
    expect(loadConfig({}).COMPANY_SIGNATORY).toBe('Demo Signatory, Director');
    expect(loadConfig({ TAX_SIGNING_P12_BASE64: 'MIIK', TAX_SIGNING_PASSPHRASE: 's3cret' })).toMatchObject({
      TAX_SIGNING_P12_BASE64: 'MIIK',
      TAX_SIGNING_PASSPHRASE: 's3cret',
    });
    expect(() => loadConfig({ TAX_SIGNING_P12_PATH: '/etc/tax.p12', TAX_SIGNING_P12_BASE64: 'MIIK' })).toThrow(
      'TAX_SIGNING_P12_PATH: set TAX_SIGNING_P12_PATH or TAX_SIGNING_P12_BASE64, not both',
    );
    expect(() => loadConfig({ TAX_SIGNING_P12_BASE64: 'not base64!' })).toThrow(
      'TAX_SIGNING_P12_BASE64: must be base64',
    );
  });

  it('refuses a state not on the list, a PAN or GSTIN not so written, and a GSTIN with a typing error', () => {
    expect(() => loadConfig({ COMPANY_STATE: 'Bombay' })).toThrow('COMPANY_STATE: must be a state or union territory');
    expect(() => loadConfig({ COMPANY_PAN: 'AAKCS0000' })).toThrow('COMPANY_PAN: must be a PAN');
    expect(() => loadConfig({ ...company, COMPANY_GSTIN: '27AAKCS0000M1Z' })).toThrow('COMPANY_GSTIN: must be a GSTIN');
    expect(() => loadConfig({ ...company, COMPANY_GSTIN: '27AAKCS0000M1ZA' })).toThrow(
      'COMPANY_GSTIN: has a check character (the 15th) that does not match',
    );
    expect(() => loadConfig({ PLATFORM_SAC: '9985' })).toThrow('PLATFORM_SAC: must be a 6-digit');
  });

  it('refuses a GSTIN of another state or another PAN than the settings beside it', () => {
    expect(() => loadConfig({ ...production, ...company, COMPANY_STATE: 'Karnataka' })).toThrow(
      "COMPANY_GSTIN: starts with 27 (Maharashtra), not COMPANY_STATE's code 29 (Karnataka)",
    );
    expect(() => loadConfig({ ...production, ...company, COMPANY_PAN: 'AABCT0000C' })).toThrow(
      'COMPANY_GSTIN: holds the PAN AAKCS0000M, not COMPANY_PAN (AABCT0000C)',
    );
    // Outside production the unset ones are the demo company's, and must agree all the same.
    expect(() => loadConfig({ COMPANY_GSTIN: '27AAKCS0000M1ZH' })).toThrow('COMPANY_GSTIN: starts with 27');
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
    expect(loadConfig({ ...production, ...DEMO_COMPANY }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('seeds the demo people in development only, unless told otherwise', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ ...production, ...DEMO_COMPANY }).SEED_DEMO_DATA).toBe(false);
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
