import { jest } from '@jest/globals';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import { pngDeclaring, ticketPng, variantOf } from '../../../../test/harness/proof-corpus.mjs';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { ProofFingerprints } from '../application/proof-fingerprints.js';
import { ProofScanner } from '../infrastructure/proof-scan/proof-scanner.js';

type Seller = Awaited<ReturnType<typeof newSignedInUser>>;

/** What a proof's codes and pictures mean across sellers (ADR 62), through HTTP and the outbox. */
describe('proof fingerprints', () => {
  let t: TestApp;
  let admin: Seller;
  beforeAll(async () => {
    t = await createModuleTestApp('backoffice');
    admin = await newSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  const list = async (
    seller: Seller,
    eventId: string,
    files: { bytes: Buffer; name: string }[],
    quantity = 1,
  ): Promise<string> => {
    const req = seller.agent
      .post('/api/v1/listings')
      .field('eventId', eventId)
      .field('price', '900')
      .field('quantity', String(quantity))
      .field('ticketType', 'mobile')
      .field('mobileTicketType', 'bookmyshow')
      .field('upiId', 'seller@okaxis');
    for (const f of files) req.attach('files', f.bytes, f.name);
    const res = await req.expect(201);
    return res.body.listing.id as string;
  };
  const review = async (id: string) => {
    for (const tab of ['pending', 'verified', 'rejected']) {
      const res = await admin.agent.get(`/api/v1/admin/listings?tab=${tab}&search=${id}`).expect(200);
      if (res.body.length) return res.body[0];
    }
    throw new Error(`listing ${id} not in any tab`);
  };
  const drain = () => t.app.get(Outbox).drain();
  const png = (n: number) => ticketPng('qr', n);

  // First: every later ticket is drawn on the same template, so looks like this one too.
  it("tells staff a picture looks like another seller's listing, and never refuses for it", async () => {
    const event = await factories(t).event();
    const [a, b] = [await newSignedInUser(t), await newSignedInUser(t)];
    const first = await list(a, event.id, [{ bytes: await png(6), name: 'a.png' }]);
    const second = await list(b, event.id, [{ bytes: await png(7), name: 'b.png' }]);
    await drain();
    const [row] = await t.sql<{ status: string }>('select status from tickets where id = ?', [second]);
    expect(row!.status).toBe('pending_approval');
    const looks = (await review(second)).proof_flags.filter((f: { kind: string }) => f.kind === 'looks_like');
    expect(looks).toEqual([
      expect.objectContaining({ distance: expect.any(Number), other_listing: expect.objectContaining({ id: first }) }),
    ]);
    await admin.agent.post(`/api/v1/admin/listings/${second}/verify`).send({}).expect(200);
    const [decision] = await t.sql<{ after: { proofFlags: string } }>(
      `select after from audit_entries where kind = 'listing.verified' and target_id = ?`,
      [second],
    );
    expect(decision!.after.proofFlags).toContain(`looks_like:${first}@`);
  });

  it("refuses a second seller's screenshot of a ticket on sale, flags the first, emails and audits", async () => {
    const event = await factories(t).event();
    const [a, b] = [await newSignedInUser(t), await newSignedInUser(t)];
    const original = await png(1);
    const first = await list(a, event.id, [{ bytes: original, name: 'ticket.png' }]);

    // Staff cannot verify before the proofs are read.
    const early = await admin.agent.post(`/api/v1/admin/listings/${first}/verify`).send({}).expect(409);
    expect(early.body.detail).toMatch(/still being read/);
    await drain();
    await admin.agent.post(`/api/v1/admin/listings/${first}/verify`).send({}).expect(200);

    const screenshot = await variantOf(await variantOf(original, 'cropped10').then((v) => v.bytes), 'screenshot');
    const second = await list(b, event.id, [{ bytes: screenshot.bytes, name: 'Screenshot.jpg' }]);
    await drain();

    const [refused] = await t.sql<{ status: string; remarks: string }>(
      'select status, remarks from tickets where id = ?',
      [second],
    );
    expect(refused).toEqual({ status: 'cancelled', remarks: LISTING_MESSAGES.sameTicketListed });
    const [mail] = await t.sql<{ subject: string; text: string }>(
      `select subject, text from dev_mailbox where recipient = ? and subject like '%could not be verified'`,
      [b.form.email],
    );
    expect(mail!.subject).toBe(`Your listing for ${event.title} could not be verified`);
    expect(mail!.text).toContain(LISTING_MESSAGES.sameTicketListed);
    expect(mail!.text).not.toContain(a.form.email);

    // Staff see each listing flagged with the other, its status and seller.
    const flaggedFirst = await review(first);
    expect(flaggedFirst.proof_flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'same_code',
          other_listing: { id: second, status: 'cancelled', seller: expect.objectContaining({ id: b.id }) },
        }),
      ]),
    );
    expect((await review(second)).proof_flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'same_code', other_listing: expect.objectContaining({ id: first }) }),
      ]),
    );
    const filtered = await admin.agent.get('/api/v1/admin/listings?tab=verified&flag=same_code').expect(200);
    expect(filtered.body.map((l: { id: string }) => l.id)).toContain(first);
    const audit = await t.sql<{ kind: string; target_id: string; actor_id: string }>(
      `select kind, target_id, actor_id from audit_entries where kind in ('listing.refused', 'listing.flagged') and actor_id = ?`,
      [b.id],
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { kind: 'listing.refused', target_id: second, actor_id: b.id },
        { kind: 'listing.flagged', target_id: first, actor_id: b.id },
      ]),
    );

    // Nothing of the code in clear: only its keyed hash.
    const stored = await t.sql<{ code_hash: string }>('select code_hash from proof_codes where listing_id = ?', [
      first,
    ]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses the same seller's second listing too, and a PDF of the ticket", async () => {
    const event = await factories(t).event();
    const a = await newSignedInUser(t);
    const original = await png(2);
    await list(a, event.id, [{ bytes: original, name: 't.png' }]);
    const pdf = await variantOf(original, 'pdf');
    const again = await list(a, event.id, [{ bytes: pdf.bytes, name: 't.pdf' }]);
    await drain();
    const [row] = await t.sql<{ status: string }>('select status from tickets where id = ?', [again]);
    expect(row!.status).toBe('cancelled');
  });

  it('frees the codes of a withdrawn listing', async () => {
    const event = await factories(t).event();
    const [a, b] = [await newSignedInUser(t), await newSignedInUser(t)];
    const original = await png(3);
    const first = await list(a, event.id, [{ bytes: original, name: 't.png' }]);
    await drain();
    await a.agent.post(`/api/v1/listings/${first}/withdraw`).expect(200);
    const second = await list(b, event.id, [{ bytes: original, name: 't.png' }]);
    await drain();
    const [row] = await t.sql<{ status: string }>('select status from tickets where id = ?', [second]);
    expect(row!.status).toBe('pending_approval');
  });

  it('frees the codes of a listing staff rejected', async () => {
    const event = await factories(t).event();
    const [a, b] = [await newSignedInUser(t), await newSignedInUser(t)];
    const original = await png(11);
    const first = await list(a, event.id, [{ bytes: original, name: 't.png' }]);
    await drain();
    await admin.agent.post(`/api/v1/admin/listings/${first}/reject`).send({ remarks: 'Unclear proof' }).expect(200);
    expect(await t.sql('select 1 from proof_codes where listing_id = ? and released_at is null', [first])).toEqual([]);
    const second = await list(b, event.id, [{ bytes: original, name: 't.png' }]);
    await drain();
    const [row] = await t.sql<{ status: string }>('select status from tickets where id = ?', [second]);
    expect(row!.status).toBe('pending_approval');
  });

  it('refuses a HEIC photo as proof of ticket at upload, saying why, and lists nothing', async () => {
    const event = await factories(t).event();
    const a = await newSignedInUser(t);
    // An ISO-BMFF header with the HEIC brand: what a phone's photo starts with.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic', 'latin1'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    const res = await a.agent
      .post('/api/v1/listings')
      .field('eventId', event.id)
      .field('price', '900')
      .field('quantity', '1')
      .field('ticketType', 'mobile')
      .field('mobileTicketType', 'bookmyshow')
      .field('upiId', 'seller@okaxis')
      .attach('files', heic, 'IMG_0042.HEIC')
      .expect(400);
    expect(res.body.detail).toBe(`IMG_0042.HEIC: ${LISTING_MESSAGES.heicNotRead}`);
    expect(await t.sql('select 1 from tickets where seller_id = ?', [a.id])).toEqual([]);
  });

  it('refuses one code on two files of a listing, and flags fewer codes than tickets and files with none', async () => {
    const event = await factories(t).event();
    const a = await newSignedInUser(t);
    const original = await png(4);
    const twice = await list(
      a,
      event.id,
      [
        { bytes: original, name: 'one.png' },
        { bytes: (await variantOf(original, 'jpeg60')).bytes, name: 'two.jpg' },
      ],
      2,
    );
    const fewer = await list(
      a,
      event.id,
      [
        { bytes: await png(5), name: 'one.png' },
        { bytes: pngDeclaring(50_000, 50_000), name: 'bomb.png' },
      ],
      3,
    );
    await drain();
    const [refused] = await t.sql<{ status: string; remarks: string }>(
      'select status, remarks from tickets where id = ?',
      [twice],
    );
    expect(refused).toEqual({ status: 'cancelled', remarks: LISTING_MESSAGES.sameTicketTwice });
    const flags = (await review(fewer)).proof_flags.map((f: { kind: string; detail: string }) => [f.kind, f.detail]);
    expect(flags).toEqual(
      expect.arrayContaining([
        [
          'no_code',
          'bomb.png: no code read. The image declares 50000 × 50000 pixels, more than the 40 megapixels read',
        ],
        ['fewer_codes', '3 tickets, but 1 distinct ticket code found'],
      ]),
    );
  });

  it('lets exactly one of two sellers keep a code both upload at the same moment', async () => {
    const event = await factories(t).event();
    const original = await png(8);
    const sellers = await Promise.all([1, 2, 3].map(() => newSignedInUser(t)));
    const ids = await Promise.all(sellers.map((s) => list(s, event.id, [{ bytes: original, name: 't.png' }])));
    const fingerprints = t.app.get(ProofFingerprints);
    await Promise.all(ids.map((id) => fingerprints.fingerprint(id)));
    const idArray = `{${ids.join(',')}}`;
    const rows = await t.sql<{ status: string }>('select status from tickets where id = any(?::uuid[])', [idArray]);
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'cancelled', 'pending_approval']);
    const live = await t.sql('select 1 from proof_codes where listing_id = any(?::uuid[]) and released_at is null', [
      idArray,
    ]);
    expect(live).toHaveLength(1);
  });

  it('loses nothing and repeats nothing when the job stops half-way', async () => {
    const event = await factories(t).event();
    const a = await newSignedInUser(t);
    const id = await list(
      a,
      event.id,
      [
        { bytes: await png(9), name: 'one.png' },
        { bytes: await png(10), name: 'two.png' },
      ],
      2,
    );
    const scanner = t.app.get(ProofScanner);
    const real = scanner.scan.bind(scanner);
    let reads = 0;
    // The process dies while reading the second file: the first file's result is already committed.
    const spy = jest.spyOn(scanner, 'scan').mockImplementation(async (request) => {
      reads++;
      if (reads === 2) throw new Error('killed mid-job');
      return real(request);
    });
    await expect(t.app.get(ProofFingerprints).fingerprint(id)).rejects.toThrow('killed mid-job');
    expect(
      await t.sql('select 1 from listing_files where listing_id = ? and scanned_at is not null', [id]),
    ).toHaveLength(1);
    // The outbox runs it again: only the second file is read, and the verdict is made once.
    await drain();
    await drain();
    expect(reads).toBe(3);
    spy.mockRestore();
    const codes = await t.sql('select 1 from proof_codes where listing_id = ?', [id]);
    expect(codes).toHaveLength(2);
    const [row] = await t.sql<{ status: string; proofs_checked_at: Date | null }>(
      'select status, proofs_checked_at from tickets where id = ?',
      [id],
    );
    expect(row!.status).toBe('pending_approval');
    expect(row!.proofs_checked_at).not.toBeNull();
    const repeated = await t.sql(
      `select kind, other_listing_id from listing_flags where listing_id = ? group by 1, 2 having count(*) > 1`,
      [id],
    );
    expect(repeated).toEqual([]);
    expect(await t.sql(`select 1 from listing_flags where listing_id = ? and kind <> 'looks_like'`, [id])).toEqual([]);
  });
});
