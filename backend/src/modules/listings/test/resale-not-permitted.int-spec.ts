import { LISTING_MESSAGES, RESALE_NOT_PERMITTED } from '@ticketsetu/contracts/rules';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';

/** Events whose organiser forbids resale (ADR 63): marked by staff, refused to sellers, taken off sale. */
describe('resale not permitted by the organiser', () => {
  let t: TestApp;
  // Staff mark an event through Admin > Events, which the back office mounts beside listings (ADR 71).
  beforeAll(async () => (t = await createModuleTestApp('backoffice')));
  afterAll(() => t.close());

  it('refuses new listings, withdraws those under review or on sale with an email, and lets holds run', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    const [a, b] = [await newSignedInUser(t), await newSignedInUser(t)];
    const f = factories(t);
    const event = await f.event();
    await f.listing(event, a);
    await f.listing(event, b, { state: 'pending' });
    // A buyer is paying for one seat of it right now.
    const held = await f.listing(event, b, { held: 1 });

    const missingNote = await admin.agent
      .put(`/api/v1/admin/events/${event.id}/resale-permission`)
      .send({ permitted: false, note: '' })
      .expect(400);
    expect(JSON.stringify(missingNote.body)).toContain('Please add a note');
    const marked = await admin.agent
      .put(`/api/v1/admin/events/${event.id}/resale-permission`)
      .send({ permitted: false, note: 'Organiser: name-based tickets only' })
      .expect(200);
    expect(marked.body).toMatchObject({
      message: RESALE_NOT_PERMITTED,
      event: { resale_not_permitted: true, resale_note: 'Organiser: name-based tickets only' },
    });
    await t.app.get(Outbox).drain();

    const rows = await t.sql<{ id: string; status: string; held_quantity: number }>(
      'select id, status, held_quantity from tickets where event_id = ? order by id',
      [event.id],
    );
    expect(rows.map((r) => r.status)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
    expect(rows.find((r) => r.id === held.id)!.held_quantity).toBe(1); // the buyer paying keeps their seat
    const mails = await t.sql<{ recipient: string; subject: string }>(
      `select recipient, subject from dev_mailbox where subject = ?`,
      [`Your listing for ${event.title} was taken down`],
    );
    expect(mails.map((m) => m.recipient).sort()).toEqual([a.form.email, b.form.email, b.form.email].sort());

    const page = await t.http().get(`/api/v1/events/${event.id}`).expect(200);
    expect(page.body.resale_not_permitted).toBe(true);
    const refused = await a.agent
      .post('/api/v1/listings')
      .field('eventId', event.id)
      .field('price', '900')
      .field('ticketType', 'mobile')
      .field('mobileTicketType', 'bookmyshow')
      .field('upiId', 'seller@okaxis')
      .expect(400);
    expect(refused.body.detail).toBe(LISTING_MESSAGES.resaleNotPermitted);

    const audit = await t.sql<{ kind: string; after: { resale_not_permitted: boolean; resale_note: string } }>(
      `select kind, after from audit_entries where target_id = ? and kind like 'event.resale%'`,
      [event.id],
    );
    expect(audit).toEqual([
      { kind: 'event.resale_forbidden', after: expect.objectContaining({ resale_not_permitted: true }) },
    ]);

    // Lifted: new listings may be made again.
    await admin.agent
      .put(`/api/v1/admin/events/${event.id}/resale-permission`)
      .send({ permitted: true, note: 'Organiser allows transfers again' })
      .expect(200);
    expect((await t.http().get(`/api/v1/events/${event.id}`).expect(200)).body.resale_not_permitted).toBe(false);
  });
});
