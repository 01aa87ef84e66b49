// A ticket's code is kept only as its keyed hash (ADR 62): what it says is never in a log line (at the
// most verbose level), a metric, an answer or problem body, an email, an outbox event, an audit entry
// or any other row of the database, across a listing, a second seller refused for the same ticket, and
// staff reviewing both.
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { payloadOf, ticketPng, variantOf } from './harness/proof-corpus.mjs';
import { startTestApp, type TestApp } from './harness/test-app.js';

describe('proof codes are never kept or shown in clear', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = { write: (line: string) => void logLines.push(line) };
    t = await startTestApp((config, url) => AppModule.forRoot(config, url, logStream), { LOG_LEVEL: 'trace' });
  });
  afterAll(() => t.close());

  it('leaves no trace of the payload anywhere it could leak', async () => {
    const ticket = 4242;
    const payload = payloadOf('qr', ticket);
    // Its unique part too: a leak of a fragment counts.
    const fragment = payload.split('|').at(-1)!;
    const bodies: string[] = [];
    const seen = <T extends { text: string }>(res: T): T => {
      bodies.push(res.text);
      return res;
    };

    const event = await factories(t).event();
    const [a, b, admin] = [
      await newSignedInUser(t),
      await newSignedInUser(t),
      await newSignedInUser(t, { admin: true }),
    ];
    const png = await ticketPng('qr', ticket);
    const list = async (seller: typeof a, bytes: Buffer, name: string) =>
      seen(
        await seller.agent
          .post('/api/v1/listings')
          .field('eventId', event.id)
          .field('price', '900')
          .field('quantity', '1')
          .field('ticketType', 'mobile')
          .field('mobileTicketType', 'district')
          .field('upiId', 'seller@okaxis')
          .attach('files', bytes, name)
          .expect(201),
      ).body.listing.id as string;

    const first = await list(a, png, 'ticket.png');
    seen(await admin.agent.post(`/api/v1/admin/listings/${first}/verify`).send({}).expect(409)); // not read yet
    await t.app.get(Outbox).drain();
    seen(await admin.agent.post(`/api/v1/admin/listings/${first}/verify`).send({}).expect(200));
    const second = await list(b, (await variantOf(png, 'pdf')).bytes, 'ticket.pdf');
    await t.app.get(Outbox).drain();
    await t.app.get(Outbox).drain();
    seen(await b.agent.get(`/api/v1/listings/${second}`).expect(200));
    for (const tab of ['pending', 'verified', 'rejected']) {
      seen(await admin.agent.get(`/api/v1/admin/listings?tab=${tab}`).expect(200));
    }
    seen(await admin.agent.get('/api/v1/admin/audit').expect(200));
    seen(await request(t.app.getHttpServer()).get('/metrics').expect(200));

    // It was read and refused: the test looks where the code would be if it leaked.
    const [refused] = await t.sql<{ status: string }>('select status from tickets where id = ?', [second]);
    expect(refused!.status).toBe('cancelled');
    expect(await t.sql('select 1 from proof_codes where listing_id = ?', [first])).toHaveLength(1);
    expect(logLines.length).toBeGreaterThan(10);

    const tables = await t.sql<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const rows: string[] = [];
    for (const { table_name } of tables) {
      const dump = await t.sql<{ row: string }>(`select t::text as row from "${table_name}" t`);
      rows.push(...dump.map((r) => `${table_name}: ${r.row}`));
    }
    expect(rows.some((r) => r.startsWith('dev_mailbox:') && r.includes('could not be verified'))).toBe(true);

    for (const [where, texts] of [
      ['log', logLines],
      ['answers', bodies],
      ['database', rows],
    ] as const) {
      expect({ where, found: texts.filter((x) => x.includes(fragment) || x.includes(payload)) }).toEqual({
        where,
        found: [],
      });
    }
  }, 120_000);
});
