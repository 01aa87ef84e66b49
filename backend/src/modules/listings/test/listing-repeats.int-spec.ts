import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { pdfFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

/**
 * "List" sent again with its Idempotency-Key, after an answer that never came (a replica killed
 * mid-request, a dropped connection: docs/scaling.md), is the listing it made, not a second one;
 * two copies at once make one listing and keep one set of files (ADR 56).
 */
describe('selling: a repeated List is one listing', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = `/tmp/ticketsetu-listing-repeats-${process.pid}`;
    t = await createModuleTestApp('listings', { DATA_DIR: dataDir });
    make = factories(t);
  });
  afterAll(() => t.close());

  const sell = (
    agent: Agent,
    eventId: string,
    key?: string,
    { price = '149950', file = pdfFile, fileName = 'booking.pdf' } = {},
  ) => {
    const req = agent.post('/api/v1/listings');
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req
      .field('eventId', eventId)
      .field('quantity', '2')
      .field('price', price)
      .field('ticketType', 'mobile')
      .field('mobileTicketType', 'bookmyshow')
      .field('upiId', 'kavya@okaxis')
      .attach('files', file, fileName);
  };
  const listingsOf = async (sellerId: string) =>
    (await t.sql<{ count: number }>('select count(*)::int as count from tickets where seller_id = ?', [sellerId]))[0]!
      .count;
  /** Every stored file of every listing (a listing's proof and what storage keeps beside it). */
  const storedFiles = async () =>
    (
      await readdir(join(dataDir, 'uploads', 'listings'), { recursive: true, withFileTypes: true }).catch(() => [])
    ).filter((entry) => entry.isFile()).length;
  const openEvent = () => make.event({ title: `Repeat test ${randomUUID().slice(0, 6)}`, sellerFeePercent: 5 });

  it('answers a repeat with the listing the first request made, storing nothing more', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const key = randomUUID();
    const first = await sell(seller.agent, event.id, key).expect(201);
    const files = await storedFiles();
    const again = await sell(seller.agent, event.id, key).expect(201);

    expect(again.body).toEqual(first.body);
    expect(await listingsOf(seller.id)).toBe(1);
    expect(await storedFiles()).toBe(files);
  });

  it('refuses the key sent with another request (a field, the bytes or the name of a file) with 422, storing nothing', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const key = randomUUID();
    const first = await sell(seller.agent, event.id, key).expect(201);
    const files = await storedFiles();
    const otherBytes = Buffer.concat([pdfFile, Buffer.from('% another copy\n')]);
    for (const changed of [{ price: '150000' }, { file: otherBytes }, { fileName: 'other.pdf' }]) {
      const refused = await sell(seller.agent, event.id, key, changed).expect(422);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        detail: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      });
    }
    expect(await listingsOf(seller.id)).toBe(1);
    expect(await storedFiles()).toBe(files);
    expect((await sell(seller.agent, event.id, key).expect(201)).body).toEqual(first.body);
  });

  it('answers two different requests sent at once with one key: one listing, the other refused', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const key = randomUUID();
    const before = await storedFiles();
    await sell(seller.agent, event.id, randomUUID()).expect(201);
    const oneListingsFiles = (await storedFiles()) - before;
    const files = await storedFiles();
    const answers = await Promise.all([
      sell(seller.agent, event.id, key),
      sell(seller.agent, event.id, key, { price: '150000' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await listingsOf(seller.id)).toBe(2);
    const won = answers.find((a) => a.status === 201)!;
    const [row] = await t.sql<{ price: number }>('select price from tickets where id = ?', [won.body.listing.id]);
    expect([149950, 150000]).toContain(row!.price);
    expect(await storedFiles()).toBe(files + oneListingsFiles);
  });

  it('makes one listing of two copies sent at once, and keeps only its files', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const key = randomUUID();
    const before = await storedFiles();
    const alone = await sell(seller.agent, event.id, randomUUID()).expect(201);
    const oneListingsFiles = (await storedFiles()) - before;
    expect(oneListingsFiles).toBeGreaterThan(0);

    const files = await storedFiles();
    const [a, b] = await Promise.all([sell(seller.agent, event.id, key), sell(seller.agent, event.id, key)]);

    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.listing.id).toBe(b.body.listing.id);
    expect(a.body.listing.id).not.toBe(alone.body.listing.id);
    expect(await listingsOf(seller.id)).toBe(2);
    // The loser's files were stored under the id it would have had, then removed.
    expect(await storedFiles()).toBe(files + oneListingsFiles);
  });

  it('keys belong to their seller, and no key (or another key) is a new listing', async () => {
    const [one, other] = [await newSignedInUser(t), await newSignedInUser(t)];
    const event = await openEvent();
    const key = randomUUID();
    const mine = await sell(one.agent, event.id, key).expect(201);
    const theirs = await sell(other.agent, event.id, key).expect(201);
    expect(theirs.body.listing.id).not.toBe(mine.body.listing.id);

    await sell(one.agent, event.id).expect(201);
    await sell(one.agent, event.id).expect(201);
    await sell(one.agent, event.id, randomUUID()).expect(201);
    expect(await listingsOf(one.id)).toBe(4);
    expect(await listingsOf(other.id)).toBe(1);
  });

  it('refuses a malformed key with a clear 400 and lists nothing', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'ünïcödé-key']) {
      const res = await sell(seller.agent, event.id, key).expect(400);
      expect(res.body.detail).toBe('The Idempotency-Key header must be 8-100 letters, digits, - or _');
    }
    expect(await listingsOf(seller.id)).toBe(0);
  });
});
