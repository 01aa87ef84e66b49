import { extractText, getDocumentProxy } from 'unpdf';
import { LedgerService } from '../../src/modules/ledger/index.js';
import { newSignedInUser } from './auth.js';
import { buying } from './buying.js';
import { pdfFile } from './files.js';
import { createTestApp, type TestApp } from './test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

/** A tax document as GET /api/v1/me/tax-documents lists it. */
export interface ListedDocument {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  order_id: string;
  invoice_number: string | null;
  place_of_supply: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  pdf_url: string;
}

/** What tests of tax documents do through HTTP: list them, download and read their PDFs, move a sale on. */
export function taxDocumentSteps(b: ReturnType<typeof buying>, admin: Person) {
  const documents = async (person: Person, role: 'buyer' | 'seller'): Promise<ListedDocument[]> =>
    (await person.agent.get(`/api/v1/me/tax-documents?role=${role}`).expect(200)).body;
  const sendProof = (seller: Person, transferId: string) =>
    seller.agent.post(`/api/v1/me/sales/${transferId}/proof`).attach('files', pdfFile, 'sent.pdf').expect(201);
  /** The buyer disputes and staff refund `amount` (all of what stands when omitted); the refund settles. */
  async function refundByDispute(buyer: Person, transferId: string, amount?: number) {
    const opened = await buyer.agent
      .post(`/api/v1/me/purchases/${transferId}/dispute`)
      .field('reason', 'not_received')
      .field('description', 'Nothing arrived in my District account.')
      .expect(201);
    await admin.agent
      .post(`/api/v1/admin/disputes/${opened.body.dispute.id}/resolve`)
      .send({ outcome: 'refund', note: 'The tickets never arrived.', amount })
      .expect(200);
    for (let round = 0; round < 3; round++) await b.drainAll(); // the refund's webhook, then what follows it
  }
  const download = (person: Person, url: string) =>
    person.agent
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  return { documents, sendProof, refundByDispute, download };
}

/** The text of a PDF, its pages joined, each run of white space (a line wrapped by the layout) one space. */
export const pdfText = async (bytes: Buffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, ' ');

/**
 * For a describe block of tax documents through HTTP: the whole app listening (with `overrides` of its
 * settings), its buying and tax-document steps, a reader of a listed document's PDF, and the ledger's
 * invariants checked after each test. The fields are set in beforeAll.
 */
export function taxDocumentsApp(overrides: Record<string, string> = {}) {
  const app = {} as {
    t: TestApp;
    b: ReturnType<typeof buying>;
    steps: ReturnType<typeof taxDocumentSteps>;
    readPdf: (person: Person, document: ListedDocument) => Promise<string>;
  };
  beforeAll(async () => {
    app.t = await createTestApp(overrides, { listen: true });
    app.b = buying(app.t);
    app.steps = taxDocumentSteps(app.b, await newSignedInUser(app.t, { admin: true }));
    app.readPdf = async (person, document) =>
      pdfText((await app.steps.download(person, document.pdf_url).expect(200)).body as Buffer);
  });
  afterEach(async () => {
    expect(await app.t.app.get(LedgerService).checkInvariants()).toEqual([]);
  });
  afterAll(() => app.t.close());
  return app;
}
