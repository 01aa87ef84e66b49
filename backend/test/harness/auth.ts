import request from 'supertest';
import { checkedByDocument } from './api-document.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'monsoon-tickets-2026';
let counter = 0;

let ipCounter = 0;
/** A fresh client address (documentation range), so per-IP limits of one test do not spill into others. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}

/** A unique, valid Indian mobile number for each call. */
export function uniquePhone(): string {
  counter += 1;
  return `+9198${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}

export function signupForm(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: 'Kavya',
    lastName: 'Menon Iyer',
    email: `kavya.${process.pid}.${counter}@example.in`,
    password: PASSWORD,
    phone: uniquePhone(),
    dateOfBirth: '1996-04-12',
    ...overrides,
  };
}

/** The OTP the dev SMS adapter "sent" to a phone, newest first. */
export async function latestOtp(t: TestApp, phone: string): Promise<string> {
  const [sms] = await t.sql<{ text: string }>(
    'select text from dev_sms_outbox where phone = ? order by created_at desc limit 1',
    [phone],
  );
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`No OTP sent to ${phone}`);
  return code;
}

/** A full sign-up through HTTP (start, OTP from the dev outbox, verify). */
export async function signUp(t: TestApp, overrides: Record<string, string> = {}) {
  const form = signupForm(overrides);
  const started = await t
    .http()
    .post('/api/v1/auth/signup/start')
    .set('X-Forwarded-For', nextIp())
    .send(form)
    .expect(200);
  const otp = await latestOtp(t, started.body.phone);
  await t
    .http()
    .post('/api/v1/auth/signup/verify')
    .set('X-Forwarded-For', nextIp())
    .send({ ...form, challengeId: started.body.challengeId, otp })
    .expect(201);
  return form;
}

/** A cookie-keeping client signed in as `email`. */
export async function signIn(t: Pick<TestApp, 'app'>, email: string, password = PASSWORD) {
  const agent = checkedByDocument(request.agent(t.app.getHttpServer()));
  const res = await agent
    .post('/api/v1/auth/login')
    .set('X-Forwarded-For', nextIp())
    .send({ email, password })
    .expect(200);
  return { agent, accessToken: res.body.access_token as string, body: res.body };
}

/** A well-formed PAN of an individual (its fourth letter P), different each time. */
export function individualPan(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)]!;
  return `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${pick()}`;
}

/**
 * Signs up and in as a new person; `admin` grants is_admin directly in the database. People have a PAN
 * on record, as most sellers give one, so their sales within ₹5 lakh a year have no TDS withheld (ADR 49);
 * `pan: false` makes one without (5 % withheld from each sale). Written in the database, not through the
 * profile, so a test's audit log holds only what it did.
 */
export async function newSignedInUser(t: TestApp, options: { admin?: boolean; pan?: boolean } = {}) {
  const form = await signUp(t);
  if (options.admin) await t.sql('update users set is_admin = true where email = ?', [form.email]);
  if (options.pan !== false) {
    await t.sql('update users set pan = ?, pan_name = upper(full_name) where email = ?', [individualPan(), form.email]);
  }
  const session = await signIn(t, form.email);
  const [user] = await t.sql<{ id: string }>('select id from users where email = ?', [form.email]);
  return { ...session, form, id: user!.id };
}
