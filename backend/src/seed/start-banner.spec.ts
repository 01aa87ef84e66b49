import { DEMO_COMPANY, loadConfig } from '../config/config.js';
import { startBanner } from './start-banner.js';

const logins = [
  { role: 'admin' as const, email: 'admin@ticketsetu.demo', password: 'Xk3-secret-admin' },
  { role: 'buyer' as const, email: 'buyer@ticketsetu.demo', password: 'Yq7-secret-buyer' },
];

describe('the start banner', () => {
  it('shows a developer the URL and the demo logins, last', () => {
    const banner = startBanner(loadConfig({ PORT: '3100' }), 54329, logins);
    expect(banner).toContain('TicketSetu is running at http://localhost:3100');
    expect(banner).toContain('embedded PostgreSQL on port 54329');
    expect(banner).toContain('Reachable from this computer only (HOST=127.0.0.1)');
    expect(banner.trimEnd().split('\n').at(-1)).toMatch(/buyer\s+buyer@ticketsetu\.demo\s+Yq7-secret-buyer$/);
  });

  it('never prints a password in production, even when demo people were seeded', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PROOF_CODE_SECRET: 'y'.repeat(32),
      SEED_DEMO_DATA: 'true',
      ...DEMO_COMPANY,
    });
    const banner = startBanner(production, null, logins);
    expect(banner).not.toContain('Xk3-secret-admin');
    expect(banner).not.toContain('Yq7-secret-buyer');
    expect(banner).toContain('their passwords are in DATA_DIR/demo-logins.json');
    expect(banner).not.toContain('this computer only');
  });
});
