import { newSignedInUser, nextIp, PASSWORD } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { AccountErasureJob } from '../application/account-erasure.job.js';
import { IdentityService } from '../application/identity.service.js';

const home = {
  addressLine1: '42 Residency Road',
  addressLine2: 'Flat 3A',
  area: 'Richmond Town',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

describe('profile, addresses and account deletion', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('identity')));
  afterAll(() => t.close());

  it('needs a session', async () => {
    await t.http().get('/api/v1/me').expect(401);
    const res = await t.http().post('/api/v1/me/addresses').send(home).expect(401);
    expect(res.body.detail).toBe('Please sign in to continue');
  });

  it('shows and updates personal info, phone and UPI id', async () => {
    const me = await newSignedInUser(t);
    const profile = await me.agent.get('/api/v1/me').expect(200);
    expect(profile.body).toMatchObject({ email: me.form.email, full_name: 'Kavya Menon Iyer', upi_id: null });

    const updated = await me.agent
      .patch('/api/v1/me')
      .send({ fullName: 'Kavya Menon', phone: '9123456780', upiId: 'kavya.menon@okaxis' })
      .expect(200);
    expect(updated.body).toMatchObject({
      full_name: 'Kavya Menon',
      phone: '+919123456780',
      upi_id: 'kavya.menon@okaxis',
    });

    const badUpi = await me.agent.patch('/api/v1/me').send({ upiId: 'kavya@ok.axis' }).expect(400);
    expect(badUpi.body.detail).toBe('Please enter a valid UPI ID (e.g., username@bank)');
    const bad = await me.agent.patch('/api/v1/me').send({ fullName: ' ', phone: '12345', upiId: 'kavya' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'PROFILE_INVALID', detail: 'Please enter your name' });
    expect(bad.body.errors).toEqual([
      { field: 'fullName', code: 'nameRequired', message: 'Please enter your name' },
      { field: 'phone', code: 'invalidPhone', message: 'Please enter a valid Indian mobile number' },
      { field: 'upiId', code: 'invalidUpi', message: 'Please enter a valid UPI ID (e.g., username@bank)' },
    ]);
    const noPhone = await me.agent.patch('/api/v1/me').send({ phone: '' }).expect(400);
    expect(noPhone.body.errors).toEqual([
      { field: 'phone', code: 'phoneRequired', message: 'Phone number is required' },
    ]);
    const other = await newSignedInUser(t);
    const taken = await other.agent.patch('/api/v1/me').send({ phone: '+919123456780' }).expect(409);
    expect(taken.body.detail).toBe('Phone number is already in use. Please use a different phone number.');
  });

  it('saves addresses: the first becomes default, defaults list first, and the default can move', async () => {
    const me = await newSignedInUser(t);
    const badPin = await me.agent
      .post('/api/v1/me/addresses')
      .send({ ...home, pincode: '5600' })
      .expect(400);
    expect(badPin.body.detail).toBe('Please enter a valid 6-digit PIN code');
    const badState = await me.agent
      .post('/api/v1/me/addresses')
      .send({ ...home, state: 'Bangalore' })
      .expect(400);
    expect(badState.body.detail).toBe('Please choose a state or union territory');
    // contracts' checkAddress, the browser form's check: blank or left out, in the spec's words and field.
    const blank = await me.agent
      .post('/api/v1/me/addresses')
      .send({ ...home, addressLine1: '   ' })
      .expect(400);
    expect(blank.body).toMatchObject({ detail: 'Address line 1 is required', errors: [{ field: 'addressLine1' }] });
    const { city: _, ...noCity } = home;
    const missing = await me.agent.post('/api/v1/me/addresses').send(noCity).expect(400);
    expect(missing.body).toMatchObject({ detail: 'City is required', errors: [{ field: 'city' }] });

    const first = (await me.agent.post('/api/v1/me/addresses').send(home).expect(201)).body;
    expect(first).toMatchObject({
      is_default: true,
      text: '42 Residency Road, Flat 3A, Richmond Town, Bengaluru, Karnataka - 560025',
    });
    const second = (
      await me.agent
        .post('/api/v1/me/addresses')
        .send({
          ...home,
          addressLine1: '7 Park Street',
          addressLine2: '',
          area: 'Park Street',
          city: 'Kolkata',
          state: 'West Bengal',
          pincode: '700016',
        })
        .expect(201)
    ).body;
    expect(second).toMatchObject({ is_default: false, address_line2: null });

    await me.agent.put(`/api/v1/me/addresses/${second.id}/default`).expect(200);
    const listed = (await me.agent.get('/api/v1/me/addresses').expect(200)).body;
    expect(listed.map((a: { id: string; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Deleting the default hands the role to another address.
    await me.agent.delete(`/api/v1/me/addresses/${second.id}`).expect(200);
    const after = (await me.agent.get('/api/v1/me/addresses').expect(200)).body;
    expect(after).toEqual([expect.objectContaining({ id: first.id, is_default: true })]);
  });

  it("never lets one person read or change another's profile, addresses or sessions", async () => {
    const a = await newSignedInUser(t);
    const b = await newSignedInUser(t);
    const aAddress = (await a.agent.post('/api/v1/me/addresses').send(home).expect(201)).body;
    const aSessions = (await a.agent.get('/api/v1/me/sessions').expect(200)).body;

    expect((await b.agent.get('/api/v1/me').expect(200)).body.email).toBe(b.form.email);
    expect((await b.agent.get('/api/v1/me/addresses').expect(200)).body).toEqual([]);
    await b.agent.delete(`/api/v1/me/addresses/${aAddress.id}`).expect(404);
    await b.agent.put(`/api/v1/me/addresses/${aAddress.id}/default`).expect(404);
    const foreign = await b.agent.delete(`/api/v1/me/sessions/${aSessions[0].id}`).expect(404);
    expect(foreign.body.detail).toBe('Session not found');
    // Smuggled ids in the body are refused, not applied.
    await b.agent.patch('/api/v1/me').send({ id: a.id, fullName: 'Mallory' }).expect(400);

    expect((await a.agent.get('/api/v1/me/addresses').expect(200)).body).toHaveLength(1);
    expect((await a.agent.get('/api/v1/auth/session').expect(200)).body.user).toMatchObject({ id: a.id });
  });

  it('lists and signs out sessions of the caller only', async () => {
    const me = await newSignedInUser(t);
    const other = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: me.form.email, password: PASSWORD })
      .expect(200);
    const sessions = (await me.agent.get('/api/v1/me/sessions').expect(200)).body;
    expect(sessions).toHaveLength(2);
    const notCurrent = sessions.find((s: { current: boolean }) => !s.current);
    await me.agent.delete(`/api/v1/me/sessions/${notCurrent.id}`).expect(200);
    const signedOut = await t
      .http()
      .get('/api/v1/auth/session')
      .set('Authorization', `Bearer ${other.body.access_token}`)
      .expect(200);
    expect(signedOut.body.user).toBeNull();
    expect((await me.agent.get('/api/v1/auth/session').expect(200)).body.user).toMatchObject({ id: me.id });
  });

  it('records a deletion request, signs out, and erases personal data when nothing is pending', async () => {
    const me = await newSignedInUser(t);
    await me.agent.post('/api/v1/me/addresses').send(home).expect(201);
    // The phones and UPI ids the account has had (ADR 65): the sign-up's and the profile's.
    await me.agent.patch('/api/v1/me').send({ phone: '+919876501234', upiId: 'Me.Erased@OKAXIS' }).expect(200);
    expect(
      await t.sql('select kind, value from user_contact_history where user_id = ? order by kind, value', [me.id]),
    ).toEqual(
      [
        { kind: 'phone', value: '+919876501234' },
        { kind: 'phone', value: me.form.phone },
        { kind: 'upi_id', value: 'me.erased@okaxis' },
      ].sort((a, b) => (a.kind + a.value).localeCompare(b.kind + b.value)),
    );
    const [verified] = await t.sql<{ phone_verified_at: Date | null }>(
      'select phone_verified_at from users where id = ?',
      [me.id],
    );
    expect(verified!.phone_verified_at).toBeNull(); // a phone typed on the profile is not a verified one
    const res = await me.agent.delete('/api/v1/me').expect(200);
    expect(res.body.message).toMatch(/erased within 7 days/);
    await me.agent.get('/api/v1/me').expect(401);
    await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: me.form.email, password: PASSWORD })
      .expect(403);

    // A module with dues for this person holds the erasure back.
    const identity = t.app.get(IdentityService);
    let owes = true;
    identity.registerPendingDuesCheck('test-dues', async (userId) => userId === me.id && owes);
    await t.app.get(AccountErasureJob).run();
    expect((await t.sql('select erased_at from users where id = ?', [me.id]))[0]!.erased_at).toBeNull();

    owes = false;
    await t.app.get(AccountErasureJob).run();
    const [row] = await t.sql('select * from users where id = ?', [me.id]);
    expect(row).toMatchObject({ full_name: null, phone: null, date_of_birth: null, upi_id: null, is_active: false });
    expect(row!.email).toBe(`erased-${me.id}@erased.invalid`);
    expect(row!.erased_at).not.toBeNull();
    expect(await t.sql('select id from user_addresses where user_id = ?', [me.id])).toHaveLength(0);
    expect(await t.sql('select 1 from user_contact_history where user_id = ?', [me.id])).toHaveLength(0);
  });
});
