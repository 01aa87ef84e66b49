// Whole app: income tax withheld from a sale as it completes (payouts, by identity's PAN), posted to the ledger,
// given back by a dispute's refund, and reported to the seller and to staff.
import { financialYearOf, tdsLawOn } from '@ticketsetu/contracts/tax';
import { LedgerService } from '../src/modules/ledger/index.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { pdfFile } from './harness/files.js';
import { pdfText, taxDocumentSteps } from './harness/tax-documents.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

/**
 * TDS by an e-commerce operator (issue 19 item 3, issue 33 items 3 and 4, ADR 49): 5 % of a sale when the
 * seller gave no PAN; nothing for an individual or HUF with a PAN within ₹5 lakh in the financial year;
 * 0.1 % of the year's whole gross on the sale that crosses it, and of each sale after; 0.1 % of every sale
 * of a firm, company or other holder. Through HTTP, paid in the PhonePe sandbox; the law cited is the one
 * in force when the tax was withheld (the Income-tax Act, 2025 from 1 April 2026).
 */
describe('TDS on sellers’ payouts', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  let admin: Person;
  let year: string;
  let law: ReturnType<typeof tdsLawOn>;

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    b = buying(t);
    admin = await newSignedInUser(t, { admin: true });
    year = financialYearOf(t.clock.now());
    law = tdsLawOn(t.clock.now());
  });
  afterEach(async () => {
    expect(await t.app.get(LedgerService).checkInvariants()).toEqual([]);
  });
  afterAll(() => t.close());

  const payoutsOf = async (person: Person) => (await person.agent.get('/api/v1/me/payouts').expect(200)).body;
  const statementText = async (seller: Person) =>
    pdfText(
      (
        await taxDocumentSteps(b, admin)
          .download(seller, `/api/v1/me/statement?financial_year=${year}&format=pdf`)
          .expect(200)
      ).body as Buffer,
    );
  const tdsPayable = (sellerId: string) => t.app.get(LedgerService).balance('tds_payable', sellerId);
  const sendProof = (seller: Person, transferId: string) =>
    seller.agent.post(`/api/v1/me/sales/${transferId}/proof`).attach('files', pdfFile, 'sent.pdf').expect(201);

  /** A purchase by a new buyer, its proof and the buyer's confirmation: the sale completes and its payout is made. */
  async function completedSale(
    options: Parameters<typeof b.purchase>[0] = {},
    before?: (sale: Awaited<ReturnType<typeof b.purchase>>) => Promise<unknown>,
  ) {
    const sale = await b.purchase(options);
    await before?.(sale);
    await sendProof(sale.seller, sale.transferId);
    await sale.buyer.agent.post(`/api/v1/me/purchases/${sale.transferId}/confirm`).expect(200);
    await b.drainAll();
    return sale;
  }

  it('withholds 5 % when the seller gave no PAN, to tds_payable, and shows gross, fee, TDS and net everywhere', async () => {
    const sale = await completedSale({ buy: 2 }, (s) =>
      t.sql('update users set pan = null, pan_name = null where id = ?', [s.seller.id]),
    ); // ₹3,000 at a 5 % seller fee
    const [payout] = await payoutsOf(sale.seller);
    expect(payout).toMatchObject({
      type: 'seller_payout',
      gross: 300_000,
      platform_fee: 15_000,
      tds: 15_000,
      amount: 270_000,
    });
    expect(await tdsPayable(sale.seller.id)).toBe(15_000);
    expect(await t.app.get(LedgerService).balance('seller_payable', sale.seller.id)).toBe(270_000);
    const staffRow = (await admin.agent.get(`/api/v1/admin/payouts?search=${payout.id}`).expect(200)).body[0];
    expect(staffRow).toMatchObject({ gross: 300_000, platform_fee: 15_000, tds: 15_000, amount: 270_000 });
    expect((await sale.seller.agent.get('/api/v1/me/earnings').expect(200)).body.total_earnings).toBe(270_000);

    await admin.agent
      .patch(`/api/v1/admin/payouts/${payout.id}`)
      .send({ status: 'processed', utr: '712345678903' })
      .expect(200);
    await b.drainAll();
    const [mail] = await t.sql<{ text: string }>(
      "select m.text from dev_mailbox m join users u on u.email = m.recipient where u.id = ? and m.subject like 'You have been paid%'",
      [sale.seller.id],
    );
    for (const line of [
      'Sale: ₹3,000.00',
      'Platform fee: ₹150.00 (GST ₹22.88 included)',
      `TDS withheld (income tax, ${law.section}): ₹150.00`,
      'Paid to you: ₹2,700.00',
      `We withheld 5% because we have no PAN for you (${law.noPan}), and tax withheld without a PAN cannot be matched to your return.`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    const statement = (await sale.seller.agent.get(`/api/v1/me/statement?financial_year=${year}`).expect(200)).body;
    expect(statement.totals).toMatchObject({ gross: 300_000, fee: 15_000, tds: 15_000, net: 270_000, paid: 270_000 });
    const statementPdf = await statementText(sale.seller);
    expect(statementPdf).toContain(
      `TDS on a sale made while we had no PAN for you was withheld at 5% (${law.noPan}) and is reported without a PAN, so it cannot be matched to your return`,
    );
    expect(statementPdf).not.toContain('against your PAN');
    expect(statementPdf).not.toContain('194-O'); // the 1961 Act's section no longer governs a 2026-27 deduction
  });

  it.each([
    // PAN (its fourth character: the holder), TDS on a first sale of ₹1,000.00 in the year
    ['ABCPK1234Q', 'an individual', 0],
    ['AAAHK1234Q', 'a Hindu undivided family', 0],
    ['AAAFK1234Q', 'a firm', 100],
    ['AAACK1234Q', 'a company', 100],
    ['AAATK1234Q', 'a trust', 100],
    ['AAAAK1234Q', 'an association of persons', 100],
  ])(
    'a seller with the PAN %s (%s) selling ₹1,000.00 first in the year has %i paise withheld',
    async (pan, _holder, tds) => {
      const sale = await completedSale({ price: 100_000 }, (s) =>
        s.seller.agent.patch('/api/v1/me').send({ pan, panName: 'Kavya Menon' }).expect(200),
      );
      const [payout] = await payoutsOf(sale.seller);
      expect(payout).toMatchObject({ gross: 100_000, platform_fee: 5_000, tds, amount: 95_000 - tds });
      expect(await tdsPayable(sale.seller.id)).toBe(tds);
      const statementPdf = await statementText(sale.seller);
      if (tds > 0) {
        expect(statementPdf).toContain(`TDS is income tax withheld under ${law.section} against your PAN ${pan}`);
      } else {
        expect(statementPdf).not.toContain('TDS is income tax withheld');
      }
    },
  );

  it('an individual with a PAN: nothing within ₹5 lakh a year, 0.1 % of the whole year on the sale that crosses it, then of each sale', async () => {
    const first = await completedSale({ buy: 2, price: 12_500_000 }); // ₹2,50,000: the year's gross ₹2,50,000
    const seller = first.seller;
    const listing = await b.make.listing(first.event, { id: seller.id }, { quantity: 4, price: 12_500_000 });
    const buyAgain = async (quantity: number) => {
      const buyer = await newSignedInUser(t);
      const placed = await b
        .pay(buyer.agent, { listingId: listing.id, quantity, platformId: 'fan@district' })
        .expect(201);
      await b.decide(placed.body.pay_page_url, 'pay').expect(303);
      await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
      await b.drainAll();
      const [transfer] = await t.sql<{ id: string }>('select id from ticket_transfers where transaction_id = ?', [
        placed.body.id,
      ]);
      await sendProof(seller, transfer!.id);
      await buyer.agent.post(`/api/v1/me/purchases/${transfer!.id}/confirm`).expect(200);
      await b.drainAll();
      return placed.body.id as string;
    };
    const second = await buyAgain(2); // ₹5,00,000 in the year: still within (not more than ₹5 lakh)
    const third = await buyAgain(1); // ₹6,25,000: crosses, 0.1 % of the whole ₹6,25,000 = ₹625
    const payouts: { transaction_id: string; tds: number; gross: number }[] = await payoutsOf(seller);
    const tdsOf = (orderId: string) => payouts.find((p) => p.transaction_id === orderId)!.tds;
    expect([tdsOf(first.order.id), tdsOf(second), tdsOf(third)]).toEqual([0, 0, 62_500]);
    expect(await tdsPayable(seller.id)).toBe(62_500);

    const report = (await admin.agent.get(`/api/v1/admin/tax/tds?financial_year=${year}`).expect(200)).body;
    expect(report.total_tds).toBe(report.tds_in_ledger);
    expect(report.sellers).toContainEqual(
      expect.objectContaining({
        seller_id: seller.id,
        sales: 62_500_000,
        tds: 62_500,
        pan: expect.stringMatching(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/),
      }),
    );
    const csv = await admin.agent.get(`/api/v1/admin/tax/tds?financial_year=${year}&format=csv`).expect(200);
    expect(csv.text).toContain('Date of credit (IST),Seller,Seller ID,PAN,Amount credited (INR),Rule,Rate,TDS (INR)');
    expect(csv.text).toMatch(/,125000\.00,with-pan,0\.1%,625\.00,/);
    await seller.agent.get(`/api/v1/admin/tax/tds?financial_year=${year}`).expect(403);
    await admin.agent.get('/api/v1/admin/tax/tds?financial_year=2026-28').expect(400);
  });

  it('a dispute’s refund after completion gives the withheld tax back with the sale it takes back', async () => {
    const sale = await completedSale({ buy: 2 }, (s) =>
      t.sql('update users set pan = null, pan_name = null where id = ?', [s.seller.id]),
    );
    expect(await tdsPayable(sale.seller.id)).toBe(15_000);
    const opened = await sale.buyer.agent
      .post(`/api/v1/me/purchases/${sale.transferId}/dispute`)
      .field('reason', 'not_received')
      .field('description', 'Only one of the two tickets arrived.')
      .expect(201);
    await admin.agent
      .post(`/api/v1/admin/disputes/${opened.body.dispute.id}/resolve`)
      .send({ outcome: 'refund', note: 'One ticket never arrived.', amount: 150_000 })
      .expect(200);
    for (let round = 0; round < 3; round++) await b.drainAll();
    const [payout] = (await payoutsOf(sale.seller)).filter((p: { type: string }) => p.type === 'seller_payout');
    // Half the sale is taken back: half the fee and half the tax come back with it.
    expect(payout).toMatchObject({ gross: 150_000, platform_fee: 7_500, tds: 7_500, amount: 135_000 });
    expect(await tdsPayable(sale.seller.id)).toBe(7_500);
    const report = (await admin.agent.get(`/api/v1/admin/tax/tds?financial_year=${year}`).expect(200)).body;
    expect(report.total_tds).toBe(report.tds_in_ledger);
    expect(report.sellers).toContainEqual(
      expect.objectContaining({ seller_id: sale.seller.id, pan: null, tds: 7_500 }),
    );
    const csv = await admin.agent.get(`/api/v1/admin/tax/tds?financial_year=${year}&format=csv`).expect(200);
    expect(csv.text).toContain(`,${sale.seller.id},PANNOTAVBL,1500.00,without-pan,5%,75.00,`);
  });

  it('the profile keeps a PAN with the name on it, checked, upper-cased, in the audit log; removing it removes both', async () => {
    const person = await newSignedInUser(t, { pan: false });
    const saved = await person.agent
      .patch('/api/v1/me')
      .send({ pan: ' abcpk1234q ', panName: 'Kavya  Menon' })
      .expect(200);
    expect(saved.body).toMatchObject({ pan: 'ABCPK1234Q', pan_name: 'Kavya Menon' });
    const bad = await person.agent.patch('/api/v1/me').send({ pan: 'ABCPK12345', panName: 'Kavya Menon' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Please enter a valid PAN (10 characters, e.g. ABCPS1234K)');
    const noName = await newSignedInUser(t, { pan: false });
    const refused = await noName.agent.patch('/api/v1/me').send({ pan: 'ABCPK1234Q' }).expect(400);
    expect(refused.body.detail).toBe('Please enter your name as it is on your PAN');
    const [entry] = await t.sql<{ before: unknown; after: unknown }>(
      "select before, after from audit_entries where kind = 'user.pan_changed' and target_id = ?",
      [person.id],
    );
    expect(entry).toEqual({
      before: { pan: null, pan_name: null },
      after: { pan: 'ABCPK1234Q', pan_name: 'Kavya Menon' },
    });
    const removed = await person.agent.patch('/api/v1/me').send({ pan: null }).expect(200);
    expect(removed.body).toMatchObject({ pan: null, pan_name: null });
  });
});
