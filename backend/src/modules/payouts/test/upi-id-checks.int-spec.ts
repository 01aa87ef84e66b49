import { PAYOUT_MESSAGES } from '../index.js';
import { UPI_ID_NOT_CONFIRMED } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { newSignedInUser, nextIp, signIn } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { pdfFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

const NOT_FOUND = PAYOUT_MESSAGES.upiIdNotFound;

const checkUpiId = (person: Person, upiId: string) => person.agent.post('/api/v1/upi-id-checks').send({ upiId });

/** A confirmation of `upiId` for `person`, as the sandbox's bank names it. */
async function confirmationOf(person: Person, upiId: string): Promise<string> {
  return (await checkUpiId(person, upiId).expect(200)).body.confirmation as string;
}

const saveUpiId = (person: Person, upiId: string | null, upiIdConfirmation?: string) =>
  person.agent.patch('/api/v1/me').send(upiIdConfirmation ? { upiId, upiIdConfirmation } : { upiId });

/** The refusal of a UPI id: a 400 problem naming the field. */
function expectRefusedUpiId(body: { detail: string; errors: unknown }, message: string) {
  expect(body.detail).toBe(message);
  expect(body.errors).toMatchObject([{ field: 'upiId', message }]);
}

/** The sell form, multipart as the browser sends it, with one proof file. */
function sell(t: TestApp, person: Person, eventId: string, upiId: string, upiIdConfirmation?: string) {
  const fields: Record<string, string> = {
    eventId,
    quantity: '1',
    price: '150000',
    ticketType: 'mobile',
    mobileTicketType: 'district',
    upiId,
    ...(upiIdConfirmation && { upiIdConfirmation }),
  };
  let req = person.agent.post('/api/v1/listings');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('files', pdfFile, 'booking.pdf');
}

/**
 * UPI ids checked by name before money moves (ADR 45), with RazorpayX paying sellers through the
 * built-in sandbox, whose bank names `asha.rao@okaxis` "Asha Rao" and knows no `…@okaxsi`.
 */
describe('UPI ids checked by name (payouts by RazorpayX)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createModuleTestApp(
      'payouts',
      { PAYOUT_PROVIDER: 'razorpayx', DATA_DIR: `/tmp/ticketsetu-upi-checks-${process.pid}` },
      { listen: true },
    );
    make = factories(t);
  });
  afterAll(() => t.close());

  it('names the owner of a UPI id the bank knows, with a confirmation valid for 30 minutes', async () => {
    const asha = await newSignedInUser(t);
    const before = t.clock.now().getTime();
    const res = await checkUpiId(asha, ' asha.rao@okaxis ').expect(200);
    expect(res.body).toEqual({
      upi_id: 'asha.rao@okaxis',
      names_checked: true,
      registered_name: 'Asha Rao',
      confirmation: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      expires_at: expect.any(String),
    });
    const expiresIn = new Date(res.body.expires_at).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60_000);
    expect(expiresIn).toBeLessThan(31 * 60_000);
  });

  it('refuses a UPI id the bank does not know, and one that is not a UPI id', async () => {
    const asha = await newSignedInUser(t);
    expectRefusedUpiId((await checkUpiId(asha, 'asha.rao@okaxsi').expect(400)).body, NOT_FOUND);
    expectRefusedUpiId((await checkUpiId(asha, 'invalid.asha@okaxis').expect(400)).body, NOT_FOUND);
    const malformed = await checkUpiId(asha, 'asha.rao.okaxis').expect(400);
    expectRefusedUpiId(malformed.body, 'Please enter a valid UPI ID (e.g., username@bank)');
    await checkUpiId(asha, `${'a'.repeat(101)}@okaxis`).expect(400);
  });

  it('answers a visitor 401', async () => {
    await t.http().post('/api/v1/upi-id-checks').send({ upiId: 'asha.rao@okaxis' }).expect(401);
  });

  it('saves a new profile UPI id only with its confirmation, keeps the name and audits the change', async () => {
    const asha = await newSignedInUser(t);
    expect((await asha.agent.get('/api/v1/me').expect(200)).body).toMatchObject({
      upi_id: null,
      upi_name: null,
      upi_names_checked: true,
    });

    expectRefusedUpiId((await saveUpiId(asha, 'asha.rao@okaxis').expect(400)).body, UPI_ID_NOT_CONFIRMED);
    const saved = await saveUpiId(asha, 'asha.rao@okaxis', await confirmationOf(asha, 'asha.rao@okaxis')).expect(200);
    expect(saved.body).toMatchObject({ upi_id: 'asha.rao@okaxis', upi_name: 'Asha Rao' });

    // The same id again, in other letters, is not new: no confirmation, and the name stays.
    const again = await saveUpiId(asha, 'Asha.Rao@OKAXIS').expect(200);
    expect(again.body).toMatchObject({ upi_id: 'Asha.Rao@OKAXIS', upi_name: 'Asha Rao' });
    await asha.agent.patch('/api/v1/me').send({ fullName: 'Asha Rao' }).expect(200);

    const removed = await saveUpiId(asha, null).expect(200);
    expect(removed.body).toMatchObject({ upi_id: null, upi_name: null });

    const audit = await t.sql<{ actor_id: string; target: string; before: object; after: object }>(
      `select actor_id, target, before, after from audit_entries
        where kind = 'user.upi_id_changed' and target_id = ? order by at`,
      [asha.id],
    );
    expect(audit).toEqual([
      {
        actor_id: asha.id,
        target: 'user',
        before: { upi_id: null, upi_name: null },
        after: { upi_id: 'asha.rao@okaxis', upi_name: 'Asha Rao' },
      },
      {
        actor_id: asha.id,
        target: 'user',
        before: { upi_id: 'Asha.Rao@OKAXIS', upi_name: 'Asha Rao' },
        after: { upi_id: null, upi_name: null },
      },
    ]);
  });

  it("refuses a forged, expired, another person's or another UPI id's confirmation", async () => {
    const asha = await newSignedInUser(t);
    const ravi = await newSignedInUser(t);
    const ashas = await confirmationOf(asha, 'asha.rao@okaxis');
    const [body, signature] = ashas.split('.') as [string, string];
    const renamed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), n: 'Mallory' }),
    ).toString('base64url');

    for (const [upiId, confirmation] of [
      ['asha.rao@okaxis', `${renamed}.${signature}`],
      ['asha.rao@okaxis', 'not-a-confirmation'],
      ['asha.rao@oksbi', ashas],
    ] as const) {
      expectRefusedUpiId((await saveUpiId(asha, upiId, confirmation).expect(400)).body, UPI_ID_NOT_CONFIRMED);
    }
    expectRefusedUpiId((await saveUpiId(ravi, 'asha.rao@okaxis', ashas).expect(400)).body, UPI_ID_NOT_CONFIRMED);

    t.clock.advance(30 * 60_000);
    const later = { ...asha, ...(await signIn(t, asha.form.email)) }; // the session's access token expired too
    expectRefusedUpiId((await saveUpiId(later, 'asha.rao@okaxis', ashas).expect(400)).body, UPI_ID_NOT_CONFIRMED);
    const [row] = await t.sql<{ upi_id: string | null }>('select upi_id from users where id = ?', [asha.id]);
    expect(row!.upi_id).toBeNull();
  });

  it('lists with a new UPI id only with its confirmation, and keeps the name for staff', async () => {
    const ravi = await newSignedInUser(t);
    const event = await make.event({ title: 'Monsoon Melodies', sellerFeePercent: 5 });
    expectRefusedUpiId((await sell(t, ravi, event.id, 'ravi.kumar@ybl').expect(400)).body, UPI_ID_NOT_CONFIRMED);
    expect(await t.sql('select id from tickets where seller_id = ?', [ravi.id])).toEqual([]);

    const confirmation = await confirmationOf(ravi, 'ravi.kumar@ybl');
    const listed = await sell(t, ravi, event.id, 'ravi.kumar@ybl', confirmation).expect(201);
    expect(listed.body.listing).toMatchObject({ upi_id: 'ravi.kumar@ybl', upi_name: 'Ravi Kumar' });

    const staff = await newSignedInUser(t, { admin: true });
    const review = await staff.agent.get(`/api/v1/listings/${listed.body.listing.id}`).expect(200);
    expect(review.body).toMatchObject({ upi_id: 'ravi.kumar@ybl', upi_name: 'Ravi Kumar' });
  });

  it("lists with the profile's own confirmed UPI id without asking again", async () => {
    const priya = await newSignedInUser(t);
    const event = await make.event({ sellerFeePercent: 5 });
    await saveUpiId(priya, 'priya.sharma@okicici', await confirmationOf(priya, 'priya.sharma@okicici')).expect(200);
    const listed = await sell(t, priya, event.id, 'priya.sharma@okicici').expect(201);
    expect(listed.body.listing).toMatchObject({ upi_id: 'priya.sharma@okicici', upi_name: 'Priya Sharma' });

    // A profile id saved before names were checked has no name: a listing with it is checked.
    await t.sql('update users set upi_name = null where id = ?', [priya.id]);
    expectRefusedUpiId((await sell(t, priya, event.id, 'priya.sharma@okicici').expect(400)).body, UPI_ID_NOT_CONFIRMED);
  });
});

