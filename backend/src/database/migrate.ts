import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { ormConfig } from './orm.config.js';

/** One line per migration applied, without MikroORM's colours ("[migrator] Applied 'Migration…'"). */
function logApplied(message: string): void {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '').replace(/^\[migrator\]\s*/, '');
  if (plain.startsWith('Applied')) new Logger('Migrations').log(plain);
}

/**
 * Applies pending migrations. They may run longer than a request's statement timeout, so they get
 * a connection of their own without it.
 */
export async function migrate(
  databaseUrl: string,
  acquireTimeoutMs: number,
  log: (message: string) => void = logApplied,
): Promise<void> {
  const orm = await MikroORM.init({
    ...ormConfig(databaseUrl, 1, { statementTimeoutMs: 0, acquireTimeoutMs }),
    logger: log,
  });
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
}
