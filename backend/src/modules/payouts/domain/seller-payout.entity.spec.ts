import { randomUUID } from 'node:crypto';
import { paise } from '@ticketsetu/contracts/money';
import { SellerPayout, type Withholding } from './seller-payout.entity.js';

const at = new Date('2026-11-24T10:00:00Z');
const admin = randomUUID();

const noTds: Withholding = { tds: paise(0), rule: 'exempt', rateBasisPoints: 0, pan: 'ABCPE1234F' };
/** No PAN: 5 % of the sale withheld (s.206AA). */
const withoutPan = (tds: number): Withholding => ({
  tds: paise(tds),
  rule: 'without-pan',
  rateBasisPoints: 500,
  pan: null,
});

function sellerPayout(gross = 300_000, percent = 5, tds = noTds) {
  return SellerPayout.create({
    transferId: randomUUID(),
    orderId: randomUUID(),
    sellerId: randomUUID(),
    upiId: 'seller@okaxis',
    gross: paise(gross),
    sellerFeePercent: percent,
    tds,
    at,
  });
}

const events = (payout: SellerPayout) => payout.pullRecordedEvents().map((e) => e.type);

describe('a seller payout', () => {
  it('is gross − fee by UPI to the listing’s UPI id, pending', () => {
    const payout = sellerPayout();
    expect(payout).toMatchObject({
      type: 'seller_payout',
      amount: 285_000,
      platformFee: 15_000,
      status: 'pending',
      payoutMethod: 'upi',
      payoutDetails: 'seller@okaxis',
      attempt: 0,
    });
    expect(events(payout)).toEqual(['PayoutCreated']);
  });

  it('is cancelled at once when the seller fee takes the whole price', () => {
    const payout = sellerPayout(300_000, 100);
    expect(payout).toMatchObject({ amount: 0, platformFee: 300_000, status: 'cancelled' });
    expect(payout.pullChanges()).toMatchObject([
      { from: 'pending', to: 'cancelled', reason: 'Nothing to pay: the seller fee takes the whole price' },
    ]);
  });

  it('needs a UTR and no open dispute to be processed; each processing is a new attempt', () => {
    const payout = sellerPayout();
    const change = { by: admin, at };
    expect(() => payout.changeByStaff({ ...change, to: 'processed', held: false })).toThrow(
      'Please enter the UPI transaction reference (UTR) of the payment',
    );
    expect(() => payout.changeByStaff({ ...change, to: 'processed', utr: '123456789012', held: true })).toThrow(
      'This payout is on hold while a dispute is open',
    );
    expect(payout.status).toBe('pending');

    expect(payout.changeByStaff({ ...change, to: 'processed', utr: '123456789012', held: false })).toEqual({
      kind: 'processed',
      attempt: 1,
    });
    expect(payout).toMatchObject({ status: 'processed', utr: '123456789012', processedAt: at });
    // A double click is no change; another UTR for a processed payout is refused.
    expect(payout.changeByStaff({ ...change, to: 'processed', utr: '123456789012', held: false })).toEqual({
      kind: 'none',
    });
    expect(() => payout.changeByStaff({ ...change, to: 'processed', utr: '999999999999', held: false })).toThrow(
      'This payout is already processed',
    );

    expect(() => payout.changeByStaff({ ...change, to: 'failed', held: false })).toThrow(
      'Please enter the reason the payout failed',
    );
    expect(payout.changeByStaff({ ...change, to: 'failed', reason: 'UPI id closed', held: false })).toEqual({
      kind: 'undone',
      attempt: 1,
    });
    expect(payout).toMatchObject({ status: 'failed', utr: null, processedAt: null, failureReason: 'UPI id closed' });
    expect(payout.changeByStaff({ ...change, to: 'processed', utr: '222233334444', held: false })).toEqual({
      kind: 'processed',
      attempt: 2,
    });
    expect(payout.changeByStaff({ ...change, to: 'pending', held: false })).toEqual({ kind: 'undone', attempt: 2 });
    expect(events(payout)).toEqual(['PayoutCreated', 'PayoutProcessed', 'PayoutFailed', 'PayoutProcessed']);
    expect(payout.pullChanges().map((c) => `${c.from}->${c.to}#${c.attempt} ${c.utr}`)).toEqual([
      'pending->processed#1 123456789012',
      'processed->failed#1 null',
      'failed->processed#2 222233334444',
      'processed->pending#2 null',
    ]);
  });

  it('failing one never processed moves no money', () => {
    const payout = sellerPayout();
    expect(payout.changeByStaff({ to: 'failed', reason: 'Wrong UPI id', held: false, by: admin, at })).toEqual({
      kind: 'none',
    });
  });

  it('shrinks when a dispute takes part of the sale back, and is cancelled when nothing is left', () => {
    const payout = sellerPayout();
    expect(payout.takeBack(paise(100_000), at, 'Dispute')).toEqual({ gross: 100_000, sellerFee: 5_000, tds: 0 });
    expect(payout).toMatchObject({ amount: 190_000, platformFee: 10_000, status: 'pending' });
    payout.takeBack(paise(200_000), at, 'Dispute');
    expect(payout).toMatchObject({ amount: 0, platformFee: 0, status: 'cancelled' });
    expect(() => payout.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at })).toThrow(
      'This payout was cancelled: the sale was refunded to the buyer',
    );
  });

  it('withholds the income tax from what it pays, and gives it back in proportion when the sale is taken back', () => {
    const payout = sellerPayout(300_000, 5, withoutPan(15_000));
    expect(payout).toMatchObject({
      amount: 270_000,
      platformFee: 15_000,
      tds: 15_000,
      tdsWithheld: 15_000,
      tdsPan: null,
    });
    expect(payout.takeBack(paise(100_000), at, 'Dispute')).toEqual({ gross: 100_000, sellerFee: 5_000, tds: 5_000 });
    expect(payout).toMatchObject({ amount: 180_000, platformFee: 10_000, tdsWithheld: 10_000 });
    // Odd amounts: each reversal gives back its share, and all of them give back exactly what was withheld.
    expect(payout.takeBack(paise(33_333), at, 'Dispute').tds).toBe(1_667);
    expect(payout.takeBack(paise(166_667), at, 'Dispute').tds).toBe(8_333);
    expect(payout).toMatchObject({
      amount: 0,
      platformFee: 0,
      tdsWithheld: 0,
      tdsReversed: 15_000,
      status: 'cancelled',
    });
  });

  it('refuses to withhold more than the sale pays', () => {
    expect(() => sellerPayout(300_000, 5, withoutPan(285_001))).toThrow(RangeError);
  });

  it('cannot be taken back once paid', () => {
    const payout = sellerPayout();
    payout.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at });
    expect(() => payout.takeBack(paise(1_000), at, 'Dispute')).toThrow(/already been paid/);
  });

  it('is announced as due only while pending with something to pay', () => {
    const payout = sellerPayout();
    payout.pullRecordedEvents();
    payout.announceDue();
    expect(events(payout)).toEqual(['SellerPayoutDue']);
    payout.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at });
    payout.pullRecordedEvents();
    payout.announceDue();
    expect(events(payout)).toEqual([]);
  });

  describe('held where the risk is', () => {
    const releaseAt = new Date('2026-12-03T15:30:00Z');
    function held() {
      const payout = sellerPayout();
      payout.heldUntil(releaseAt, 'first_sales');
      payout.pullRecordedEvents();
      return payout;
    }

    it('is not announced due while held, and is once its time has passed', () => {
      const payout = held();
      payout.announceDue();
      expect(events(payout)).toEqual([]);
      expect(payout.releaseWhenDue(releaseAt)).toBe(false); // the last moment of the window is still held
      expect(payout.riskHeld).toBe(true);
      const after = new Date(releaseAt.getTime() + 1);
      expect(payout.releaseWhenDue(after)).toBe(true);
      expect(payout).toMatchObject({ riskHeld: false, releasedAt: after, releaseAt, releaseReason: 'first_sales' });
      expect(payout.releaseWhenDue(after)).toBe(false); // released once
      payout.announceDue();
      expect(events(payout)).toEqual(['SellerPayoutDue']);
      expect(payout.pullChanges()).toEqual([]); // a release is no change of status
    });

    it('is released early by staff only while held and pending', () => {
      const payout = held();
      payout.releaseEarly(at);
      expect(payout).toMatchObject({ riskHeld: false, releasedAt: at });
      expect(() => payout.releaseEarly(at)).toThrow('This payout is not on hold until after the event');
      expect(() => sellerPayout().releaseEarly(at)).toThrow('This payout is not on hold until after the event');
      const failed = held();
      failed.changeByStaff({ to: 'failed', reason: 'Wrong UPI id', held: false, by: admin, at });
      expect(() => failed.releaseEarly(at)).toThrow('Only a pending payout can be released');
    });

    it('is released early when staff pay it, but not past an open dispute', () => {
      const payout = held();
      expect(() => payout.changeByStaff({ to: 'processed', utr: '123456789012', held: true, by: admin, at })).toThrow(
        'This payout is on hold while a dispute is open',
      );
      expect(payout.riskHeld).toBe(true);
      payout.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at });
      expect(payout).toMatchObject({ status: 'processed', riskHeld: false, releasedAt: at });
    });
  });

  describe('paid by a payouts API', () => {
    const later = new Date('2026-11-24T10:05:00Z');
    const report = (state: 'in_progress' | 'processed' | 'failed' | 'reversed', utr: string | null = null) => ({
      reference: 'pout_1',
      state,
      utr,
      reason: state === 'processed' || state === 'in_progress' ? null : 'BENEFICIARY_BANK_DOWN',
    });
    function submitted() {
      const payout = sellerPayout();
      payout.pullRecordedEvents();
      payout.submitted('pout_1', 1, at);
      return payout;
    }

    it('is processed with the UTR the provider returns, once, as a new attempt', () => {
      const payout = submitted();
      expect(payout.providerReported(report('in_progress'), later)).toEqual({ kind: 'none' });
      expect(payout.providerReported(report('processed', '412345678901'), later)).toEqual({
        kind: 'processed',
        attempt: 1,
      });
      expect(payout).toMatchObject({ status: 'processed', utr: '412345678901', processedAt: later, attempt: 1 });
      expect(payout.providerReported(report('processed', '412345678901'), later)).toEqual({ kind: 'none' });
      expect(events(payout)).toEqual(['PayoutProcessed']);
      expect(payout.pullChanges()).toMatchObject([{ from: 'pending', to: 'processed', by: null }]);
    });

    it('waits for a UTR: processed without a 12-digit one is not proof yet', () => {
      const payout = submitted();
      expect(payout.providerReported(report('processed'), later)).toEqual({ kind: 'none' });
      expect(payout.providerReported(report('processed', 'UTR-NOT-UPI'), later)).toEqual({ kind: 'none' });
      expect(payout.status).toBe('pending');
    });

    it('fails with the provider’s reason and nothing to undo when it was never paid', () => {
      const payout = submitted();
      expect(payout.providerReported(report('failed'), later)).toEqual({ kind: 'none' });
      expect(payout).toMatchObject({ status: 'failed', failureReason: 'BENEFICIARY_BANK_DOWN' });
      expect(events(payout)).toEqual(['PayoutFailed']);
    });

    it('undoes the processed attempt when the bank reverses the payment, and never goes back', () => {
      const payout = submitted();
      payout.providerReported(report('processed', '412345678901'), later);
      expect(payout.providerReported(report('reversed'), later)).toEqual({ kind: 'undone', attempt: 1 });
      expect(payout).toMatchObject({ status: 'failed', utr: null, processedAt: null });
      expect(payout.failureReason).toBe('The payment was reversed by the bank: BENEFICIARY_BANK_DOWN');
      expect(payout.providerReported(report('processed', '412345678901'), later)).toEqual({ kind: 'none' });
      expect(payout.status).toBe('failed');
    });

    it('ignores answers about another try’s payment, and a staff retry is a new try', () => {
      const payout = submitted();
      expect(payout.providerReported({ ...report('processed', '412345678901'), reference: 'pout_0' }, later)).toEqual({
        kind: 'none',
      });
      payout.providerReported(report('failed'), later);
      expect(payout.paymentTry).toBe(1);
      payout.changeByStaff({ to: 'pending', held: false, by: admin, at: later });
      expect(payout).toMatchObject({ status: 'pending', paymentTry: 2, providerReference: null });
      expect(payout.providerReported(report('processed', '412345678901'), later)).toEqual({ kind: 'none' });
      expect(payout.submitted('pout_1b', 1, later)).toBe(false); // the first try's answer, late
      expect(payout.submitted('pout_2', 2, later)).toBe(true);
      expect(payout.submitted('pout_2', 2, later)).toBe(false);
    });
  });

  describe('a change of UPI id, approved by staff', () => {
    const later = new Date('2026-11-24T11:00:00Z');
    const failed = () => {
      const payout = sellerPayout();
      payout.changeByStaff({
        to: 'failed',
        reason: 'The UPI ID could not be found at the bank',
        held: false,
        by: admin,
        at,
      });
      return payout;
    };

    it('is asked while the payout is due, replaces an older request, and is never paid before approval', () => {
      const payout = sellerPayout();
      payout.requestUpiChange('old.guess@ybl', null, at);
      payout.requestUpiChange(' asha.rao@okaxis ', 'Asha Rao', later);
      expect(payout).toMatchObject({
        payoutDetails: 'seller@okaxis',
        requestedUpiId: 'asha.rao@okaxis',
        requestedUpiName: 'Asha Rao',
        upiChangeRequestedAt: later,
      });
      expect(() => failed().requestUpiChange('asha.rao@okaxis', null, later)).not.toThrow();
    });

    it('is refused once the payout is paid or cancelled, and for the id it already goes to', () => {
      const paid = sellerPayout();
      paid.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at });
      expect(() => paid.requestUpiChange('asha.rao@okaxis', null, later)).toThrow(
        'The UPI ID can only be changed while the payout is still to be paid',
      );
      expect(() => sellerPayout(300_000, 100).requestUpiChange('asha.rao@okaxis', null, later)).toThrow(
        'The UPI ID can only be changed while the payout is still to be paid',
      );
      expect(() => sellerPayout().requestUpiChange('Seller@OKAXIS', null, later)).toThrow(
        'This payout already goes to this UPI ID',
      );
    });

    it('approved, the payout goes to the new id; rejected, it keeps its id; either clears the request', () => {
      const approved = failed();
      approved.requestUpiChange('asha.rao@okaxis', 'Asha Rao', at);
      approved.approveUpiChange(later);
      expect(approved).toMatchObject({
        payoutDetails: 'asha.rao@okaxis',
        requestedUpiId: null,
        requestedUpiName: null,
        upiChangeRequestedAt: null,
        status: 'failed',
      });
      const rejected = failed();
      rejected.requestUpiChange('asha.rao@okaxis', 'Asha Rao', at);
      rejected.rejectUpiChange(later);
      expect(rejected).toMatchObject({ payoutDetails: 'seller@okaxis', requestedUpiId: null, requestedUpiName: null });
      const none = 'No change of UPI ID is waiting for approval on this payout';
      expect(() => rejected.approveUpiChange(later)).toThrow(none);
      expect(() => rejected.rejectUpiChange(later)).toThrow(none);
    });

    it('is not approved while a payment to the old id is with the payouts API, nor once paid', () => {
      const inFlight = sellerPayout();
      inFlight.requestUpiChange('asha.rao@okaxis', null, at);
      inFlight.submitted('pout_1', 1, at);
      expect(() => inFlight.approveUpiChange(later)).toThrow(
        'This payout is being sent to its current UPI ID; approve the change if it fails',
      );
      inFlight.changeByStaff({ to: 'processed', utr: '123456789012', held: false, by: admin, at: later });
      expect(() => inFlight.approveUpiChange(later)).toThrow(
        'The UPI ID can only be changed while the payout is still to be paid',
      );
      inFlight.rejectUpiChange(later);
      expect(inFlight).toMatchObject({ payoutDetails: 'seller@okaxis', requestedUpiId: null });
    });
  });
});
