// Whole app: a sale's email (orders) goes out in the language the seller's account remembers (identity).
import { foreignLatinWords } from '../src/shared/i18n/latin-script.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

describe("emails in the recipient's language", () => {
  let t: TestApp;
  let shop: ReturnType<typeof buying>;
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    shop = buying(t);
  });
  afterAll(() => t.close());

  /** A sale of 2 × ₹1,500 by a seller whose account reads `sellerLocale`; the seller's mails. */
  async function sell(sellerLocale: 'en' | 'hi') {
    const { seller, event, listing } = await shop.onSale();
    await seller.agent.put('/api/v1/me/locale').send({ locale: sellerLocale }).expect(200);
    const buyer = await newSignedInUser(t);
    const placed = await shop
      .pay(buyer.agent, { listingId: listing.id, quantity: 2, platformId: 'kavya@district' })
      .expect(201);
    await shop.decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await shop.drainAll();
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
