import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkoutTotal, formatInr, paise } from '@ticketsetu/contracts/money';
import { EventAdminService } from '../src/modules/catalog/index.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The password factories.user() gives every account. */
const PASSWORD = 'correct horse battery';

/**
 * The environment of a program run by a person: jest's NODE_OPTIONS left out, and the settings npm
 * gives the scripts it runs (this test's own `npm run`, its workspace), which a person's npm has not.
 */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _jestOnly, ...env } = process.env;
  const own = Object.entries(env).filter(([name]) => !/^npm_(config|package|lifecycle)_/i.test(name));
  return { ...Object.fromEntries(own), ...extra };
}

/**
 * @ticketsetu/client and examples/buy-with-api.mjs against the started app: the example runs as a
 * separate Node program over real HTTP (no cookie jar, no Origin), as people would run it.
 */
describe('the typed client and its example against a running app', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let baseUrl: string;

  beforeAll(async () => {
    // Listening: the example reaches the app over HTTP, and the PhonePe adapter reaches the built-in sandbox.
    t = await createTestApp({}, { listen: true });
    make = factories(t);
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** A verified event with one mobile listing of 2 tickets at ₹1,500, 2.5 % buyer fee. */
  async function eventOnSale() {
    const admin = await make.user({ isAdmin: true });
    const seller = await make.user();
    const event = await make.event({ buyerFeePercent: 2.5, sellerFeePercent: 5, transferInstructions: 'In the app' });
    await make.inContext(() => t.app.get(EventAdminService).verify(admin.id, event.id));
    const listing = await make.listing(event, seller, { quantity: 2, price: 150_000, mobileTicketType: 'district' });
    return { event, listing };
  }

  const buyWithApi = (env: Record<string, string>, script = join(repoRoot, 'examples', 'buy-with-api.mjs')) =>
    run(process.execPath, [script], {
      cwd: join(script, '..'),
      env: childEnv({ TICKETSETU_URL: baseUrl, ...env }),
      timeout: 90_000,
    });

  it('buys a ticket: signs in, finds the listing, pays on the sandbox page and prints the purchase', async () => {
    const { event, listing } = await eventOnSale();
    const buyer = await make.user();

    const { stdout } = await buyWithApi({ TICKETSETU_EMAIL: buyer.email, TICKETSETU_PASSWORD: PASSWORD });

    const paid = formatInr(checkoutTotal(paise(150_000), 1, 2.5).total);
    expect(paid).toBe('₹1,537.50');
    expect(stdout).toContain(`Signed in as ${buyer.email}`);
    expect(stdout).toContain(`Bought 1 ticket for ${event.title} (Test Venue, Mumbai), paid ${paid}`);
    const orders = await t.sql<{ id: string; status: string; quantity: number; amount: number; ticket_id: string }>(
      'select id, status, quantity, amount, ticket_id from transactions where buyer_id = ?',
      [buyer.id],
    );
    expect(orders).toEqual([
      expect.objectContaining({ status: 'completed', quantity: 1, amount: 153_750, ticket_id: listing.id }),
    ]);
    expect(stdout).toContain(`Order ${orders[0]!.id} is completed`);
    // Signed out at the end: the session the example used is revoked.
    const sessions = await t.sql<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from sessions where user_id = ?',
      [buyer.id],
    );
    expect(sessions).toEqual([{ revoked: true }]);
  });

  it('buys from a folder outside the checkout, the client and contracts installed from their npm pack tarballs', async () => {
    await eventOnSale();
    const buyer = await make.user();
    const outside = await mkdtemp(join(tmpdir(), 'ticketsetu-buyer-'));
    try {
      // As client/README.md tells a third party: pack both packages, install the two tarballs, run.
      const npm = (args: string[], cwd: string) => run('npm', args, { cwd, env: childEnv({}), timeout: 180_000 });
      const packed = await npm(
        ['pack', '-w', 'contracts', '-w', 'client', '--pack-destination', outside, '--json'],
        repoRoot,
      );
      const tarballs = (JSON.parse(packed.stdout) as { name: string; filename: string }[]).map((t) => {
        expect(t.name).toMatch(/^@ticketsetu\/(contracts|client)$/);
        return join(outside, t.filename);
      });
      expect(tarballs).toHaveLength(2);
      await writeFile(join(outside, 'package.json'), JSON.stringify({ name: 'buyer', private: true, type: 'module' }));
      await npm(['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], outside);
      const script = join(outside, 'buy-with-api.mjs');
      await copyFile(join(repoRoot, 'examples', 'buy-with-api.mjs'), script);

      const { stdout } = await buyWithApi({ TICKETSETU_EMAIL: buyer.email, TICKETSETU_PASSWORD: PASSWORD }, script);

      // Any listing on sale will do (earlier tests' events have tickets left): each costs the same.
      expect(stdout).toMatch(/Bought 1 ticket for .+ \(Test Venue, Mumbai\), paid ₹1,537\.50/);
      const orders = await t.sql<{ status: string }>('select status from transactions where buyer_id = ?', [buyer.id]);
      expect(orders).toEqual([{ status: 'completed' }]);
      // The client it used is the installed one, not the checkout's workspace.
      const resolved = await run(
        process.execPath,
        ['--input-type=module', '-e', "console.log(import.meta.resolve('@ticketsetu/client'))"],
        {
          cwd: outside,
          env: childEnv({}),
        },
      );
      expect(fileURLToPath(resolved.stdout.trim())).toBe(
        join(outside, 'node_modules', '@ticketsetu', 'client', 'src', 'index.js'),
      );
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('signs up a new buyer with the OTP from the dev outbox when given no account', async () => {
    await eventOnSale();
    const { stdout } = await buyWithApi({});
    const email = /Signed in as (\S+)/.exec(stdout)?.[1];
    expect(email).toMatch(/^api-buyer-[0-9a-f]{8}@example\.in$/);
    const [order] = await t.sql<{ status: string }>(
      'select t.status from transactions t join users u on u.id = t.buyer_id where u.email = ?',
      [email],
    );
    expect(order?.status).toBe('completed');
  });

  it("exits non-zero with the problem's detail when the API refuses", async () => {
    const failed = await buyWithApi({
      TICKETSETU_EMAIL: 'nobody@example.in',
      TICKETSETU_PASSWORD: 'wrong-password',
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Could not buy a ticket: Invalid login credentials (401');
  });

  it('refreshes a lapsed access token with the kept refresh cookie and repeats the call once', async () => {
    const buyer = await make.user();
    // Signs in, waits for the test to move the app's clock past the 15-minute token, then calls again.
    const script = `
      import { createTicketSetuClient, unwrap } from '@ticketsetu/client';
      const client = createTicketSetuClient({
        baseUrl: process.env.TICKETSETU_URL,
        fetch: (request) => {
          console.log('sent', request.method, new URL(request.url).pathname);
          return fetch(request);
        },
      });
      await client.signIn(process.env.TICKETSETU_EMAIL, process.env.TICKETSETU_PASSWORD);
      await unwrap(client.api.GET('/api/v1/me/addresses'));
      console.log('signed in');
      await new Promise((resolve) => process.stdin.once('data', resolve));
      const addresses = await unwrap(client.api.GET('/api/v1/me/addresses'));
      console.log('addresses', addresses.length);
      process.exit(0);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      env: childEnv({ TICKETSETU_URL: baseUrl, TICKETSETU_EMAIL: buyer.email, TICKETSETU_PASSWORD: PASSWORD }),
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const signedIn = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('signed in')) resolve();
      }),
    );
    await Promise.race([signedIn, once(child, 'exit')]);
    t.clock.advance(16 * 60_000);
    child.stdin.end('go\n');
    const [code] = await once(child, 'exit');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout.split('\n').filter((line) => line.startsWith('sent'))).toEqual([
      'sent POST /api/v1/auth/login',
      'sent GET /api/v1/me/addresses',
      'sent GET /api/v1/me/addresses',
      'sent POST /api/v1/auth/refresh',
      'sent GET /api/v1/me/addresses',
    ]);
    expect(stdout).toContain('addresses 0');
  });
});
