import type request from 'supertest';
import { newSignedInUser } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

describe('admin routes and staff rules', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  /** Every admin operation in the OpenAPI document, so new admin routes are covered automatically. */
  async function adminOperations(): Promise<{ method: string; path: string }[]> {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, object> };
    return Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => ({
          method,
          path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
      );
  }

  /** The spellings of one path that Express could (case-insensitive, loose routing) or might route alike. */
  function variants(path: string): string[] {
    const rest = path.replace(/^\/api\/v1\/admin/, '');
    return [
      path,
      path.toUpperCase(),
      `/api/v1/Admin${rest}`,
      `/api/V1/admin${rest}`,
      `/Api/v1/aDmIn${rest}`,
      `${path}/`,
      `/api/v1//admin${rest}`,
      `/api//v1/admin${rest}`,
      `/api/v1/%61dmin${rest}`,
      `/api/v1/%2561dmin${rest}`,
      `/api/v1/admin/.${rest}`,
      `${path}?x=1`,
    ];
  }

  /** Every row of every table a request could change (sessions are touched by any signed-in call). */
  async function snapshot(): Promise<string> {
    const tables = await t.sql<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'mikro_orm_migrations')
        order by 1`,
    );
    const rows = await Promise.all(
      tables.map(async ({ name }) => [name, await t.sql(`select * from "${name}" order by 1`)] as const),
    );
    return JSON.stringify(rows);
  }

  it('refuses every admin route, in every spelling, to visitors (401) and signed-in non-admins (403), changing nothing', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThan(0);
    const user = await newSignedInUser(t);
    const bearer = await newSignedInUser(t);
    const before = await snapshot();
    const seen: { path: string; method: string; who: string; status: number }[] = [];
    for (const { method, path } of operations) {
      for (const variant of variants(path)) {
        const send = (agent: ReturnType<TestApp['http']>, who: string, token?: string) => {
          const req = (agent as unknown as Record<string, (p: string) => request.Test>)[method]!(variant);
          if (token) req.set('Authorization', `Bearer ${token}`);
          return req.send({ isAdmin: true, isActive: true, remarks: 'x' }).then((res) => {
            seen.push({ path: variant, method, who, status: res.status });
          });
        };
        await send(t.http(), 'visitor');
        await send(user.agent as never, 'user');
        await send(t.http(), 'bearer', bearer.accessToken);
      }
    }
    const wrong = seen.filter((s) => s.status !== (s.who === 'visitor' ? 401 : 403));
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
    const [row] = await t.sql<{ is_admin: boolean }>('select is_admin from users where id = ?', [user.id]);
    expect(row!.is_admin).toBe(false);
  });

  it('routes exactly: another letter case or a trailing slash is no route at all, even for an admin', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    await admin.agent.get('/api/v1/admin/users').expect(200);
    await admin.agent.get('/api/v1/Admin/users').expect(404);
    await admin.agent.get('/api/v1/admin/users/').expect(404);
    await t.http().get('/api/v1/Events').expect(404);
  });

  it('lets admins list users, toggle active and admin with the rules', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    const member = await newSignedInUser(t);

    const list = (await admin.agent.get('/api/v1/admin/users').expect(200)).body;
    expect(list.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([admin.form.email, member.form.email]),
    );

    const self = await admin.agent.patch(`/api/v1/admin/users/${admin.id}`).send({ isActive: false }).expect(409);
    expect(self.body.detail).toBe('You cannot deactivate your own account');

    const deactivated = await admin.agent
      .patch(`/api/v1/admin/users/${member.id}`)
      .send({ isActive: false })
      .expect(200);
    expect(deactivated.body.is_active).toBe(false);
    await member.agent.get('/api/v1/me').expect(401); // their sessions ended
    await admin.agent.patch(`/api/v1/admin/users/${member.id}`).send({ isActive: true }).expect(200);

    await admin.agent.patch(`/api/v1/admin/users/${member.id}`).send({ isAdmin: true }).expect(200);
    await admin.agent.patch(`/api/v1/admin/users/${member.id}`).send({ isAdmin: false }).expect(200);

    // With every other admin gone, the last one stays.
    await t.sql('update users set is_admin = false where id <> ?', [admin.id]);
    const last = await admin.agent.patch(`/api/v1/admin/users/${admin.id}`).send({ isAdmin: false }).expect(409);
    expect(last.body.detail).toBe('The last admin cannot be removed or deactivated');
    await admin.agent.patch('/api/v1/admin/users/not-a-user').send({ isActive: true }).expect(404);
  });
});
