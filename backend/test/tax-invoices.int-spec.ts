// Whole app: a sale's fees from checkout to refund (orders, transfers, disputes and payouts post them; tax invoices them).
import { financialYearOf } from '@ticketsetu/contracts/tax';
import { LedgerService } from '../src/modules/ledger/index.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { type ListedDocument, pdfText, taxDocumentSteps } from './harness/tax-documents.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;
/**
 * Every fee the platform charges gets a tax invoice, and every fee it gives back a credit note naming it
 * (issue 19, ADR 48): through HTTP, paid in the PhonePe sandbox, and reconciled with the ledger.
 */
describe('tax invoices and credit notes for the platform’s fees', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  let admin: Person;
  let steps: ReturnType<typeof taxDocumentSteps>;

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    b = buying(t);
    admin = await newSignedInUser(t, { admin: true });
    steps = taxDocumentSteps(b, admin);
  });
  afterEach(async () => {
    expect(await t.app.get(LedgerService).checkInvariants()).toEqual([]);
  });
  afterAll(() => t.close());

  /** What the documents say the fees come to, next to what the ledger earned: equal to the paisa. */
  async function reconcile() {
    const sums = await t.sql<{ series: string; net: string }>(
      `select coalesce(i.series, d.series) as series,
              sum(case when d.kind = 'invoice' then d.total else -d.total end) as net
       from tax_documents d left join tax_documents i on i.id = d.invoice_id
       group by 1`,
    );
    const net = (series: string) => Number(sums.find((s) => s.series === series)?.net ?? 0);
    const ledger = t.app.get(LedgerService);
    expect(net('B')).toBe(await ledger.balance('buyer_fee_revenue'));
    expect(net('S')).toBe(await ledger.balance('platform_fee_revenue'));
  }

  it('invoices the buyer fee at payment and the seller fee at completion; refunds give credit notes; all reconcile with the ledger', async () => {
    // ₹1,500 × 2 with a 10 % buyer fee (₹300.00) and a 5 % seller fee.
    const p = await b.purchase({ buy: 2, buyerFeePercent: 10 });
    const [buyerInvoice, ...noMore] = await steps.documents(p.buyer, 'buyer');
    expect(noMore).toEqual([]);
    expect(buyerInvoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^B\d{4}-\d{2}\/\d{7}$/),
      order_id: p.order.id,
      recipient_role: 'buyer',
      place_of_supply: 'Karnataka',
      taxable: 25_424,
      cgst: 2_288,
      sgst: 2_288,
      igst: 0,
      total: 30_000,
    });
    expect(await steps.documents(p.seller, 'seller')).toEqual([]); // nothing earned from the seller until the ticket moves
    await reconcile();

    // A third of the sale comes back before the transfer is confirmed, the rest after.
    await steps.sendProof(p.seller, p.transferId);
    await steps.refundByDispute(p.buyer, p.transferId, 100_000);
    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
    await b.drainAll();
    const [sellerInvoice] = await steps.documents(p.seller, 'seller');
    expect(sellerInvoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^S/),
      recipient_role: 'seller',
      place_of_supply: 'Karnataka', // no address on record: the supplier's location
      igst: 0,
    });
    await reconcile();

    await steps.refundByDispute(p.buyer, p.transferId);
    const buyerSide = await steps.documents(p.buyer, 'buyer');
    const sellerSide = await steps.documents(p.seller, 'seller');
    const creditsOn = (list: ListedDocument[], invoice: ListedDocument) =>
      list.filter((d) => d.kind === 'credit_note' && d.invoice_number === invoice.number);
    // Everything the buyer paid is back: the buyer fee is credited in full, head by head.
    const buyerCredits = creditsOn(buyerSide, buyerInvoice!);
    expect(buyerCredits.length).toBeGreaterThan(0);
    for (const head of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
      expect(buyerCredits.reduce((sum, d) => sum + d[head], 0)).toBe(buyerInvoice![head]);
    }
    // The seller fee on the completed part is given back too.
    expect(creditsOn(sellerSide, sellerInvoice!).reduce((sum, d) => sum + d.total, 0)).toBe(sellerInvoice!.total);
    expect(buyerCredits.every((d) => /^C\d{4}-\d{2}\/\d{7}$/.test(d.number))).toBe(true);
    await reconcile();
  });

  it('the seller’s sale email shows the fee as platform fee + GST', async () => {
    const p = await b.purchase({ buy: 2 }); // seller fee 5 % of ₹3,000 = ₹150.00, of which GST ₹22.88
    const [mail] = await t.sql<{ text: string }>(
      "select m.text from dev_mailbox m join users u on u.email = m.recipient where u.id = ? and m.subject like 'You sold%'",
      [p.seller.id],
    );
    expect(mail!.text).toContain('Platform fees: ₹150.00 (Platform fee ₹127.12 + GST ₹22.88)');
  });

  it('a document’s PDF is for its recipient and staff only, and carries rule 46’s fields', async () => {
    const p = await b.purchase({ buy: 2, buyerFeePercent: 10 });
    const [invoice] = await steps.documents(p.buyer, 'buyer');
    const res = await steps.download(p.buyer, invoice!.pdf_url).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number.replace('/', '-')}.pdf"`);
    const text = await pdfText(res.body as Buffer);
    for (const expected of [
      'Tax Invoice',
      invoice!.number,
      'TicketSetu Demo Private Limited',
      'GSTIN: 29AABCT0000C1Z6',
      'SAC: 998554',
      'Place of supply: Karnataka (29)',
      'Place of supply by the supplier’s location, no address of the recipient being on record (IGST Act 2017, s.12(2)(b)(ii))',
      '₹254.24',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹22.88',
      '₹300.00',
      'For TicketSetu Demo Private Limited',
      'Demo Signatory, Director, authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    // Signed neither by hand nor digitally, it claims neither; the buyer saved no address, so none is printed.
    for (const untrue of ['needs no signature', 'computer-generated', 'Digitally signed', 'Address on record']) {
      expect(text).not.toContain(untrue);
    }

    await steps.download(admin, invoice!.pdf_url).expect(200);
    for (const other of [p.seller, await newSignedInUser(t)]) {
      const refused = await other.agent.get(invoice!.pdf_url).expect(404);
      expect(refused.body.detail).toBe('Invoice not found');
    }
    await p.buyer.agent.get('/api/v1/tax-documents/not-a-uuid/pdf').expect(404);
    await p.buyer.agent.get('/api/v1/tax-documents/00000000-0000-4000-8000-000000000000/pdf').expect(404);
    await t.http().get(invoice!.pdf_url).expect(401);
  });

  it('staff find every document by transaction, kind and year, and export them as CSV; others may not', async () => {
    const p = await b.purchase({ buy: 1, buyerFeePercent: 10 });
    const listed = await admin.agent.get(`/api/v1/admin/tax-documents?search=${p.order.id}`).expect(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.body).toEqual([expect.objectContaining({ order_id: p.order.id, kind: 'invoice' })]);
    const csv = await admin.agent.get(`/api/v1/admin/tax-documents?search=${p.order.id}&format=csv`).expect(200);
    expect(csv.text).toContain('Number,Kind,Against invoice,Date (IST),Transaction ID');
    expect(csv.text).toContain(listed.body[0].number);
    await admin.agent.get('/api/v1/admin/tax-documents?kind=receipt').expect(400);
    await admin.agent.get('/api/v1/admin/tax-documents?financial_year=2026').expect(400);
    await admin.agent.get('/api/v1/admin/tax-documents?financial_year=2026-28').expect(400);
    await p.buyer.agent.get('/api/v1/admin/tax-documents').expect(403);
    await p.buyer.agent.get('/api/v1/me/tax-documents?role=admin').expect(400);
  });

  it('a seller’s statement for a financial year: each sale with its fee, the GST in it and what was paid (JSON, CSV, PDF)', async () => {
    const p = await b.purchase({ buy: 2 }); // ₹3,000 at a 5 % seller fee
    await steps.sendProof(p.seller, p.transferId);
    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
    await b.drainAll();
    const [payout] = (await p.seller.agent.get('/api/v1/me/payouts').expect(200)).body;
    await admin.agent
      .patch(`/api/v1/admin/payouts/${payout.id}`)
      .send({ status: 'processed', utr: '712345678902' })
      .expect(200);
    const year = financialYearOf(t.clock.now());

    const statement = (await p.seller.agent.get(`/api/v1/me/statement?financial_year=${year}`).expect(200)).body;
    expect(statement).toEqual({
      financial_year: year,
      sales: [
        expect.objectContaining({
          transaction_id: p.order.id,
          event_title: p.event.title,
          quantity: 2,
          gross: 300_000,
          refunded: 0,
          fee: 15_000,
          gst_in_fee: 2_288,
          tds: 0,
          net: 285_000,
          status: 'processed',
          utr: '712345678902',
        }),
      ],
      totals: { gross: 300_000, refunded: 0, fee: 15_000, gst_in_fee: 2_288, tds: 0, net: 285_000, paid: 285_000 },
    });
    const [sellerInvoice] = await steps.documents(p.seller, 'seller');
    expect(sellerInvoice!.cgst + sellerInvoice!.sgst + sellerInvoice!.igst).toBe(2_288); // the same GST as its invoice

    const csv = await p.seller.agent.get(`/api/v1/me/statement?financial_year=${year}&format=csv`).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="ticketsetu-statement-${year}.csv"`);
    expect(csv.text).toContain(
      'Sale (INR),Refunded (INR),Seller fee incl. GST (INR),GST in fee (INR),TDS withheld (INR),Net (INR)',
    );
    expect(csv.text).toContain('3000.00,0.00,150.00,22.88,0.00,2850.00,processed,712345678902');
    const pdf = await steps.download(p.seller, `/api/v1/me/statement?financial_year=${year}&format=pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    for (const expected of [
      `Seller statement, financial year ${year}`,
      p.event.title,
      '₹3,000.00',
      '₹22.88',
      '₹2,850.00',
      'UTR 712345678902',
    ]) {
      expect(text).toContain(expected);
    }

    // Another year has nothing; the buyer has no sales; a year that is not one is refused.
    const [start] = year.split('-').map(Number);
    const earlier = `${start! - 1}-${String(start! % 100).padStart(2, '0')}`;
    expect((await p.seller.agent.get(`/api/v1/me/statement?financial_year=${earlier}`).expect(200)).body.sales).toEqual(
      [],
    );
    expect((await p.buyer.agent.get(`/api/v1/me/statement?financial_year=${year}`).expect(200)).body.sales).toEqual([]);
    for (const bad of ['2026-28', '2026', 'abcd-ef', '']) {
      await p.seller.agent.get(`/api/v1/me/statement?financial_year=${bad}`).expect(400);
    }
    await p.seller.agent.get(`/api/v1/me/statement?financial_year=${year}&format=xlsx`).expect(400);
    await t.http().get(`/api/v1/me/statement?financial_year=${year}`).expect(401);
  });

  it('Admin > Tax: GST by head and by state for a period, equal to what the ledger’s fee accounts earned; CSV; staff only', async () => {
    await b.purchase({ buy: 1, buyerFeePercent: 10 });
    const summary = (await admin.agent.get('/api/v1/admin/tax/summary').expect(200)).body;
    expect(summary.net.total).toBeGreaterThan(0);
    expect(summary.net.total).toBe(summary.fees_in_ledger);
    expect(summary.net.total).toBe(summary.invoices.total - summary.credit_notes.total);
    for (const figures of [summary.invoices, summary.credit_notes, summary.net, ...summary.by_state]) {
      expect(figures.taxable + figures.cgst + figures.sgst + figures.utgst + figures.igst).toBe(figures.total);
    }
    expect(summary.by_state).toContainEqual(expect.objectContaining({ state: 'Karnataka', state_code: '29' }));
    expect(summary.by_state.reduce((sum: number, s: { total: number }) => sum + s.total, 0)).toBe(summary.net.total);

    const csv = await admin.agent
      .get(`/api/v1/admin/tax/summary?from=${summary.from}&to=${summary.to}&format=csv`)
      .expect(200);
    expect(csv.text).toContain(
      'Place of supply,State code,Documents,Taxable value (INR),CGST (INR),SGST (INR),UTGST (INR),IGST (INR),Total (INR)',
    );
    expect(csv.text).toContain('Karnataka,29,');

    // A period with nothing in it, and periods that are not ones.
    const empty = (await admin.agent.get('/api/v1/admin/tax/summary?from=2021-04-01&to=2021-06-30').expect(200)).body;
    expect([empty.net.total, empty.fees_in_ledger, empty.by_state]).toEqual([0, 0, []]);
    for (const bad of [
      'from=2026-02-30',
      'from=yesterday',
      'from=2026-12-01&to=2026-11-01',
      'from=2024-04-01&to=2026-03-31',
    ]) {
      await admin.agent.get(`/api/v1/admin/tax/summary?${bad}`).expect(400);
    }
    const someone = await newSignedInUser(t);
    await someone.agent.get('/api/v1/admin/tax/summary').expect(403);
  });
});
