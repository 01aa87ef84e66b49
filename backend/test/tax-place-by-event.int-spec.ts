// Whole app: the PLACE_OF_SUPPLY_HEAD setting switches every fee document between IGST s.12(2)(b) and s.12(6) (ADR 58).
import { PLACE_OF_SUPPLY_BASES } from '@ticketsetu/contracts/tax';
import { newSignedInUser } from './harness/auth.js';
import { MUMBAI } from './harness/buying.js';
import { taxDocumentsApp } from './harness/tax-documents.js';

const BY_EVENT = `Place of supply by ${PLACE_OF_SUPPLY_BASES['event-location']}`;
const BY_ADDRESS = `Place of supply by ${PLACE_OF_SUPPLY_BASES['recipient-address']}`;

/**
 * One sale under each head: the buyer and the seller live in Maharashtra, the event is in Bengaluru
 * (Karnataka), the demo company is in Karnataka. By the recipient's address every fee is inter-state
 * (IGST); by the event's location every fee is supplied in Karnataka (CGST + SGST). The credit notes of
 * the refund keep their invoices' place.
 */
function placeOfSupplyTests(head: 'recipient-address' | 'event-location') {
  const app = taxDocumentsApp({ PLACE_OF_SUPPLY_HEAD: head });
  const byEvent = head === 'event-location';

  it(`${head}: the buyer's and the seller's invoices and credit notes, a Maharashtra buyer at a Karnataka event`, async () => {
    // ₹1,500 × 2: a 10 % buyer fee (₹300.00, GST ₹45.76 inside) and a 5 % seller fee (₹150.00, GST ₹22.88).
    const p = await app.b.purchase({
      buy: 2,
      buyerFeePercent: 10,
      city: 'Bengaluru',
      addresses: { buyer: MUMBAI, seller: MUMBAI },
    });
    expect(p.event.state).toBe('Karnataka');
    const [buyerInvoice] = await app.steps.documents(p.buyer, 'buyer');
    expect(buyerInvoice).toMatchObject(
      byEvent
        ? { place_of_supply: 'Karnataka', cgst: 2_288, sgst: 2_288, igst: 0, total: 30_000 }
        : { place_of_supply: 'Maharashtra', cgst: 0, sgst: 0, igst: 4_576, total: 30_000 },
    );
    const buyerPdf = await app.readPdf(p.buyer, buyerInvoice!);
    expect(buyerPdf).toContain(byEvent ? 'Place of supply: Karnataka (29)' : 'Place of supply: Maharashtra (27)');
    expect(buyerPdf).toContain(byEvent ? BY_EVENT : BY_ADDRESS);
    // The address on record is printed either way: it is the recipient's, whatever places the supply.
    expect(buyerPdf).toContain('4B Sea Breeze, Bandra West, Mumbai, Maharashtra - 400050');
    expect(buyerPdf).toContain(byEvent ? 'CGST @ 9%' : 'IGST @ 18%');

    await app.steps.sendProof(p.seller, p.transferId);
    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
    await app.b.drainAll();
    const [sellerInvoice] = await app.steps.documents(p.seller, 'seller');
    expect(sellerInvoice).toMatchObject(
      byEvent
        ? { place_of_supply: 'Karnataka', cgst: 1_144, sgst: 1_144, igst: 0 }
        : { place_of_supply: 'Maharashtra', cgst: 0, sgst: 0, igst: 2_288 },
    );
    expect(await app.readPdf(p.seller, sellerInvoice!)).toContain(byEvent ? BY_EVENT : BY_ADDRESS);

    await app.steps.refundByDispute(p.buyer, p.transferId);
    const buyerNotes = (await app.steps.documents(p.buyer, 'buyer')).filter((d) => d.kind === 'credit_note');
    const sellerNotes = (await app.steps.documents(p.seller, 'seller')).filter((d) => d.kind === 'credit_note');
    expect(buyerNotes.length).toBeGreaterThan(0);
    expect(sellerNotes.length).toBeGreaterThan(0);
    const notes = [...buyerNotes, ...sellerNotes];
    for (const note of notes) {
      expect(note).toMatchObject(
        byEvent ? { place_of_supply: 'Karnataka', igst: 0 } : { place_of_supply: 'Maharashtra', cgst: 0, sgst: 0 },
      );
    }
    const gstBack = notes.reduce((sum, d) => sum + d.cgst + d.sgst + d.igst, 0);
    expect(gstBack).toBe(4_576 + 2_288);
    const notePdf = await app.readPdf(p.buyer, buyerNotes[0]!);
    expect(notePdf).toContain(byEvent ? BY_EVENT : BY_ADDRESS);
  });

  it(`${head}: a buyer with no saved address`, async () => {
    const p = await app.b.purchase({ buy: 2, buyerFeePercent: 10, city: 'Bengaluru' });
    const [buyerInvoice] = await app.steps.documents(p.buyer, 'buyer');
    // Both heads land in Karnataka here, for different reasons: the event is there, or the company is.
    expect(buyerInvoice).toMatchObject({ place_of_supply: 'Karnataka', cgst: 2_288, sgst: 2_288, igst: 0 });
    const pdf = await app.readPdf(p.buyer, buyerInvoice!);
    expect(pdf).toContain(byEvent ? BY_EVENT : `Place of supply by ${PLACE_OF_SUPPLY_BASES['supplier-location']}`);
    expect(pdf).not.toContain('Address on record');
  });

  it(`${head}: an event staff have not placed in a state`, async () => {
    const sale = await app.b.onSale({ city: 'Goa' });
    await app.t.sql('update events set state = null where id = ?', [sale.event.id]);
    const buyer = await newSignedInUser(app.t);
    const body = { listingId: sale.listing.id, quantity: 1, platformId: 'buyer@district' };
    if (byEvent) {
      // No invoice could be placed: the sale is refused before anything is held or charged.
      const refused = await app.b.pay(buyer.agent, body).expect(409);
      expect(refused.body).toMatchObject({
        code: 'EVENT_NOT_PLACED',
        detail: 'Tickets for this event cannot be bought right now. Please try again later.',
      });
      expect(await app.t.sql('select id from transactions where ticket_id = ?', [sale.listing.id])).toEqual([]);
    } else {
      // The recipient's address places it: the event's state is not needed.
      await app.b.pay(buyer.agent, body).expect(201);
    }
  });
}

describe('fees placed by the recipient’s address (IGST s.12(2)(b), the default head)', () => {
  placeOfSupplyTests('recipient-address');
});

describe('fees placed where the event is held (IGST s.12(6), PLACE_OF_SUPPLY_HEAD=event-location)', () => {
  placeOfSupplyTests('event-location');
});
