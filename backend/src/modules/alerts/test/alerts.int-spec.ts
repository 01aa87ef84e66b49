import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { AlertJobs } from '../application/alert-jobs.js';
import { AlertMatch } from '../application/alert-match.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

const HOUR = 3_600_000;

/** Ticket alerts (ADR 66) through the API: set, matched on verification, sent once, stopped. */
describe('ticket alerts', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let outbox: Outbox;

  beforeAll(async () => {
    t = await createModuleTestApp('alerts', { ACCESS_TOKEN_TTL_SECONDS: '3600' });
    make = factories(t);
    outbox = t.app.get(Outbox);
  });
  afterAll(() => t.close());

  afterEach(async () => {
    expect(await t.sql(`select handler, last_error from outbox_deliveries where last_error is not null`)).toEqual([]);
  });

  const setAlert = (who: Person, eventId: string, body: Record<string, unknown>) =>
    who.agent.post(`/api/v1/events/${eventId}/alert`).send(body);
  const mine = async (who: Person) => (await who.agent.get('/api/v1/me/alerts').expect(200)).body as { id: string }[];
  const mailTo = (who: Person) =>
    t.sql<{ subject: string; text: string }>(
      `select subject, text from dev_mailbox where recipient = ? and subject like 'Tickets for % are listed'
        order by created_at`,
      [who.form.email],
    );
  const textsTo = (who: Person) =>
    t.sql<{ text: string }>(
      'select text from dev_sms_outbox where phone = (select phone from users where id = ?) and text like ?',
      [who.id, 'TicketSetu: tickets for%'],
    );
  /** An event with a ticket on sale (alerts are for events that still have tickets). */
  async function eventOnSale() {
    const event = await make.event({ buyerFeePercent: 0 });
    await make.listing(event, await make.user(), { price: 900_000, quantity: 1 });
    await outbox.drain();
    return event;
  }
  const verify = async (event: { id: string }, options: Parameters<typeof make.listing>[2] = {}) => {
    const listing = await make.listing(event, await make.user(), options);
    await outbox.drain();
    return listing;
  };
  const unsubscribeLink = (text: string) => /(\/api\/v1\/alerts\/unsubscribe\?alert=\S+)/.exec(text)![1]!;

  it('emails a fan once, with a checkout link, for a listing under their price; none for one above it', async () => {
    const event = await eventOnSale();
    const fan = await newSignedInUser(t);
    const set = await setAlert(fan, event.id, { maxPrice: 250_000, quantity: 2, ticketType: 'mobile' }).expect(201);
    expect(set.body).toMatchObject({ max_price: 250_000, quantity: 2, ticket_type: 'mobile', sms: false });

    await verify(event, { price: 300_000 }); // above the price
    expect(await mailTo(fan)).toEqual([]);

    const listing = await verify(event, { price: 240_000 });
    const mail = await mailTo(fan);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Tickets for ${event.title} are listed`);
    expect(mail[0]!.text).toContain(`/checkout/${listing.id}`);
    expect(mail[0]!.text).toContain('₹2,400.00');
    expect(await textsTo(fan)).toEqual([]); // no SMS unless chosen

    // Delivered once: the outbox running both handlers again sends nothing more.
    await t.sql(
      `update outbox_deliveries set status = 'pending', next_attempt_at = now() - interval '1 hour'
        where handler in ('alerts.match', 'alerts.send')`,
    );
    await outbox.drain();
    expect(await mailTo(fan)).toHaveLength(1);
  });

  it('honours quantity and type, never alerts the seller, and texts only a fan who chose SMS', async () => {
    const event = await eventOnSale();
    const [wantsFour, wantsPhysical, texted, seller] = await Promise.all([1, 2, 3, 4].map(() => newSignedInUser(t)));
    await setAlert(seller!, event.id, {}).expect(201);
    await setAlert(wantsFour!, event.id, { quantity: 4 }).expect(201);
    await setAlert(wantsPhysical!, event.id, { ticketType: 'physical' }).expect(201);
    await setAlert(texted!, event.id, { sms: true }).expect(201);

    // Two mobile tickets, listed by a fan who has an alert of their own.
    const listing = await make.listing(event, seller!, { quantity: 2 });
    await outbox.drain();
    expect(await mailTo(seller!)).toEqual([]);
    expect(await mailTo(wantsFour!)).toEqual([]);
    expect(await mailTo(wantsPhysical!)).toEqual([]);
    expect(await mailTo(texted!)).toHaveLength(1);
    const texts = await textsTo(texted!);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(`/checkout/${listing.id}`);
    expect(await textsTo(wantsPhysical!)).toEqual([]);
  });

  it('alerts a fan at most once an hour per event, then again after the hour (by the Clock)', async () => {
    const event = await eventOnSale();
    const fan = await newSignedInUser(t);
    await setAlert(fan, event.id, {}).expect(201);
    await verify(event);
    await verify(event);
    expect(await mailTo(fan)).toHaveLength(1);

    t.clock.advance(HOUR - 60_000);
    await verify(event);
    expect(await mailTo(fan)).toHaveLength(1);

    t.clock.advance(60_000);
    await verify(event);
    expect(await mailTo(fan)).toHaveLength(2);
  });

  it('stops in one click from the email without signing in; a tampered link is refused', async () => {
    const event = await eventOnSale();
    const fan = await newSignedInUser(t);
    await setAlert(fan, event.id, {}).expect(201);
    await verify(event);
    const link = unsubscribeLink((await mailTo(fan))[0]!.text);

    const tampered = link.replace(/.(?=\S{3}$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await t.http().get(tampered).expect(404);
    expect(refused.text).toContain('This unsubscribe link is not valid');
    await t.http().get('/api/v1/alerts/unsubscribe?alert=nonsense').expect(404);
    expect(await mine(fan)).toHaveLength(1);

    const page = await t.http().get(link).expect(200); // no cookie, no bearer
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(`You will get no more ticket alerts for this event: ${event.title}`);
    expect(await mine(fan)).toEqual([]);
    await t.http().get(link).expect(200); // clicked twice: the same answer

    t.clock.advance(HOUR);
    await verify(event);
    expect(await mailTo(fan)).toHaveLength(1);
  });

  it('carries the one-click headers (RFC 8058): their link, POSTed the form, ends the alert without sign-in', async () => {
    const event = await eventOnSale();
    const fan = await newSignedInUser(t);
    await setAlert(fan, event.id, {}).expect(201);
    await verify(event);
    const [mail] = await t.sql<{ text: string; headers: Record<string, string> | null }>(
      `select text, headers from dev_mailbox where recipient = ? and subject like 'Tickets for % are listed'`,
      [fan.form.email],
    );
    expect(Object.keys(mail!.headers!).sort()).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(https?:\/\/[^>]+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const link = `${new URL(header).pathname}${new URL(header).search}`;
    expect(link).toBe(unsubscribeLink(mail!.text)); // the same link as the email's text

    const oneClick = (path: string) => t.http().post(path).type('form').send('List-Unsubscribe=One-Click');
    const tampered = link.replace(/.(?=\S{3}$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await oneClick(tampered).expect(404)).text).toContain('This unsubscribe link is not valid');
    await oneClick('/api/v1/alerts/unsubscribe?alert=nonsense').expect(404);
    await oneClick('/api/v1/alerts/unsubscribe').expect(404);
    // Not the one-click form: refused, whatever the link.
    const notOneClick = await t.http().post(link).type('form').send('List-Unsubscribe=Yes').expect(400);
    expect(JSON.stringify(notOneClick.body)).toContain('List-Unsubscribe must be One-Click');
    await t.http().post(link).expect(400);
    expect(await mine(fan)).toHaveLength(1);

    const page = await oneClick(link).expect(200); // no cookie, no bearer
    expect(page.text).toContain(`You will get no more ticket alerts for this event: ${event.title}`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(await mine(fan)).toEqual([]);
    // The form as multipart/form-data (RFC 8058 allows both), and twice: the same answer.
    await t.http().post(link).field('List-Unsubscribe', 'One-Click').expect(200);

    t.clock.advance(HOUR);
    await verify(event);
    expect(await mailTo(fan)).toHaveLength(1);
    // Only alert mails carry the headers: the sign-up and listing mails of this app have none.
    const others = await t.sql<{ headers: unknown }>(
      `select headers from dev_mailbox where subject not like 'Tickets for % are listed'`,
    );
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((m) => m.headers !== null)).toEqual([]);
  });

  it('lists a fan’s alerts under Your Tickets, removes only their own, and refuses bad input', async () => {
    const event = await eventOnSale();
    const [fan, other] = await Promise.all([newSignedInUser(t), newSignedInUser(t)]);
    await setAlert(fan, event.id, { maxPrice: 100_000 }).expect(201);
    await setAlert(fan, event.id, { maxPrice: 120_000, quantity: 3 }).expect(201); // changes it
    const [alert] = (await fan.agent.get('/api/v1/me/alerts').expect(200)).body;
    expect(alert).toMatchObject({ max_price: 120_000, quantity: 3, event: { id: event.id, title: event.title } });
    expect(await mine(fan)).toHaveLength(1);

    await other.agent.delete(`/api/v1/me/alerts/${alert.id}`).expect(404);
    await fan.agent.delete('/api/v1/me/alerts/not-a-uuid').expect(404);
    const removed = await fan.agent.delete(`/api/v1/me/alerts/${alert.id}`).expect(200);
    expect(removed.body).toEqual({ message: 'Ticket alert removed' });
    expect(await mine(fan)).toEqual([]);

    for (const [body, detail] of [
      [{ maxPrice: 0 }, 'Most you will pay must be a whole number of paise above zero'],
      [{ maxPrice: 10.5 }, 'Most you will pay must be a whole number of paise above zero'],
      [{ quantity: 7 }, 'Number of tickets must be between 1 and 6'],
      [{ ticketType: 'paper' }, 'Ticket type must be any, mobile or physical'],
    ] as const) {
      const answer = await setAlert(fan, event.id, body).expect(400);
      expect(JSON.stringify(answer.body)).toContain(detail);
    }
    expect(await mine(fan)).toEqual([]);
    await t.http().post(`/api/v1/events/${event.id}/alert`).send({}).expect(401);
  });

  it('leaves sold-out events to the waiting list, and ends every alert of an event when it starts', async () => {
    const soldOut = await make.event({ buyerFeePercent: 0 });
    await make.listing(soldOut, await make.user(), { quantity: 1, sold: 1 });
    const fan = await newSignedInUser(t);
    const refused = await setAlert(fan, soldOut.id, {}).expect(409);
    expect(refused.body.detail).toBe('No tickets are on sale for this event: join the waiting list instead');

    const soon = await make.event({ buyerFeePercent: 0, eventDate: new Date(t.clock.now().getTime() + 2 * HOUR) });
    const listing = await make.listing(soon, await make.user(), { quantity: 1 });
    await outbox.drain();
    await setAlert(fan, soon.id, {}).expect(201);
    const status = async () =>
      (await t.sql<{ status: string }>('select status from ticket_alerts where event_id = ?', [soon.id]))[0]!.status;
    t.clock.advance(2 * HOUR + 1000);
    // Started, the sweep not run yet: a match (the listing's verification again) alerts nobody.
    const em = t.app.get(MikroORM).em.fork();
    const again = { id: randomUUID(), type: 'TicketVerified' as const, occurredAt: t.clock.now() };
    expect(
      await t.app.get(AlertMatch).listingVerified({ ...again, payload: { listingId: listing.id, remarks: null } }, em),
    ).toBe(0);
    expect(await mailTo(fan)).toEqual([]);
    expect(await status()).toBe('active');
    expect(await t.app.get(AlertJobs).endStarted()).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('ended');
  });
});
