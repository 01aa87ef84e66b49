import { randomUUID } from 'node:crypto';
import { buying } from './harness/buying.js';
import { newSignedInUser } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/**
 * With no PUBLIC_URL (development and tests), the pay page and the way back from it are on the origin
 * the buyer used, when that is this computer or a private network; a forged Host never names another site.
 */
describe('the way back from paying', () => {
  let t: TestApp;
  let shop: ReturnType<typeof buying>;
  let buyer: Awaited<ReturnType<typeof newSignedInUser>>;
  /** Six seats each: one for the local buyers, one for the forged ones. */
  const listings: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3999' }, { listen: true });
    shop = buying(t);
    buyer = await newSignedInUser(t);
    for (const _ of [1, 2]) listings.push((await shop.onSale({ quantity: 6 })).listing.id);
  });
  afterAll(() => t.close());

  /** Pays as a browser at a Host would (and with X-Forwarded-Host, as a loopback proxy may send it). */
  async function payFrom(headers: Record<string, string>, listingId: string) {
    const placed = await buyer.agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .set(headers)
      .send({ listingId, quantity: 1, platformId: 'buyer@district' })
      .expect(201);
    const payPage = new URL(placed.body.pay_page_url);
    const page = await t
      .http()
      .get(payPage.pathname + payPage.search)
      .expect(200);
    const back = await shop.decide(placed.body.pay_page_url, 'pay').expect(303);
    return {
      payPageOrigin: payPage.origin,
      formAction: page.headers['content-security-policy'],
      backTo: back.headers.location as string,
      orderId: placed.body.id as string,
    };
  }

  it.each([
    ['127.0.0.1:4173', 'http://127.0.0.1:4173'],
    ['localhost:4173', 'http://localhost:4173'],
    ['[::1]:4173', 'http://[::1]:4173'],
    ['192.168.1.23:3000', 'http://192.168.1.23:3000'],
    ['my-laptop.local:3000', 'http://my-laptop.local:3000'],
  ])('a buyer at %s pays on that origin and comes back to it', async (host, origin) => {
    const paid = await payFrom({ Host: host }, listings[0]!);
    expect(paid.payPageOrigin).toBe(origin);
    expect(paid.formAction).toContain(`form-action 'self' ${origin}`);
    expect(paid.backTo).toBe(`${origin}/payment-result?order_id=${paid.orderId}`);
  });

  it.each<Record<string, string>>([
    { Host: 'evil.com' },
    { Host: 'evil.com:3000' },
    { Host: 'localhost.evil.com' },
    { Host: '203.0.113.7:3000' },
    { Host: '127.0.0.1:3000', 'X-Forwarded-Host': 'evil.com' },
  ])('a forged or public address (%j) gets the configured one', async (headers) => {
    const paid = await payFrom(headers, listings[1]!);
    expect(paid.payPageOrigin).toBe('http://localhost:3999');
    expect(paid.backTo).toBe(`http://localhost:3999/payment-result?order_id=${paid.orderId}`);
  });
});
