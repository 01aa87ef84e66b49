import { drainPhonePeSandbox } from '../../../../test/harness/phonepe-sandbox.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { buying } from '../../../../test/harness/buying.js';
import { pdfFile } from '../../../../test/harness/files.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';

export type Person = Awaited<ReturnType<typeof newSignedInUser>>;
export interface Sale {
  buyer: Person;
  transferId: string;
}

/** Real sales for the sellers module's tests: paid in the PhonePe sandbox, sent, confirmed, over HTTP. */
export function sales(t: TestApp) {
  const b = buying(t);

  /** What the sandbox and the outbox owe the app now (transfers, refunds, emails), until nothing is left. */
  const drainAll = async () => {
    for (let round = 0; round < 3; round++) {
      await drainPhonePeSandbox(t);
      await t.app.get(Outbox).drain();
    }
  };

  /** One ticket of `listingId` bought and paid by a new buyer. */
  async function buy(listingId: string): Promise<Sale> {
    const buyer = await newSignedInUser(t);
    const placed = await b.pay(buyer.agent, { listingId, quantity: 1, platformId: 'fan@district' }).expect(201);
    await b.decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await drainAll();
    const [transfer] = await t.sql<{ id: string }>('select id from ticket_transfers where transaction_id = ?', [
      placed.body.id,
    ]);
    return { buyer, transferId: transfer!.id };
  }

  /** The seller's proof of the mobile transfer, then (`confirmed`) the buyer's 'I have received my tickets'. */
  async function send(seller: Person, sale: Sale, { confirmed = true } = {}): Promise<void> {
    await seller.agent
      .post(`/api/v1/me/sales/${sale.transferId}/proof`)
      .attach('files', pdfFile, 'sent.pdf')
      .expect(201);
    if (confirmed) await sale.buyer.agent.post(`/api/v1/me/purchases/${sale.transferId}/confirm`).expect(200);
    await drainAll();
  }

  return { b, drainAll, buy, send };
}