describe('UPI ids with manual payouts: nothing is checked, as before', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createModuleTestApp('payouts', { DATA_DIR: `/tmp/ticketsetu-upi-manual-${process.pid}` });
    make = factories(t);
  });
  afterAll(() => t.close());

  it('saves and lists any well-formed UPI id without a confirmation, and audits nothing', async () => {
    const kavya = await newSignedInUser(t);
    expect((await kavya.agent.get('/api/v1/me').expect(200)).body).toMatchObject({ upi_names_checked: false });
    const saved = await saveUpiId(kavya, 'kavya@okaxsi').expect(200);
    expect(saved.body).toMatchObject({ upi_id: 'kavya@okaxsi', upi_name: null });

    const event = await make.event();
    const listed = await sell(t, kavya, event.id, 'kavya.menon@ybl').expect(201);
    expect(listed.body.listing).toMatchObject({ upi_id: 'kavya.menon@ybl', upi_name: null });
    expect(await t.sql(`select id from audit_entries where kind = 'user.upi_id_changed'`)).toEqual([]);
  });

  it('answers a check without a name or a confirmation', async () => {
    const kavya = await newSignedInUser(t);
    const res = await checkUpiId(kavya, 'kavya@okaxsi').expect(200);
    expect(res.body).toEqual({
      upi_id: 'kavya@okaxsi',
      names_checked: false,
      registered_name: null,
      confirmation: null,
      expires_at: null,
    });
  });

  it('gives a person 20 checks an hour, whatever their address', async () => {
    const kavya = await newSignedInUser(t);
    for (let n = 0; n < 20; n++)
      await checkUpiId(kavya, `kavya${n}@okaxis`).set('X-Forwarded-For', nextIp()).expect(200);
    const over = await checkUpiId(kavya, 'kavya@okaxis').set('X-Forwarded-For', nextIp()).expect(429);
    expect(over.body.detail).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Another person is not held up by it.
    await checkUpiId(await newSignedInUser(t), 'kavya@okaxis').expect(200);
  });
});

describe('UPI id checks while the payouts provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every call fails to connect.
    t = await createModuleTestApp('payouts', {
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_BASE_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  it('says to try again later (503), and nothing is confirmed', async () => {
    const asha = await newSignedInUser(t);
    const res = await checkUpiId(asha, 'asha.rao@okaxis').expect(503);
    expect(res.body).toMatchObject({
      detail: PAYOUT_MESSAGES.upiIdCheckUnavailable,
      code: 'PAYOUT_PROVIDER_UNAVAILABLE',
    });
  });
});
