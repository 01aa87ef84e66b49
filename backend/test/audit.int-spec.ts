// Whole app: staff actions of catalog, listings and identity, read in Admin > Audit (served by disputes' admin
// console); the audit module has no routes of its own, only the log every module writes to.
import { randomBytes } from 'node:crypto';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

interface Line {
  actor: { id: string; email: string | null };
  kind: string;
  target: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

describe('Admin > Audit: every staff action, append-only (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t);
  });
  afterAll(() => t.close());

  const tag = () => randomBytes(4).toString('hex');
  /** The lines one staff member wrote, oldest first. */
  const linesOf = async (staff: Person, query: Record<string, string> = {}): Promise<Line[]> =>
    (
      await staff.agent
        .get('/api/v1/admin/audit')
        .query({ actor: staff.id, order: 'asc', ...query })
        .expect(200)
    ).body;

  it('records each staff action once, by whom, on what, with before and after', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    const seller = await make.user();

    const created = await admin.agent
      .post('/api/v1/admin/events')
      .send({
        title: `Audit Night ${tag()}`,
        venue: 'NSCI Dome',
        city: 'Mumbai',
        eventDate: make.daysFromNow(5).toISOString(),
      })
      .expect(201);
    const eventId: string = created.body.event.id;
    await admin.agent.patch(`/api/v1/admin/events/${eventId}`).send({ venue: 'Jio World Garden' }).expect(200);
    await admin.agent.post(`/api/v1/admin/events/${eventId}/verify`).expect(200);
    await admin.agent.post(`/api/v1/admin/events/${eventId}/verify`).expect(409); // refused: not recorded
    const listing = await make.listing({ id: eventId }, seller, { state: 'pending' });
    await admin.agent.post(`/api/v1/admin/listings/${listing.id}/reject`).send({ remarks: 'Blurry proof' }).expect(200);
    await admin.agent.post(`/api/v1/admin/events/${eventId}/deactivate`).expect(200);

    const category = await admin.agent
      .post('/api/v1/admin/categories')
      .send({ name: `Audit ${tag()}` })
      .expect(201);
    await admin.agent.delete(`/api/v1/admin/categories/${category.body.category.id}`).expect(200);

    await admin.agent.patch(`/api/v1/admin/users/${seller.id}`).send({ isActive: false }).expect(200);

    const lines = await linesOf(admin);
    expect(lines.map((l) => l.kind)).toEqual([
      'event.created',
      'event.updated',
      'event.verified',
      'listing.rejected',
      'event.deactivated',
      'category.created',
      'category.deleted',
      'user.deactivated',
    ]);
    expect(lines.every((l) => l.actor.id === admin.id && l.actor.email === admin.form.email)).toBe(true);
    const [made, edited, , rejected, deactivated, , , user] = lines;
    expect(made).toMatchObject({ target: 'event', target_id: eventId, before: null, after: { venue: 'NSCI Dome' } });
    expect(edited).toMatchObject({ before: { venue: 'NSCI Dome' }, after: { venue: 'Jio World Garden' } });
    expect(deactivated).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    expect(rejected).toMatchObject({ target: 'listing', target_id: listing.id });
    expect(rejected!.after).toMatchObject({ remarks: 'Blurry proof' });
    expect(user).toMatchObject({ target: 'user', target_id: seller.id, before: { is_active: true } });
    expect(user!.after).toMatchObject({ is_active: false });
  });

  it('a change refused half-way leaves no line (the action and its line commit together)', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    const seller = await make.user();
    const event = await make.event();
    await make.listing(event, seller); // an event in use cannot be deleted
    await admin.agent.delete(`/api/v1/admin/events/${event.id}`).expect(409);
    expect(await linesOf(admin)).toEqual([]);
  });

  it('filters by kind and date, pages with X-Total-Count and exports CSV', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    const events = [await make.event(), await make.event(), await make.event()];
    for (const event of events) await admin.agent.post(`/api/v1/admin/events/${event.id}/reject`).expect(200);
    await admin.agent.post(`/api/v1/admin/events/${events[0]!.id}/deactivate`).expect(200);

    const rejected = await admin.agent
      .get('/api/v1/admin/audit')
      .query({ actor: admin.id, kind: 'event.rejected', limit: 2 })
      .expect(200);
    expect(rejected.headers['x-total-count']).toBe('3');
    expect(rejected.body).toHaveLength(2);

    const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect(await linesOf(admin, { from: future })).toEqual([]);
    expect(await linesOf(admin, { to: future })).toHaveLength(4);

    const csv = await admin.agent.get('/api/v1/admin/audit').query({ actor: admin.id, format: 'csv' }).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...rows] = csv.text.trim().split(/\r?\n/);
    expect(header).toBe('When (IST),Staff,Action,Target,Target ID,Before,After');
    expect(rows).toHaveLength(4);
  });

  it('rejects bad filters with a clear 400 and is closed to everyone but staff', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    const member = await newSignedInUser(t);
    const refused: [Record<string, string>, string][] = [
      [{ kind: 'event.hacked' }, 'Unknown kind of action'],
      [{ actor: 'me' }, 'Actor must be a user id'],
      [{ from: 'yesterday' }, 'Invalid time value'],
      [{ sort: 'actor' }, 'Sort must be at'],
    ];
    for (const [query, message] of refused) {
      const res = await admin.agent.get('/api/v1/admin/audit').query(query).expect(400);
      expect(res.body.detail).toBe(message);
    }
    await member.agent.get('/api/v1/admin/audit').expect(403);
    await t.http().get('/api/v1/admin/audit').expect(401);
  });

  it('no one can change or remove a line, not even with direct SQL', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    await admin.agent.post(`/api/v1/admin/events/${(await make.event()).id}/verify`).expect(200);
    const [line] = await t.sql<{ id: string }>('select id from audit_entries where actor_id = ?', [admin.id]);
    await expect(t.sql(`update audit_entries set kind = 'x' where id = ?`, [line!.id])).rejects.toThrow(
      'The audit log is append-only: UPDATE is not allowed',
    );
    await expect(t.sql('delete from audit_entries where id = ?', [line!.id])).rejects.toThrow(
      'The audit log is append-only: DELETE is not allowed',
    );
    await expect(t.sql('truncate audit_entries')).rejects.toThrow(
      'The audit log is append-only: TRUNCATE is not allowed',
    );
    expect(await linesOf(admin)).toHaveLength(1);
  });
});
