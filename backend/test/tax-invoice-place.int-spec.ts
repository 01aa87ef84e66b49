// Whole app: where a fee is supplied, from the buyer's or seller's saved address (identity) on the tax module's invoices.
import type { newSignedInUser } from './harness/auth.js';
import { type AddressForm, MUMBAI } from './harness/buying.js';
import { taxDocumentsApp } from './harness/tax-documents.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

const BENGALURU: AddressForm = {
  addressLine1: '12 Residency Road',
  area: 'Shanthala Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};
const MUMBAI_TEXT = 'Address on record: 4B Sea Breeze, Bandra West, Mumbai, Maharashtra - 400050';
const BENGALURU_TEXT = 'Address on record: 12 Residency Road, Shanthala Nagar, Bengaluru, Karnataka - 560025';
const BY_ADDRESS = 'Place of supply by the recipient’s address on record (IGST Act 2017, s.12(2)(b)(i))';

/**
 * The place of supply of a fee is the recipient's default saved address at the time of supply (IGST Act
 * s.12(2)(b)(i)), the company's state (Karnataka) when they saved none (s.12(2)(b)(ii)); a credit note
 * keeps its invoice's place (issue 33 items 1 and 2, ADR 48). The demo company is in Karnataka.
 */
describe('the place of supply of the platform’s fees, by the recipient’s address on record', () => {
  const app = taxDocumentsApp();

  const moveTo = async (person: Person, address: AddressForm) => {
    const id = await app.b.saveAddress(person.agent, address);
    await person.agent.put(`/api/v1/me/addresses/${id}/default`).expect(200);
  };
  /** The sale's ticket moves and the buyer confirms: the seller fee is invoiced. */
  const complete = async (p: Awaited<ReturnType<typeof app.b.purchase>>) => {
    await app.steps.sendProof(p.seller, p.transferId);
    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
    await app.b.drainAll();
  };

  it('a buyer in Maharashtra pays IGST on the buyer fee, a seller in Karnataka CGST + SGST on the seller fee; the PDFs print the address; credit notes keep the place after a move', async () => {
    // ₹1,500 × 2: a 10 % buyer fee (₹300.00, GST ₹45.76 inside) and a 5 % seller fee (₹150.00, GST ₹22.88).
    const p = await app.b.purchase({ buy: 2, buyerFeePercent: 10, addresses: { buyer: MUMBAI, seller: BENGALURU } });
    const [buyerInvoice] = await app.steps.documents(p.buyer, 'buyer');
    expect(buyerInvoice).toMatchObject({
      kind: 'invoice',
      place_of_supply: 'Maharashtra',
      taxable: 25_424,
      cgst: 0,
      sgst: 0,
      igst: 4_576,
      total: 30_000,
    });
    const buyerPdf = await app.readPdf(p.buyer, buyerInvoice!);
    for (const expected of [MUMBAI_TEXT, 'State: Maharashtra (27)', 'Place of supply: Maharashtra (27)', BY_ADDRESS]) {
      expect(buyerPdf).toContain(expected);
    }
    expect(buyerPdf).toContain('IGST @ 18%');
    expect(buyerPdf).not.toContain('CGST');

    await complete(p);
    const [sellerInvoice] = await app.steps.documents(p.seller, 'seller');
    expect(sellerInvoice).toMatchObject({
      kind: 'invoice',
      place_of_supply: 'Karnataka',
      taxable: 12_712,
      cgst: 1_144,
      sgst: 1_144,
      igst: 0,
      total: 15_000,
    });
    const sellerPdf = await app.readPdf(p.seller, sellerInvoice!);
    for (const expected of [BENGALURU_TEXT, 'Place of supply: Karnataka (29)', BY_ADDRESS, 'CGST @ 9%', 'SGST @ 9%']) {
      expect(sellerPdf).toContain(expected);
    }

    // Both move (a new default address) before everything is refunded: the credit notes correct the supplies
    // as they were made, at the invoices' places, and print the addresses those came from.
    await moveTo(p.buyer, BENGALURU);
    await moveTo(p.seller, MUMBAI);
    await app.steps.refundByDispute(p.buyer, p.transferId);
    const buyerNotes = (await app.steps.documents(p.buyer, 'buyer')).filter((d) => d.kind === 'credit_note');
    const sellerNotes = (await app.steps.documents(p.seller, 'seller')).filter((d) => d.kind === 'credit_note');
    expect(buyerNotes.length).toBeGreaterThan(0);
    expect(sellerNotes.length).toBeGreaterThan(0);
    for (const note of buyerNotes) expect(note).toMatchObject({ place_of_supply: 'Maharashtra', cgst: 0, sgst: 0 });
    for (const note of sellerNotes) expect(note).toMatchObject({ place_of_supply: 'Karnataka', igst: 0 });
    expect(buyerNotes.reduce((sum, d) => sum + d.igst, 0)).toBe(4_576);
    expect(sellerNotes.reduce((sum, d) => sum + d.cgst + d.sgst, 0)).toBe(2_288);
    const notePdf = await app.readPdf(p.buyer, buyerNotes[0]!);
    for (const expected of ['Credit Note', MUMBAI_TEXT, 'Place of supply: Maharashtra (27)', BY_ADDRESS]) {
      expect(notePdf).toContain(expected);
    }
    expect(notePdf).not.toContain('Bengaluru, Karnataka - 560025');
    // And a past invoice is not rewritten by the move.
    expect(await app.readPdf(p.buyer, buyerInvoice!)).toContain(MUMBAI_TEXT);
  });

  it('a buyer with no saved address pays CGST + SGST at the company’s state; a seller in Maharashtra pays IGST on the seller fee', async () => {
    const p = await app.b.purchase({ buy: 2, buyerFeePercent: 10, addresses: { seller: MUMBAI } });
    const [buyerInvoice] = await app.steps.documents(p.buyer, 'buyer');
    expect(buyerInvoice).toMatchObject({ place_of_supply: 'Karnataka', cgst: 2_288, sgst: 2_288, igst: 0 });
    const buyerPdf = await app.readPdf(p.buyer, buyerInvoice!);
    expect(buyerPdf).toContain('Place of supply: Karnataka (29)');
    expect(buyerPdf).toContain(
      'Place of supply by the supplier’s location, no address of the recipient being on record (IGST Act 2017, s.12(2)(b)(ii))',
    );
    expect(buyerPdf).not.toContain('Address on record');

    await complete(p);
    const [sellerInvoice] = await app.steps.documents(p.seller, 'seller');
    expect(sellerInvoice).toMatchObject({ place_of_supply: 'Maharashtra', cgst: 0, sgst: 0, igst: 2_288 });
    expect(await app.readPdf(p.seller, sellerInvoice!)).toContain(MUMBAI_TEXT);
  });
});
