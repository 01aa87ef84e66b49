import { RATING_MESSAGES as m } from '@ticketsetu/contracts/sellers';
import { newSignedInUser, signIn } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { type Person, sales } from './sales.js';

const DAY = 24 * 3_600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Buyers' ratings of sellers (issue 35) over HTTP on real purchases: who may rate and when, once (also
 * two at once), changed for 14 days, answered once by the seller, hidden by staff with a reason in the
 * audit log, counted only where the purchase stands, and never through the seller's own second account.
 */
describe('ratings by buyers who bought', () => {
  let t: TestApp;
  let s: ReturnType<typeof sales>;
  let b: ReturnType<typeof sales>['b'];
  let admin: Person;
  const drainAll = () => s.drainAll();

  beforeAll(async () => {
    t = await createModuleTestApp('backoffice', {}, { listen: true });
    s = sales(t);
    b = s.b;
    admin = await newSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  /** A purchase whose seller sent the tickets; `confirmed`: the buyer confirmed receipt too. */
  async function purchase({ confirmed = true } = {}) {
    const p = await b.purchase();
    await s.send(p.seller, p, { confirmed });
    return p;
  }
  const rate = (buyer: Person, transferId: string, body: object) =>
    buyer.agent.post(`/api/v1/me/purchases/${transferId}/rating`).send(body);
  const profileOf = async (id: string) => (await t.http().get(`/api/v1/sellers/${id}`).expect(200)).body;
  const publicRatings = async (id: string, query = '') =>
    (await t.http().get(`/api/v1/sellers/${id}/ratings${query}`).expect(200)).body;

  it('the buyer rates a completed purchase once, with stars and a comment; it shows on the profile as "4.0 ★"', async () => {
    const p = await purchase({ confirmed: false });
    expect((await rate(p.buyer, p.transferId, { stars: 4 }).expect(409)).body.detail).toBe(m.notComplete);
    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
    await drainAll();

    const stranger = await newSignedInUser(t);
    expect((await rate(stranger, p.transferId, { stars: 1 }).expect(404)).body.detail).toBe(m.purchaseNotFound);
    expect((await rate(p.seller, p.transferId, { stars: 5 }).expect(404)).body.detail).toBe(m.purchaseNotFound);
    expect((await rate(p.buyer, UNKNOWN, { stars: 5 }).expect(404)).body.detail).toBe(m.purchaseNotFound);

    const saved = await rate(p.buyer, p.transferId, { stars: 4, comment: '  Quick and friendly.  ' }).expect(201);
    expect(saved.body).toMatchObject({
      message: m.rated,
      rating: {
        purchase_id: p.transferId,
        seller_id: p.seller.id,
        stars: 4,
        comment: 'Quick and friendly.',
        reply: null,
      },
    });
    expect(Date.parse(saved.body.rating.editable_until) - Date.parse(saved.body.rating.created_at)).toBe(14 * DAY);
    expect((await rate(p.buyer, p.transferId, { stars: 5 }).expect(409)).body.detail).toBe(m.alreadyRated);

    expect(await profileOf(p.seller.id)).toMatchObject({ rating_average: 4, rating_count: 1, completed_sales: 1 });
    const { ratings, total } = await publicRatings(p.seller.id);
    expect(total).toBe(1);
    expect(ratings).toEqual([
      expect.objectContaining({ stars: 4, comment: 'Quick and friendly.', comment_hidden: false, reply: null }),
    ]);
    expect(ratings[0].event_title).toMatch(/^Event /);
    // No buyer is named on the public list.
    expect(JSON.stringify(ratings)).not.toContain(p.buyer.id);
    expect(JSON.stringify(ratings)).not.toContain('Kavya');
    expect((await p.buyer.agent.get('/api/v1/me/ratings').expect(200)).body).toEqual([saved.body.rating]);
  });

  it('refuses bad stars and long comments with clear 400s, changing nothing', async () => {
    const p = await purchase();
    for (const stars of [0, 6, 4.5, '5', null]) {
      const res = await rate(p.buyer, p.transferId, { stars }).expect(400);
      expect(res.body.detail).toBe(m.invalidStars);
    }
    expect((await rate(p.buyer, p.transferId, {}).expect(400)).body.errors).toMatchObject([
      { field: 'stars', message: m.invalidStars },
    ]);
    const long = await rate(p.buyer, p.transferId, { stars: 5, comment: 'x'.repeat(501) }).expect(400);
    expect(long.body.errors).toMatchObject([{ field: 'comment', message: m.commentTooLong }]);
    expect(await t.sql('select 1 from seller_ratings where transfer_id = ?', [p.transferId])).toEqual([]);
    await rate(p.buyer, p.transferId, { stars: 5, comment: 'x'.repeat(500) }).expect(201);
  });

  it('two submits at once make one rating', async () => {
    const p = await purchase();
    const tries = await Promise.all([1, 2, 3, 4].map((stars) => rate(p.buyer, p.transferId, { stars })));
    expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of tries.filter((r) => r.status === 409)) expect(refused.body.detail).toBe(m.alreadyRated);
    expect(await t.sql('select stars from seller_ratings where transfer_id = ?', [p.transferId])).toHaveLength(1);
  });

  it('can be changed for 14 days, not after', async () => {
    const p = await purchase();
    await rate(p.buyer, p.transferId, { stars: 2, comment: 'Slow.' }).expect(201);
    const change = (body: object) => p.buyer.agent.patch(`/api/v1/me/purchases/${p.transferId}/rating`).send(body);
    const changed = await change({ stars: 4 }).expect(200);
    expect(changed.body).toMatchObject({ message: m.changed, rating: { stars: 4, comment: 'Slow.' } });
    expect((await change({ comment: null }).expect(200)).body.rating.comment).toBeNull();
    expect((await change({ stars: 9 }).expect(400)).body.detail).toBe(m.invalidStars);
    const other = await newSignedInUser(t);
    expect(
      (await other.agent.patch(`/api/v1/me/purchases/${p.transferId}/rating`).send({ stars: 1 }).expect(404)).body
        .detail,
    ).toBe(m.purchaseNotFound);

    t.clock.advance(14 * DAY);
    try {
      p.buyer.agent = (await signIn(t, p.buyer.form.email)).agent;
      expect((await change({ stars: 5 }).expect(409)).body.detail).toBe(m.editClosed);
      expect((await profileOf(p.seller.id)).rating_average).toBe(4);
    } finally {
      t.clock.advance(-14 * DAY);
    }
  });

  it('the seller answers once; nobody else can', async () => {
    const p = await purchase();
    await rate(p.buyer, p.transferId, { stars: 5, comment: 'Great.' }).expect(201);
    const received = (await p.seller.agent.get('/api/v1/me/seller-ratings').expect(200)).body;
    expect(received).toMatchObject({ total: 1, ratings: [{ stars: 5, comment: 'Great.', counts: true }] });
    const id = received.ratings[0].id as string;
    const answer = (who: Person, reply: unknown) =>
      who.agent.post(`/api/v1/me/seller-ratings/${id}/reply`).send({ reply });

    expect((await answer(p.buyer, 'Me too').expect(404)).body.detail).toBe(m.ratingNotFound);
    expect((await answer(p.seller, '   ').expect(400)).body.detail).toBe(m.replyRequired);
    expect((await answer(p.seller, 'x'.repeat(501)).expect(400)).body.detail).toBe(m.replyTooLong);
    expect((await answer(p.seller, 'Thank you, enjoy the show!').expect(200)).body.message).toBe(m.answered);
    expect((await answer(p.seller, 'Again').expect(409)).body.detail).toBe(m.alreadyAnswered);
    expect((await publicRatings(p.seller.id)).ratings[0]).toMatchObject({ reply: 'Thank you, enjoy the show!' });
  });

  it('staff hide a comment with a reason, in the audit log; the stars still count and staff cannot change them', async () => {
    const p = await purchase();
    await rate(p.buyer, p.transferId, { stars: 1, comment: 'Call him on 98xxxxxx, he is a cheat' }).expect(201);
    const [row] = (await admin.agent.get(`/api/v1/admin/ratings?search=${p.seller.form.email}`).expect(200)).body;
    expect(row).toMatchObject({ stars: 1, comment: 'Call him on 98xxxxxx, he is a cheat', comment_hidden_at: null });
    expect(row.seller).toMatchObject({ id: p.seller.id, email: p.seller.form.email });

    const hide = (body: object) => admin.agent.post(`/api/v1/admin/ratings/${row.id}/hide`).send(body);
    expect((await hide({ reason: ' ' }).expect(400)).body.detail).toBe(m.hideReasonRequired);
    expect((await hide({ reason: 'A phone number' }).expect(200)).body.message).toBe(m.hidden);
    expect((await hide({ reason: 'Again' }).expect(409)).body.detail).toBe(m.alreadyHidden);
    expect(
      (await admin.agent.post(`/api/v1/admin/ratings/${UNKNOWN}/hide`).send({ reason: 'x' }).expect(404)).body.detail,
    ).toBe(m.ratingNotFound);

    const [shown] = (await publicRatings(p.seller.id)).ratings;
    expect(shown).toMatchObject({ stars: 1, comment: null, comment_hidden: true });
    expect((await p.seller.agent.get('/api/v1/me/seller-ratings').expect(200)).body.ratings[0]).toMatchObject({
      comment: null,
      comment_hidden: true,
    });
    expect(await profileOf(p.seller.id)).toMatchObject({ rating_average: 1, rating_count: 1 });
    expect(
      await t.sql('select actor_id, kind, target, after from audit_entries where target_id = ?', [row.id]),
    ).toEqual([
      {
        actor_id: admin.id,
        kind: 'rating.comment_hidden',
        target: 'rating',
        after: { comment_hidden: true, comment_hidden_reason: 'A phone number' },
      },
    ]);
    // No staff route changes stars: a body naming them is refused, and hiding kept them.
    await hide({ reason: 'x', stars: 5 }).expect(400);
    expect((await t.sql<{ stars: number }>('select stars from seller_ratings where id = ?', [row.id]))[0]!.stars).toBe(
      1,
    );

    await admin.agent.post(`/api/v1/admin/ratings/${row.id}/restore`).expect(200);
    expect((await publicRatings(p.seller.id)).ratings[0].comment).toBe('Call him on 98xxxxxx, he is a cheat');
    expect((await admin.agent.post(`/api/v1/admin/ratings/${row.id}/restore`).expect(409)).body.detail).toBe(
      m.notHidden,
    );
    const hiddenOnly = (await admin.agent.get(`/api/v1/admin/ratings?show=hidden&search=${row.id}`).expect(200)).body;
    expect(hiddenOnly).toEqual([]);
  });

  it('counts a disputed purchase only once the dispute is resolved without a refund; a refunded one never', async () => {
    const openDispute = async (p: Awaited<ReturnType<typeof purchase>>) =>
      (
        await p.buyer.agent
          .post(`/api/v1/me/purchases/${p.transferId}/dispute`)
          .field('reason', 'invalid_at_gate')
          .field('description', 'Refused at the gate.')
          .expect(201)
      ).body.dispute as { id: string };
    const resolve = (id: string, body: object) =>
      admin.agent.post(`/api/v1/admin/disputes/${id}/resolve`).send(body).expect(200);

    const kept = await purchase();
    await rate(kept.buyer, kept.transferId, { stars: 5 }).expect(201);
    const dispute = await openDispute(kept);
    expect(await profileOf(kept.seller.id)).toMatchObject({ rating_count: 0, rating_average: null });
    expect((await publicRatings(kept.seller.id)).ratings).toEqual([]);
    expect((await kept.seller.agent.get('/api/v1/me/seller-ratings').expect(200)).body.ratings[0].counts).toBe(false);
    await resolve(dispute.id, { outcome: 'release', note: 'The tickets were valid.' });
    await drainAll();
    expect(await profileOf(kept.seller.id)).toMatchObject({ rating_count: 1, rating_average: 5, completed_sales: 1 });

    const refunded = await purchase();
    await rate(refunded.buyer, refunded.transferId, { stars: 1, comment: 'Refused at the gate' }).expect(201);
    await resolve((await openDispute(refunded)).id, { outcome: 'refund', note: 'Invalid tickets.' });
    await drainAll();
    expect(await profileOf(refunded.seller.id)).toMatchObject({
      rating_count: 0,
      completed_sales: 0,
      clean_sale_share: 0,
    });

    const partly = await purchase();
    await rate(partly.buyer, partly.transferId, { stars: 2 }).expect(201);
    await resolve((await openDispute(partly)).id, { outcome: 'refund', amount: 50_000, note: 'A part back.' });
    await drainAll();
    expect(await profileOf(partly.seller.id)).toMatchObject({ rating_count: 0, completed_sales: 0 });
  });

  it("refuses a rating through an account sharing the seller's UPI id or phone, now or before, and says why", async () => {
    const p = await purchase();
    // The buyer's profile names the UPI id the seller's listing pays (whatever its case).
    await p.buyer.agent.patch('/api/v1/me').send({ upiId: 'Seller@OKAXIS' }).expect(200);
    expect((await rate(p.buyer, p.transferId, { stars: 5 }).expect(403)).body.detail).toBe(m.selfRating);
    await p.buyer.agent.patch('/api/v1/me').send({ upiId: 'someone.else@okicici' }).expect(200);
    // Changing it back does not help: the id was the buyer's once.
    expect((await rate(p.buyer, p.transferId, { stars: 5 }).expect(403)).body.detail).toBe(m.selfRating);

    const q = await purchase();
    await t.sql("update tickets set upi_id = 'q.seller@okhdfc' where seller_id = ?", [q.seller.id]);
    const sellerPhone = q.seller.form.phone;
    await q.seller.agent.patch('/api/v1/me').send({ phone: '+919700000001' }).expect(200);
    await q.buyer.agent.patch('/api/v1/me').send({ phone: sellerPhone }).expect(200);
    expect((await rate(q.buyer, q.transferId, { stars: 5 }).expect(403)).body.detail).toBe(m.selfRating);
    expect(
      await t.sql('select 1 from seller_ratings where transfer_id in (?, ?)', [p.transferId, q.transferId]),
    ).toEqual([]);
  });

  it('asks for the rating in the email that says the transfer is complete', async () => {
    const p = await purchase();
    const [mail] = await t.sql<{ text: string }>(
      `select text from dev_mailbox where recipient = ? and text like '%transfer is complete%'`,
      [p.buyer.form.email],
    );
    expect(mail!.text).toContain(`Rate them: http://localhost:3000/tickets?tab=purchases&rate=${p.transferId}`);
  });

  it('pages the public ratings, newest first', async () => {
    const { seller, listing } = await b.onSale({ quantity: 3 });
    const bought = [await s.buy(listing.id), await s.buy(listing.id), await s.buy(listing.id)];
    for (const [i, sale] of bought.entries()) {
      await s.send(seller, sale);
      await rate(sale.buyer, sale.transferId, { stars: 3 + i, comment: `Rating ${i + 1}` }).expect(201);
      t.clock.advance(1000);
    }
    const first = await publicRatings(seller.id, '?limit=2');
    expect(first.total).toBe(3);
    expect(first.ratings.map((r: { comment: string }) => r.comment)).toEqual(['Rating 3', 'Rating 2']);
    const second = await publicRatings(seller.id, '?limit=2&offset=2');
    expect(second.ratings.map((r: { comment: string }) => r.comment)).toEqual(['Rating 1']);
    expect(await profileOf(seller.id)).toMatchObject({ rating_average: 4, rating_count: 3 });
    const bad = await t.http().get(`/api/v1/sellers/${seller.id}/ratings?limit=0`).expect(400);
    expect(bad.body.detail).toBe('Limit must be a whole number from 1 to 50');
  });
});
