import { newSignedInUser, signIn } from '../../../../test/harness/auth.js';
import { buying } from '../../../../test/harness/buying.js';
import { pdfFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOT_FOUND = 'We could not find a complaint with that tracking number and email address.';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

/**
 * Complaints on the rules' clock (ADR 67): contact messages and disputes get a tracking number at
 * once, anyone looks one up by number and email without signing in, staff see them by deadline, and
 * the dashboard counts what is open and overdue.
 */
describe("complaints on the rules' clock", () => {
  let t: TestApp;
  let admin: Person;
  let client = 0;
  beforeAll(async () => {
    // The back office mounts disputes and all it uses, with the dashboard that counts complaints (ADR 71).
    t = await createModuleTestApp('backoffice', {}, { listen: true });
    admin = await newSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  /** Each request from its own documentation-range address (the forms are rate limited per address). */
  const ip = () => `198.51.100.${(++client % 250) + 1}`;
  const file = (over: object = {}) =>
    t
      .http()
      .post('/api/v1/contact')
      .set('X-Forwarded-For', ip())
      .send({
        name: 'Meera Iyer',
        email: 'meera.iyer@example.in',
        subject: 'Refund question',
        message: 'When will my refund for the Chennai show arrive?',
        ...over,
      })
      .expect(201);
  const track = (tracking_number: string, email: string, from = ip()) =>
    t.http().post('/api/v1/complaints/track').set('X-Forwarded-For', from).send({ tracking_number, email });
  async function advance(ms: number) {
    t.clock.advance(ms);
    admin.agent = (await signIn(t, admin.form.email)).agent;
  }

  it('gives every contact message its own number, even when many are filed at once', async () => {
    const filed = await Promise.all(Array.from({ length: 12 }, (_, i) => file({ subject: `At once ${i}` })));
    const numbers = filed.map((r) => r.body.tracking_number as string);
    expect(new Set(numbers).size).toBe(12);
    const stored = await t.sql<{ tracking_number: string }>(
      `select tracking_number from contact_messages where subject like 'At once %'`,
    );
    expect(stored.map((r) => r.tracking_number).sort()).toEqual([...numbers].sort());
  });

  it('looks a message up by number and email without signing in; any other pair gets one neutral 404', async () => {
    const { body } = await file({ email: 'Kabir.Shah@example.in' });
    const number: string = body.tracking_number;
    const found = await track(number.toLowerCase(), ' KABIR.SHAH@example.in ').expect(200);
    expect(found.body).toEqual({
      tracking_number: number,
      kind: 'contact_message',
      stage: 'received',
      status_label: 'Received',
      filed_at: new Date(new Date(body.acknowledge_by).getTime() - 48 * HOUR).toISOString(),
      acknowledge_by: body.acknowledge_by,
      resolve_by: body.resolve_by,
      acknowledged_at: null,
      settled_at: null,
      acknowledgement_overdue: false,
      resolution_overdue: false,
    });
    // Nothing of the message itself, nor anyone's name or email, is in the answer.
    expect(JSON.stringify(found.body)).not.toMatch(/kabir|Meera|Refund/i);

    const wrongEmail = await track(number, 'someone.else@example.in').expect(404);
    const unknownNumber = await track('TS-C-2026-ZZZZZZ', 'kabir.shah@example.in').expect(404);
    const otherKind = await track('TS-D-2026-999999', 'kabir.shah@example.in').expect(404);
    for (const r of [wrongEmail, unknownNumber, otherKind]) expect(r.body.detail).toBe(NOT_FOUND);
    expect(wrongEmail.body.detail).toBe(unknownNumber.body.detail);

    expect((await track('', 'kabir.shah@example.in').expect(400)).body.detail).toBe(
      'Please enter your tracking number',
    );
    expect((await track('12345', 'kabir.shah@example.in').expect(400)).body.detail).toMatch(/as it was given to you/);
    expect((await track(number, 'kabir@').expect(400)).body.detail).toBe('Please enter a valid email address');
  });

  it('rate limits the lookup per address, as the other public forms', async () => {
    for (let i = 0; i < 10; i++) await track('TS-C-2026-ZZZZZZ', 'x@example.in', '203.0.113.40').expect(404);
    const refused = await track('TS-C-2026-ZZZZZZ', 'x@example.in', '203.0.113.40').expect(429);
    expect(refused.body.detail).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('staff acknowledge and close a message; the lookup shows when, and staff see the deadlines', async () => {
    const number: string = (await file({ subject: 'To be handled' })).body.tracking_number;
    const [row] = await t.sql<{ id: string }>('select id from contact_messages where tracking_number = ?', [number]);
    const member = await newSignedInUser(t);
    await member.agent.post(`/api/v1/admin/contact-messages/${row!.id}/acknowledge`).expect(403);
    await admin.agent.post('/api/v1/admin/contact-messages/not-a-uuid/close').expect(404);

    await advance(3 * HOUR);
    const acked = await admin.agent.post(`/api/v1/admin/contact-messages/${row!.id}/acknowledge`).expect(200);
    expect(acked.body.message).toBe('Message acknowledged');
    expect(acked.body.contact_message).toMatchObject({ status: 'acknowledged', tracking_number: number });
    const ackedAt: string = acked.body.contact_message.acknowledged_at;
    await advance(HOUR);
    await admin.agent.post(`/api/v1/admin/contact-messages/${row!.id}/acknowledge`).expect(200); // kept the first
    expect((await track(number, 'meera.iyer@example.in').expect(200)).body).toMatchObject({
      stage: 'acknowledged',
      status_label: 'Being handled',
      acknowledged_at: ackedAt,
    });

    const closed = await admin.agent.post(`/api/v1/admin/contact-messages/${row!.id}/close`).expect(200);
    expect(closed.body.contact_message.status).toBe('closed');
    expect((await track(number, 'meera.iyer@example.in').expect(200)).body).toMatchObject({
      stage: 'settled',
      status_label: 'Closed',
      acknowledged_at: ackedAt,
      settled_at: closed.body.contact_message.closed_at,
    });
    await admin.agent.post(`/api/v1/admin/contact-messages/${row!.id}/close`).expect(200); // changes nothing

    // Each step that changed the message is in the audit log once, by the staff member who took it.
    const audit = await admin.agent.get('/api/v1/admin/audit').query({ search: row!.id, order: 'asc' }).expect(200);
    expect(audit.body.map((e: { kind: string }) => e.kind)).toEqual(['contact.acknowledged', 'contact.closed']);
    expect(audit.body[0]).toMatchObject({
      actor: { id: admin.id },
      target: 'contact',
      target_id: row!.id,
      before: { status: 'received' },
      after: { status: 'acknowledged', tracking_number: number },
    });
    expect(audit.body[1]).toMatchObject({ before: { status: 'acknowledged' }, after: { status: 'closed' } });
  });

  it('orders the open messages by deadline, overdue first, and the dashboard counts them as the rule does', async () => {
    await t.sql('delete from contact_messages');
    const old = (await file({ subject: 'Oldest, never answered' })).body.tracking_number;
    await advance(3 * DAY);
    const acknowledged = (await file({ subject: 'Acknowledged, month running' })).body.tracking_number;
    const [a] = await t.sql<{ id: string }>('select id from contact_messages where tracking_number = ?', [
      acknowledged,
    ]);
    await admin.agent.post(`/api/v1/admin/contact-messages/${a!.id}/acknowledge`).expect(200);
    await advance(HOUR);
    const fresh = (await file({ subject: 'Fresh' })).body.tracking_number;
    const done = (await file({ subject: 'Closed' })).body.tracking_number;
    const [c] = await t.sql<{ id: string }>('select id from contact_messages where tracking_number = ?', [done]);
    await admin.agent.post(`/api/v1/admin/contact-messages/${c!.id}/close`).expect(200);

    const list = await admin.agent.get('/api/v1/admin/contact-messages?sort=deadline').expect(200);
    // The old one is 3 days past its 48 hours; the fresh one's 48 hours end before the acknowledged one's month.
    expect(list.body.map((m: { tracking_number: string }) => m.tracking_number)).toEqual([
      old,
      fresh,
      acknowledged,
      done,
    ]);
    expect(list.body[0]).toMatchObject({
      acknowledgement_overdue: true,
      resolution_overdue: false,
      status: 'received',
    });
    // The default order is still newest first (the route's contract is kept).
    const newest = await admin.agent.get('/api/v1/admin/contact-messages').expect(200);
    expect(newest.body[newest.body.length - 1].tracking_number).toBe(old);

    const counts = async () => (await admin.agent.get('/api/v1/admin/dashboard').expect(200)).body.complaints;
    expect((await counts()).contact_messages).toEqual({ open: 3, overdue_to_acknowledge: 1, overdue_to_settle: 0 });
    await advance(31 * DAY); // every open one past its month; the two unacknowledged past their 48 hours too
    const later = await counts();
    expect(later.contact_messages).toEqual({ open: 3, overdue_to_acknowledge: 2, overdue_to_settle: 3 });
    expect(later.total.open).toBe(later.disputes.open + 3);
    // The lookup reads the same rule.
    expect((await track(fresh, 'meera.iyer@example.in').expect(200)).body).toMatchObject({
      acknowledgement_overdue: true,
      resolution_overdue: true,
    });
  });

  it("looks a dispute up by its reference and the buyer's email, and counts it on the dashboard", async () => {
    const b = buying(t);
    const p = await b.purchase();
    await p.seller.agent
      .post(`/api/v1/me/sales/${p.transferId}/proof`)
      .attach('files', pdfFile, 'sent.pdf')
      .expect(201);
    const opened = await p.buyer.agent
      .post(`/api/v1/me/purchases/${p.transferId}/dispute`)
      .field('reason', 'not_received')
      .field('description', 'Nothing arrived in my District account.')
      .expect(201);
    const reference: string = opened.body.dispute.reference;
    await t.app.get(Outbox).drain();
    const [mail] = await t.sql<{ text: string }>(
      'select text from dev_mailbox where recipient = ? and subject like ?',
      [p.buyer.form.email, `%${reference}%`],
    );
    expect(mail!.text).toContain('/complaints/track');

    const found = await track(reference, p.buyer.form.email.toUpperCase()).expect(200);
    expect(found.body).toMatchObject({ kind: 'dispute', stage: 'received', status_label: 'Open' });
    // The seller's email (a party, but not who filed it) gets the neutral answer.
    expect((await track(reference, p.seller.form.email).expect(404)).body.detail).toBe(NOT_FOUND);

    const dashboard = (await admin.agent.get('/api/v1/admin/dashboard').expect(200)).body;
    expect(dashboard.complaints.disputes.open).toBe(dashboard.open_disputes);
  });
});
