import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { nextIp, newSignedInUser, PASSWORD } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

const cookiesOf = (res: Response): string[] => {
  const raw = res.headers['set-cookie'] as unknown;
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
};

describe('Admin > Users (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t);
    admin = await newSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  const tag = () => `tag${randomBytes(4).toString('hex')}`;
  const list = (query: Record<string, string | number> = {}) => admin.agent.get('/api/v1/admin/users').query(query);

  /** People whose names carry `word`, joined one second apart in the order given. */
  async function people(word: string, specs: { name: string | null; phone?: string; admin?: boolean }[]) {
    const made = [];
    for (const [i, spec] of specs.entries()) {
      const handle =
        spec.name
          ?.split(' ')[0]
          ?.toLowerCase()
          .replace(/[^a-z]/g, '') || `person${i}`;
      const user = await make.user({ email: `${handle}.${word}@example.in`, isAdmin: spec.admin });
      await t.sql('update users set full_name = ?, phone = ?, created_at = ? where id = ?', [
        spec.name,
        spec.phone ?? null,
        new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        user.id,
      ]);
      made.push(user);
    }
    return made;
  }

  describe('the list', () => {
    it('shows role, status and when each person joined, newest first, with the total', async () => {
      const word = tag();
      const [meera, rohan, priya] = await people(word, [
        { name: `Meera Iyer`, admin: true },
        { name: `Rohan Mehta` },
        { name: `Priya Sharma` },
      ]);
      await t.sql('update users set is_active = false where id = ?', [rohan!.id]);
      await t.sql('update users set deletion_requested_at = now() where id = ?', [priya!.id]);

      const res = await list({ search: word }).expect(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body.map((u: { id: string }) => u.id)).toEqual([priya!.id, rohan!.id, meera!.id]);
      expect(res.body[2]).toMatchObject({
        full_name: 'Meera Iyer',
        role: 'admin',
        status: 'active',
        is_admin: true,
        is_active: true,
        created_at: '2026-01-01T00:00:00.000Z',
      });
      expect(res.body[1]).toMatchObject({ role: 'user', status: 'inactive', is_active: false });
      expect(res.body[0]).toMatchObject({ status: 'deletion_requested' });
    });

    it('searches name, email and phone, filters role and status, sorts and pages', async () => {
      const word = tag();
      const [kavya, arjun, nameless, zoya] = await people(word, [
        { name: `Kavya Menon${word}`, phone: '+919876543210' },
        { name: 'arjun Rao', admin: true }, // lower-case: still before Kavya
        { name: null },
        { name: 'Zoya Khan' },
      ]);
      await t.sql('update users set is_active = false where id = ?', [zoya!.id]);
      const ids = async (query: Record<string, string | number>) => {
        const res = await list({ search: word, ...query }).expect(200);
        return { ids: res.body.map((u: { id: string }) => u.id), total: Number(res.headers['x-total-count']) };
      };

      expect(await ids({ search: `KAVYA MENON${word.toUpperCase()}` })).toEqual({ ids: [kavya!.id], total: 1 });
      expect(await ids({ search: `arjun.${word}@EXAMPLE` })).toEqual({ ids: [arjun!.id], total: 1 });
      expect(await ids({ search: '98765 43210' })).toMatchObject({ ids: [kavya!.id] });
      expect(await ids({ search: '98765-432' })).toMatchObject({ ids: [kavya!.id] });
      expect(await ids({ role: 'admin' })).toEqual({ ids: [arjun!.id], total: 1 });
      expect(await ids({ role: 'user', status: 'active' })).toEqual({ ids: [nameless!.id, kavya!.id], total: 2 });
      expect(await ids({ status: 'inactive' })).toEqual({ ids: [zoya!.id], total: 1 });
      // Names sort without regard to case; people without a name come last either way.
      expect(await ids({ sort: 'full_name' })).toMatchObject({ ids: [arjun!.id, kavya!.id, zoya!.id, nameless!.id] });
      expect(await ids({ sort: 'full_name', order: 'desc' })).toMatchObject({
        ids: [zoya!.id, kavya!.id, arjun!.id, nameless!.id],
      });
      expect(await ids({ sort: 'created_at', order: 'asc', limit: 2, offset: 1 })).toEqual({
        ids: [arjun!.id, nameless!.id],
        total: 4,
      });
      expect(await ids({ search: '%' })).toEqual({ ids: [], total: 0 });
    });

    it.each([
      [{ sort: 'phone' }, 'Sort must be one of created_at, full_name, email'],
      [{ role: 'owner' }, 'Role must be one of admin, user'],
      [{ status: 'banned' }, 'Status must be one of active, inactive, deletion_requested'],
      [{ limit: '1e3' }, 'Limit must be a whole number from 1 to 100'],
      [{ search: 'x'.repeat(101) }, 'Search can be at most 100 characters'],
    ])('refuses the query %p', async (query, message) => {
      const res = await list(query).expect(400);
      expect(res.body.detail).toBe(message);
    });

    it('exports the current filter as CSV with formulas defused', async () => {
      const word = tag();
      const [first, second] = await people(word, [
        { name: '=HYPERLINK("http://evil.example","Click")', phone: '+919800000111' },
        { name: 'Meera, Iyer' },
      ]);
      for (const request of [list({ search: word, format: 'csv' }), list({ search: word }).set('Accept', 'text/csv')]) {
        const res = await request.expect(200);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toBe('attachment; filename="ticketsetu-users.csv"');
        expect(res.text.slice(1).split('\r\n')).toEqual([
          'User ID,Name,Email,Phone,Role,Status,Joined (IST)',
          `${second!.id},"Meera, Iyer",meera.${word}@example.in,,User,Active,2026-01-01 05:30`,
          `${first!.id},"'=HYPERLINK(""http://evil.example"",""Click"")",hyperlinkhttpevilexampleclick.${word}@example.in,` +
            "'+919800000111,User,Active,2026-01-01 05:30",
          '',
        ]);
      }
    });
  });

  describe('changes', () => {
    it("answers each change with its message: 'User deactivated', 'User activated', 'User has been made an admin', 'Admin privileges have been removed'", async () => {
      const member = await make.user();
      const change = (body: object) => admin.agent.patch(`/api/v1/admin/users/${member.id}`).send(body).expect(200);
      expect((await change({ isActive: false })).body).toMatchObject({
        message: 'User deactivated',
        id: member.id,
        is_active: false,
        status: 'inactive',
      });
      expect((await change({ isActive: true })).body).toMatchObject({ message: 'User activated', status: 'active' });
      expect((await change({ isAdmin: true })).body).toMatchObject({
        message: 'User has been made an admin',
        role: 'admin',
        is_admin: true,
      });
      expect((await change({ isAdmin: false })).body).toMatchObject({
        message: 'Admin privileges have been removed',
        role: 'user',
      });
    });

    it('takes one change per request', async () => {
      const member = await make.user();
      for (const body of [{ isActive: false, isAdmin: true }, {}]) {
        const res = await admin.agent.patch(`/api/v1/admin/users/${member.id}`).send(body).expect(400);
        expect(res.body.detail).toBe('Send one change: isActive or isAdmin');
      }
      const [row] = await t.sql<{ is_active: boolean; is_admin: boolean }>(
        'select is_active, is_admin from users where id = ?',
        [member.id],
      );
      expect(row).toEqual({ is_active: true, is_admin: false });
    });

    it("ends a deactivated person's sessions at once: cookie, Bearer and refresh token", async () => {
      const member = await newSignedInUser(t);
      const login = await t
        .http()
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', nextIp())
        .send({ email: member.form.email, password: PASSWORD })
        .expect(200);
      const refresh = cookiesOf(login)
        .find((c) => c.startsWith('ts_refresh='))!
        .split(';')[0]!;
      await member.agent.get('/api/v1/me').expect(200);

      await admin.agent.patch(`/api/v1/admin/users/${member.id}`).send({ isActive: false }).expect(200);

      // The very next request of each session is refused: no waiting for a token to expire.
      await member.agent.get('/api/v1/me').expect(401);
      await t.http().get('/api/v1/me').set('Authorization', `Bearer ${member.accessToken}`).expect(401);
      await t.http().get('/api/v1/me').set('Authorization', `Bearer ${login.body.access_token}`).expect(401);
      await t.http().post('/api/v1/auth/refresh').set('Cookie', refresh).expect(401);
      const open = await t.sql('select id from sessions where user_id = ? and revoked_at is null', [member.id]);
      expect(open).toEqual([]);
      const again = await t
        .http()
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', nextIp())
        .send({ email: member.form.email, password: PASSWORD })
        .expect(403);
      expect(again.body.detail).toBe('Your account has been deactivated. Please contact support@ticketsetu.in.');

      // Activated again: a new sign-in works; the old sessions stay ended.
      await admin.agent.patch(`/api/v1/admin/users/${member.id}`).send({ isActive: true }).expect(200);
      await member.agent.get('/api/v1/me').expect(401);
      await t.http().post('/api/v1/auth/refresh').set('Cookie', refresh).expect(401);
      await t
        .http()
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', nextIp())
        .send({ email: member.form.email, password: PASSWORD })
        .expect(200);
    });

    it('takes admin rights away at once', async () => {
      const colleague = await newSignedInUser(t, { admin: true });
      await colleague.agent.get('/api/v1/admin/users').expect(200);
      await admin.agent.patch(`/api/v1/admin/users/${colleague.id}`).send({ isAdmin: false }).expect(200);
      await colleague.agent.get('/api/v1/admin/users').expect(403);
      await colleague.agent.get('/api/v1/me').expect(200); // still signed in, as an ordinary user
    });
  });
});
