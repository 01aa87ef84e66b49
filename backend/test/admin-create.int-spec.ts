import { PassThrough, Readable } from 'node:stream';
import { jest } from '@jest/globals';
import {
  AdminCommandError,
  createOrPromoteAdmin,
  parseAdminArgs,
  readAdminPassword,
} from '../src/seed/create-admin.js';
import { nextIp } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/**
 * `npm run admin:create -- --email … --name "…"`: the first real admin of a production database,
 * through the identity module's own rules and hashing.
 */
const FACTORY_PASSWORD = 'correct horse battery'; // what factories(t).user() gives everyone

describe('admin:create', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.http().post('/api/v1/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password });
  const usersWith = (email: string) =>
    t.sql<{ is_admin: boolean; password_hash: string; full_name: string }>(
      'select is_admin, password_hash, full_name from users where email = ?',
      [email],
    );

  it('creates an admin who can sign in, with an argon2id hash', async () => {
    const request = parseAdminArgs(['--email', 'Ops.Lead@Example.in', '--name', 'Anjali Rao']);
    expect(await createOrPromoteAdmin(t.app, request, async () => 'saffron-kite-1987')).toBe('created');

    const [user] = await usersWith('ops.lead@example.in');
    expect(user).toMatchObject({ is_admin: true, full_name: 'Anjali Rao' });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const session = await signIn('ops.lead@example.in', 'saffron-kite-1987').expect(200);
    expect(session.body.user.is_admin).toBe(true);
  });

  it.each([
    ['short', 'Password must be at least 8 characters. The account was not created.'],
    ['password123', 'This password is too common. Please choose a less guessable one. The account was not created.'],
  ])('refuses the weak password %p with the sign-up rule, creating nothing', async (weak, message) => {
    const request = parseAdminArgs(['--email', `weak.${weak}@example.in`, '--name', 'Weak Pass']);
    await expect(createOrPromoteAdmin(t.app, request, async () => weak)).rejects.toThrow(
      new AdminCommandError(message),
    );
    expect(await usersWith(`weak.${weak}@example.in`)).toEqual([]);
  });

  it('makes an existing account an admin only when asked, and leaves its password alone', async () => {
    const person = await factories(t).user({ email: 'kavya.shop@example.in' });
    const askPassword = jest.fn(async () => 'never-asked-1');

    await expect(createOrPromoteAdmin(t.app, parseAdminArgs(['--email', person.email]), askPassword)).rejects.toThrow(
      'An account with kavya.shop@example.in exists already. Add --make-admin to make it an admin',
    );
    expect((await usersWith(person.email))[0]!.is_admin).toBe(false);

    const promote = parseAdminArgs(['--email', 'Kavya.Shop@example.in', '--make-admin']);
    expect(await createOrPromoteAdmin(t.app, promote, askPassword)).toBe('promoted');
    expect(await createOrPromoteAdmin(t.app, promote, askPassword)).toBe('already-admin');
    expect(askPassword).not.toHaveBeenCalled();
    expect((await signIn(person.email, FACTORY_PASSWORD).expect(200)).body.user.is_admin).toBe(true);
  });

  it('reads the password from ADMIN_PASSWORD, else the first line of piped standard input', async () => {
    const quiet = new PassThrough();
    expect(await readAdminPassword({ ADMIN_PASSWORD: 'from-the-env-42' }, Readable.from([]), quiet)).toBe(
      'from-the-env-42',
    );
    expect(await readAdminPassword({}, Readable.from(['monsoon-', 'piped-7\nsecond line\n']), quiet)).toBe(
      'monsoon-piped-7',
    );
    await expect(readAdminPassword({}, Readable.from([]), quiet)).rejects.toThrow(
      'No password given: set ADMIN_PASSWORD or write it to standard input.',
    );
  });

  it('explains a missing or malformed email', () => {
    expect(() => parseAdminArgs(['--name', 'No Email'])).toThrow('--email is required.');
    expect(() => parseAdminArgs(['--email', 'ops@', '--name', 'X'])).toThrow('Please enter a valid email address');
    expect(() => parseAdminArgs(['--email', 'a@b.in', '--nmae', 'X'])).toThrow(/Unknown option '--nmae'/);
  });
});
