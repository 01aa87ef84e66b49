import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoData } from '../src/seed/seed-demo.js';
import { nextIp } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

describe('demo data', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'ticketsetu-seed-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('seeds a real-looking catalogue once, with working demo logins', async () => {
    const logins = await seedDemoData(t.app, dir);
    expect(logins?.map((l) => l.role)).toEqual(['admin', 'seller', 'buyer']);

    const events = (await t.http().get('/api/v1/events').expect(200)).body as {
      city: string;
      available_tickets: number;
      min_price: number | null;
      buyer_fee_percent: number;
      transfer_instructions: string | null;
    }[];
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(new Set(events.map((e) => e.city)).size).toBe(events.length);
    expect(events.some((e) => e.available_tickets === 0 && e.min_price === null)).toBe(true); // sold out
    expect(events.some((e) => e.buyer_fee_percent > 0 && e.transfer_instructions)).toBe(true);

    const kinds = await t.sql<{ ticket_type: string; mobile_ticket_type: string | null }>(
      `select distinct ticket_type, mobile_ticket_type from tickets where status = 'available'`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        { ticket_type: 'physical', mobile_ticket_type: null },
        { ticket_type: 'mobile', mobile_ticket_type: 'bookmyshow' },
        { ticket_type: 'mobile', mobile_ticket_type: 'district' },
      ]),
    );
    const [hash] = await t.sql<{ password_hash: string }>('select password_hash from users where email = ?', [
      'admin@ticketsetu.demo',
    ]);
    expect(hash!.password_hash).toMatch(/^\$argon2id\$/);

    const admin = logins!.find((l) => l.role === 'admin')!;
    const session = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: admin.email, password: admin.password })
      .expect(200);
    expect(session.body.user.is_admin).toBe(true);

    // A second start reuses the data and prints the same logins.
    const counts = async () =>
      (
        await t.sql(
          'select (select count(*) from events) e, (select count(*) from tickets) t, (select count(*) from users) u',
        )
      )[0];
    const before = await counts();
    expect(await seedDemoData(t.app, dir)).toEqual(logins);
    expect(await counts()).toEqual(before);
  });
});

describe('demo data where payouts are paid by RazorpayX', () => {
  it('seeds the demo seller with her UPI id’s registered name confirmed (ADR 45)', async () => {
    const t = await createTestApp({ PAYOUT_PROVIDER: 'razorpayx' });
    const dir = await mkdtemp(join(tmpdir(), 'ticketsetu-seed-'));
    try {
      await seedDemoData(t.app, dir);
      const [seller] = await t.sql<{ upi_id: string; upi_name: string }>(
        `select upi_id, upi_name from users where email = 'seller@ticketsetu.demo'`,
      );
      expect(seller).toEqual({ upi_id: 'priya.sharma@okhdfcbank', upi_name: 'Priya Sharma' });
      const [listings] = await t.sql<{ named: number }>(
        `select count(*)::int as named from tickets where upi_name = 'Priya Sharma'`,
      );
      expect(listings!.named).toBeGreaterThan(0);
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
