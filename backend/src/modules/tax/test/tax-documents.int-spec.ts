import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { paise } from '@ticketsetu/contracts/money';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { IdentityService } from '../../identity/index.js';
import { buyerRefunded, paymentCaptured, type PostResult, transferCompleted } from '../../ledger/index.js';
import { TaxDocuments } from '../index.js';

/** The entry as ledger.post would hand it back after writing it (the ledger itself is tested beside it). */
const written = (entry: ReturnType<typeof paymentCaptured>): PostResult => ({
  created: true,
  entry: { ...entry, id: '1', recordedAt: entry.occurredAt },
});

describe('tax documents, the tax module booted alone', () => {
  let t: TestApp;
  let documents: TaxDocuments;
  let orm: MikroORM;
  let buyerId: string;
  const at = new Date('2026-11-27T10:00:00+05:30');

  beforeAll(async () => {
    t = await createModuleTestApp('tax');
    documents = t.app.get(TaxDocuments);
    orm = t.app.get(MikroORM);
    const buyer = await RequestContext.create(orm.em, () =>
      t.app.get(IdentityService).createAccount({
        email: `buyer-${randomUUID()}@example.in`,
        password: 'correct horse battery',
        fullName: 'Asha Rao',
      }),
    );
    buyerId = buyer.id;
  });
  afterAll(() => t.close());

  const capture = (buyerFee = 30_000, occurredAt = at) =>
    paymentCaptured({
      orderId: randomUUID(),
      buyerId,
      subtotal: paise(300_000),
      buyerFee: paise(buyerFee),
      creditApplied: paise(0),
      total: paise(300_000 + buyerFee),
      occurredAt,
    });
  const issue = (entry: ReturnType<typeof capture>, recipient = buyerId) =>
    orm.em
      .fork()
      .transactional((tx) => documents.issueFor(tx, written(entry), { recipientId: recipient, eventState: null }));
  /** A saved address, as the profile saves one (identity's user_addresses); its id. */
  const saveAddress = async (userId: string, a: { line: string; city: string; state: string; pincode: string }) => {
    const [row] = await t.sql<{ id: string }>(
      `insert into user_addresses (id, user_id, address_line1, area, city, state, pincode, is_default, created_at, updated_at)
       values (?, ?, ?, 'Bandra', ?, ?, ?, false, now(), now()) returning id`,
      [randomUUID(), userId, a.line, a.city, a.state, a.pincode],
    );
    return row!.id;
  };
  const inMumbai = (line: string) => ({ line, city: 'Mumbai', state: 'Maharashtra', pincode: '400050' });
  const inBengaluru = (line: string) => ({ line, city: 'Bengaluru', state: 'Karnataka', pincode: '560025' });
  const makeDefault = async (userId: string, addressId: string) => {
    await t.sql('update user_addresses set is_default = false where user_id = ?', [userId]);
    await t.sql('update user_addresses set is_default = true where id = ?', [addressId]);
  };
  const serials = async (series: string, year: string) =>
    (
      await t.sql<{ serial: number; number: string }>(
        'select serial, number from tax_documents where series = ? and financial_year = ? order by serial',
        [series, year],
      )
    ).map((r) => r.serial);

  it('numbers concurrent sales gaplessly in their series and year: a sale that rolls back gives its serial back', async () => {
    const before = (await serials('B', '2026-27')).length;
    const attempts = Array.from({ length: 24 }, (_, i) => i);
    const results = await Promise.allSettled(
      attempts.map((i) =>
        orm.em.fork().transactional(async (tx) => {
          const document = await documents.issueFor(tx, written(capture(1_000 + i)), {
            recipientId: buyerId,
            eventState: null,
          });
          // Every third sale fails after its invoice was numbered (say, its order could not be saved).
          if (i % 3 === 0) throw new Error(`sale ${i} rolled back`);
          return document;
        }),
      ),
    );
    const issued = results.filter((r) => r.status === 'fulfilled');
    expect(issued).toHaveLength(16);
    const numbered = await serials('B', '2026-27');
    expect(numbered).toEqual(Array.from({ length: before + 16 }, (_, i) => i + 1));
    const [counter] = await t.sql<{ last_serial: number }>(
      "select last_serial from tax_document_serials where series = 'B' and financial_year = '2026-27'",
    );
    expect(counter!.last_serial).toBe(before + 16);
  });

  it('starts each financial year at 1, and keeps each series apart', async () => {
    const march = await issue(capture(1_180, new Date('2027-03-31T23:59:00+05:30')));
    const april = await issue(capture(1_180, new Date('2027-04-01T00:00:00+05:30')));
    expect([march!.number.slice(0, 9), april!.number]).toEqual(['B2026-27/', 'B2027-28/0000001']);
    const sellerFee = transferCompleted({
      orderId: randomUUID(),
      sellerId: buyerId,
      gross: paise(100_000),
      sellerFee: paise(5_000),
      occurredAt: at,
    });
    const seller = await orm.em
      .fork()
      .transactional((tx) => documents.issueFor(tx, written(sellerFee), { recipientId: buyerId, eventState: null }));
    expect(seller).toMatchObject({ kind: 'invoice', recipientRole: 'seller', series: 'S' });
    expect(await serials('S', '2026-27')).toEqual([1]);
  });

  it('splits the fee as rule 46 prints it: within the supplier’s state CGST + SGST, across states IGST; the parts add up', async () => {
    const local = await issue(capture(30_000));
    expect(local).toMatchObject({
      recipientName: 'Asha Rao',
      recipientAddress: null,
      recipientState: null,
      supplierState: 'Karnataka',
      supplierGstin: '29AABCT0000C1Z6',
      sac: '998554',
      placeOfSupply: 'Karnataka',
      placeOfSupplyBasis: 'supplier-location',
      taxable: 25_424,
      cgst: 2_288,
      sgst: 2_288,
      igst: 0,
      total: 30_000,
    });
    // Two saved addresses: the default one (Mumbai) is the address on record, not the first saved.
    await saveAddress(buyerId, inBengaluru('12 Residency Road'));
    const mumbai = await saveAddress(buyerId, inMumbai('4B Sea Breeze'));
    await makeDefault(buyerId, mumbai);
    const across = await issue(capture(30_000));
    expect(across).toMatchObject({
      recipientAddress: '4B Sea Breeze, Bandra, Mumbai, Maharashtra - 400050',
      recipientState: 'Maharashtra',
      placeOfSupply: 'Maharashtra',
      placeOfSupplyBasis: 'recipient-address',
      cgst: 0,
      sgst: 0,
      igst: 4_576,
      taxable: 25_424,
    });
  });

  it('a credit note keeps its invoice’s place of supply and address after the recipient moves', async () => {
    const bengaluru = await saveAddress(buyerId, inBengaluru('7 MG Road'));
    const mumbai = await saveAddress(buyerId, inMumbai('9 Hill Road'));
    await makeDefault(buyerId, mumbai);
    const entry = capture(11_800);
    const invoice = await issue(entry);
    await makeDefault(buyerId, bengaluru);
    const refund = buyerRefunded({
      orderId: entry.orderId!,
      buyerId,
      subtotal: paise(300_000),
      buyerFee: paise(11_800),
      creditApplied: paise(0),
      total: paise(311_800),
      refundId: randomUUID(),
      occurredAt: at,
    });
    const note = await orm.em
      .fork()
      .transactional((tx) => documents.issueFor(tx, written(refund), { recipientId: buyerId, eventState: null }));
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoiceId: invoice!.id,
      recipientAddress: '9 Hill Road, Bandra, Mumbai, Maharashtra - 400050',
      placeOfSupply: 'Maharashtra',
      placeOfSupplyBasis: 'recipient-address',
      igst: 1_800,
      cgst: 0,
    });
    expect(await issue(capture(11_800))).toMatchObject({ placeOfSupply: 'Karnataka', cgst: 900, sgst: 900 });
  });

  it('issues nothing for a repeat of a posting, or an entry that moved no fee', async () => {
    const entry = capture(0);
    expect(await issue(entry)).toBeNull();
    const repeat = { created: false, entry: written(capture()).entry };
    expect(
      await orm.em
        .fork()
        .transactional((tx) => documents.issueFor(tx, repeat, { recipientId: buyerId, eventState: null })),
    ).toBeNull();
  });

  it('a document is immutable: the database refuses to change, delete or truncate one', async () => {
    const document = await issue(capture());
    await expect(t.sql('update tax_documents set total = 1 where id = ?', [document!.id])).rejects.toThrow(
      /immutable once issued: UPDATE/,
    );
    await expect(t.sql('delete from tax_documents where id = ?', [document!.id])).rejects.toThrow(
      /immutable once issued: DELETE/,
    );
    await expect(t.sql('truncate tax_documents cascade')).rejects.toThrow(/immutable once issued: TRUNCATE/);
  });
});
