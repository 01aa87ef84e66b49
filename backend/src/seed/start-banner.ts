import type { AppConfig } from '../config/config.js';
import type { DemoLogin } from './seed-demo.js';

/**
 * What `npm start` prints last, after every log line: where the app is, which database it uses,
 * and on a developer's machine the demo logins. Never a password when NODE_ENV=production.
 */
export function startBanner(config: AppConfig, embeddedPort: number | null, logins: DemoLogin[] | null): string {
  const lines = [
    '',
    `  TicketSetu is running at ${config.PUBLIC_URL}`,
    `  API docs:  ${config.PUBLIC_URL}/api/docs`,
    `  Database:  ${embeddedPort ? `embedded PostgreSQL on port ${embeddedPort} (data in ${config.DATA_DIR})` : 'DATABASE_URL'}`,
  ];
  if (config.HOST === '127.0.0.1' || config.HOST === 'localhost' || config.HOST === '::1') {
    lines.push(
      `  Reachable from this computer only (HOST=${config.HOST}); set HOST=0.0.0.0 to share it on your network.`,
    );
  }
  if (logins && config.NODE_ENV !== 'production') {
    lines.push('', '  Demo logins (generated on first start; kept in DATA_DIR/demo-logins.json):');
    for (const l of logins) lines.push(`    ${l.role.padEnd(6)}  ${l.email.padEnd(24)}  ${l.password}`);
  } else if (logins) {
    lines.push(
      '',
      '  Demo people were seeded (SEED_DEMO_DATA=true); their passwords are in DATA_DIR/demo-logins.json.',
    );
  }
  return lines.join('\n') + '\n';
}
