import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';

const valid = {
  name: 'Ananya Rao',
  email: 'Ananya.Rao@example.in',
  subject: 'Transfer not received',
  message: 'My BookMyShow transfer has not arrived yet. Order for the Pune carnival.',
};

describe('POST /api/v1/contact', () => {
  describe('with the dev mailbox', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createModuleTestApp('support')));
    afterAll(() => t.close());
    let client = 0;
    /** Each request from its own documentation-range address, unless a test picks one. */
    const post = (ip = `198.51.100.${++client}`) => t.http().post('/api/v1/contact').set('X-Forwarded-For', ip);

    it.each([
      ['name', 'Please enter your name'],
      ['email', 'Please enter your email address'],
      ['subject', 'Please enter a subject'],
      ['message', 'Please enter your message'],
    ])('requires %s and stores nothing without it', async (field, detail) => {
      const res = await post()
        .send({ ...valid, [field]: '   ' })
        .expect(400);
      expect(res.body).toMatchObject({ status: 400, detail });
      expect(await t.sql('select id from contact_messages')).toHaveLength(0);
    });

    it('refuses a malformed email', async () => {
      const res = await post()
        .send({ ...valid, email: 'ananya@' })
        .expect(400);
      expect(res.body.detail).toBe('Please enter a valid email address');
    });

    it("names every field's problem with contracts' checkContact code", async () => {
      const res = await post()
        .send({ email: 'ananya@', message: 'm'.repeat(5001) })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'CONTACT_INVALID', detail: 'Please enter your name' });
      expect(res.body.errors).toEqual([
        { field: 'name', code: 'nameRequired', message: 'Please enter your name' },
        { field: 'email', code: 'invalidEmail', message: 'Please enter a valid email address' },
        { field: 'subject', code: 'subjectRequired', message: 'Please enter a subject' },
        { field: 'message', code: 'messageTooLong', message: 'Please keep the message to 5000 characters or fewer' },
      ]);
      expect(await t.sql('select id from contact_messages')).toHaveLength(0);
    });

    it('stores the message and delivers it to the support mailbox through the outbox', async () => {
      const res = await post().send(valid).expect(201);
      expect(res.body).toEqual({
        message: "Thank you for your message! We'll get back to you soon.",
        tracking_number: expect.stringMatching(/^TS-C-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/),
        acknowledge_by: expect.any(String),
        resolve_by: expect.any(String),
      });
      const [times] = await t.sql<{ created_at: string }>('select created_at from contact_messages');
      expect(new Date(res.body.acknowledge_by).getTime() - new Date(times!.created_at).getTime()).toBe(48 * 3_600_000);
      const number: string = res.body.tracking_number;

      const [stored] = await t.sql('select name, email, subject, message, forwarded_at from contact_messages');
      expect(stored).toMatchObject({ name: 'Ananya Rao', email: 'ananya.rao@example.in', forwarded_at: null });

      await t.app.get(Outbox).drain();
      const mail = await t.sql<{ recipient: string; reply_to: string; subject: string; text: string }>(
        'select recipient, reply_to, subject, text from dev_mailbox order by recipient',
      );
      expect(mail).toHaveLength(2);
      const [sender, support] = mail;
      expect(support).toMatchObject({
        recipient: 'support@ticketsetu.in',
        reply_to: 'ananya.rao@example.in',
        subject: `[Contact ${number}] Transfer not received`,
      });
      expect(support!.text).toContain('My BookMyShow transfer has not arrived yet.');
      // The sender's acknowledgement carries the number, the deadlines, where to track it and the officer.
      expect(sender).toMatchObject({
        recipient: 'ananya.rao@example.in',
        subject: `We have received your message ${number}`,
      });
      expect(sender!.text).toContain(`Its tracking number is ${number}.`);
      expect(sender!.text).toMatch(/We will acknowledge it by .+ and settle it by .+ at the latest\./);
      expect(sender!.text).toContain('/complaints/track');
      expect(sender!.text).toContain('Grievance Officer (name to be announced) (grievance@ticketsetu.in)');

      // Delivered once: a second drain (or a replayed delivery) sends nothing more.
      await t.sql(`update outbox_deliveries set status = 'pending', next_attempt_at = now() - interval '1 hour'`);
      await t.app.get(Outbox).drain();
      expect(await t.sql('select id from dev_mailbox')).toHaveLength(2);
    });

    it('throttles one address to 5 messages in 10 minutes', async () => {
      for (let i = 0; i < 5; i++) await post('203.0.113.7').send(valid).expect(201);
      const refused = await post('203.0.113.7').send(valid).expect(429);
      expect(refused.body.detail).toBe('Too many attempts. Please wait a few minutes and try again.');
      await post('203.0.113.8').send(valid).expect(201);
    });
  });

  describe('with SMTP, through an outage', () => {
    let t: TestApp;
    let smtp: SMTPServer | undefined;
    const received: string[] = [];
    let port: number;

    beforeAll(async () => {
      // Reserve a port, then leave it closed: the mail server is "down".
      const probe = createServer().listen(0, '127.0.0.1');
      await once(probe, 'listening');
      port = (probe.address() as AddressInfo).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      t = await createModuleTestApp('support', { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await t.close();
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    });

    it('keeps the message and retries until the mail server is back', async () => {
      await t.http().post('/api/v1/contact').send(valid).expect(201);
      await t.app.get(Outbox).drain();
      const [pending] = await t.sql(
        `select status, attempts, last_error from outbox_deliveries where handler = 'support.forward-to-mailbox'`,
      );
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      expect(pending!.last_error).toMatch(/ECONNREFUSED/);
      expect(await t.sql('select id from contact_messages where forwarded_at is null')).toHaveLength(1);

      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
          stream.on('end', () => {
            received.push(data);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));

      // The retry falls due: in the past, as the app's clock reads whole milliseconds and now() does not.
      await t.sql(`update outbox_deliveries set next_attempt_at = now() - interval '1 hour'`);
      await t.app.get(Outbox).drain();
      expect(received).toHaveLength(2); // to support, and the sender's acknowledgement
      const toSupport = received.find((m) => m.includes('To: support@ticketsetu.in'));
      expect(toSupport).toMatch(/Subject: \[Contact TS-C-\d{4}-\w{6}\] Transfer not received/);
      const [done] = await t.sql(
        `select status, attempts from outbox_deliveries where handler = 'support.forward-to-mailbox'`,
      );
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
    });
  });
});

describe('GET /api/v1/admin/contact-messages', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('backoffice')));
  afterAll(() => t.close());

  it('shows staff the stored messages, newest first', async () => {
    await t.http().post('/api/v1/contact').send(valid).expect(201);
    await t
      .http()
      .post('/api/v1/contact')
      .send({ ...valid, subject: 'Second question' })
      .expect(201);
    const admin = await newSignedInUser(t, { admin: true });
    const res = await admin.agent.get('/api/v1/admin/contact-messages').expect(200);
    expect(res.body.map((m: { subject: string }) => m.subject)).toEqual(['Second question', 'Transfer not received']);
    const member = await newSignedInUser(t);
    await member.agent.get('/api/v1/admin/contact-messages').expect(403);
  });
});
