// Whole app: a sale's email (orders) goes out in the language the seller's account remembers (identity).
import { randomUUID } from 'node:crypto';
import { PhonePeSandboxWorker } from '../src/modules/payments/sandbox/phonepe-sandbox.worker.js';
import { foreignLatinWords } from '../src/shared/domain/latin-script.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

describe("emails in the recipient's language", () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    make = factories(t);
  });
  afterAll(() => t.close());

  async function sell(sellerLocale: 'en' | 'hi') {
    const seller = await newSignedInUser(t);
    await seller.agent.put('/api/v1/me/locale').send({ locale: sellerLocale }).expect(200);
    const event = await make.event({ buyerFeePercent: 0, sellerFeePercent: 5 });
    const listing = await make.listing(
      event,
      { id: seller.id },
      { quantity: 2, price: 150_000, mobileTicketType: 'district' },
    );
    const buyer = await newSignedInUser(t);
    const placed = await buyer.agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .send({ listingId: listing.id, quantity: 2, platformId: 'kavya@district' })
      .expect(201);
    const token = new URL(placed.body.pay_page_url).searchParams.get('token')!;
    await t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay' }).expect(303);
    for (let i = 0; i < 3; i++) {
      await t.app.get(PhonePeSandboxWorker).drain();
      await t.app.get(Outbox).drain();
    }
    const mails = await t.sql<{ subject: string; text: string }>(
      'select subject, text from dev_mailbox where recipient = ?',
      [seller.form.email],
    );
    return { event, mails };
  }

  it("writes a Hindi seller's sale email in Hindi, an English seller's in English", async () => {
    const hindi = await sell('hi');
    const sold = hindi.mails.find((m) => m.subject === `आपने ${hindi.event.title} के 2 टिकट बेचे`);
    expect(sold).toBeDefined();
    expect(sold!.text.startsWith('नमस्ते Kavya,\n')).toBe(true);
    expect(sold!.text).toContain('बिक्री कीमत: ₹3,000.00');
    expect(sold!.text).toContain('आपकी कमाई: ₹2,850.00');
    expect(sold!.text).toContain('— टीम TicketSetu');
    const names = ['Kavya', hindi.event.title, hindi.event.venue, hindi.event.city, 'kavya@district'];
    expect(foreignLatinWords(sold!.text, names)).toEqual([]);

    const english = await sell('en');
    const soldEn = english.mails.find((m) => m.subject === `You sold 2 tickets for ${english.event.title}`);
    expect(soldEn!.text).toContain('Your earnings: ₹2,850.00');
    expect(soldEn!.text.startsWith('Hi Kavya,\n')).toBe(true);
  });
});
