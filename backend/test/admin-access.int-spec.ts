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

  it('refuses every admin route to visitors (401) and to signed-in non-admins (403)', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThan(0);
    const user = await newSignedInUser(t);
    for (const { method, path } of operations) {
      const call = (agent: ReturnType<TestApp['http']>) =>
        (agent as unknown as Record<string, (p: string) => { send: (b: object) => Promise<{ status: number }> }>)[
          method
        ]!(path).send({});
      expect({ path, method, status: (await call(t.http())).status }).toEqual({ path, method, status: 401 });
      expect({ path, method, status: (await call(user.agent as never)).status }).toEqual({ path, method, status: 403 });
    }
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
