import pg from 'pg';

export default async function globalTeardown() {
  const server = globalThis.testDatabaseServer;
  if (!server) return;
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${server.template} WITH (FORCE)`);
  await client.end();
  await server.stop();
}
