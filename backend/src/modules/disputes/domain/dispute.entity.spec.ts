import { paise } from '@ticketsetu/contracts/money';
import { Dispute, type NewDispute } from './dispute.entity.js';
import { disputeReference, referenceYear } from './reference.js';

const at = new Date('2026-12-01T10:00:00+05:30');
const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
const input = (over: Partial<NewDispute> = {}): NewDispute => ({
  reference: 'TS-D-2026-000001',
  transferId: 't1',
  orderId: 'o1',
  buyerId: 'buyer',
  sellerId: 'seller',
  reason: 'not_received',
  description: '  The seller never transferred the tickets to my District account.  ',
  at,
  ...over,
});

describe('Dispute', () => {
  it('opens with the legal deadlines, a first timeline entry and DisputeOpened', () => {
    const { dispute, entry } = Dispute.open(input());
    expect(dispute).toMatchObject({
      status: 'open',
      reason: 'not_received',
      description: 'The seller never transferred the tickets to my District account.',
      openedAt: at,
      acknowledgeBy: later(48),
      resolveBy: later(30 * 24),
      acknowledgedAt: null,
      closedAt: null,
    });
    expect(entry).toMatchObject({ kind: 'opened', role: 'buyer', by: 'buyer', body: dispute.description });
    expect(dispute.pullEntries()).toEqual([entry]);
    expect(dispute.pullRecordedEvents()).toEqual([
      {
        type: 'DisputeOpened',
        payload: {
          disputeId: dispute.id,
          reference: 'TS-D-2026-000001',
          transferId: 't1',
          buyerId: 'buyer',
          sellerId: 'seller',
        },
      },
    ]);
  });

  it('refuses a missing reason, an unknown one, a blank or overlong description, naming the field', () => {
    expect(() => Dispute.open(input({ reason: undefined }))).toThrow(
      expect.objectContaining({ message: 'Please choose what went wrong', field: 'reason', status: 400 }),
    );
    expect(() => Dispute.open(input({ reason: 'late' }))).toThrow('Please choose what went wrong');
    expect(() => Dispute.open(input({ description: '   ' }))).toThrow(
      expect.objectContaining({ message: 'Please describe the problem', field: 'description' }),
    );
    expect(() => Dispute.open(input({ description: 'x'.repeat(4001) }))).toThrow(
      'Please keep the description to 4000 characters or fewer',
    );
    expect(Dispute.open(input({ description: 'x'.repeat(4000) })).dispute.description).toHaveLength(4000);
  });

  it('is acknowledged when staff first move it; the seller answering puts it under review', () => {
    const { dispute } = Dispute.open(input());
    dispute.pullRecordedEvents();
    const ack = dispute.acknowledge('staff-1', 'awaiting_seller', later(3), 'We have asked the seller.');
    expect(dispute).toMatchObject({ status: 'awaiting_seller', acknowledgedAt: later(3), acknowledgedBy: 'staff-1' });
    expect(ack).toMatchObject({ kind: 'acknowledged', fromStatus: 'open', toStatus: 'awaiting_seller' });
    expect(() => dispute.acknowledge('staff-1', 'under_review', later(4))).toThrow(
      'This dispute is already acknowledged',
    );
    const answer = dispute.postByParty('seller', 'seller', 'I sent them on 1 Dec, screenshot attached.', later(5));
    expect(answer).toMatchObject({ role: 'seller', fromStatus: 'awaiting_seller', toStatus: 'under_review' });
    expect(dispute.status).toBe('under_review');
    // A buyer's further message moves nothing.
    expect(dispute.postByParty('buyer', 'buyer', 'Still nothing in my account.', later(6))).toMatchObject({
      fromStatus: null,
      toStatus: null,
    });
    expect(dispute.pullRecordedEvents().map((e) => e.payload)).toEqual([
      { disputeId: dispute.id, entryId: ack.id, kind: 'acknowledged', by: 'staff' },
      { disputeId: dispute.id, entryId: answer.id, kind: 'message', by: 'seller' },
      expect.objectContaining({ kind: 'message', by: 'buyer' }),
    ]);
  });

  it('keeps internal notes out of the events and lets staff message both parties, moving the dispute', () => {
    const { dispute } = Dispute.open(input());
    dispute.pullRecordedEvents();
    expect(dispute.addNote('staff-1', 'Seller has 3 earlier disputes.', later(1))).toMatchObject({
      kind: 'note',
      internal: true,
    });
    expect(dispute.pullRecordedEvents()).toEqual([]);
    expect(dispute.acknowledgedAt).toBeNull(); // a note is not an acknowledgement
    dispute.postByStaff('staff-1', 'Could the seller share the transfer screenshot?', later(2), 'awaiting_seller');
    expect(dispute).toMatchObject({ status: 'awaiting_seller', acknowledgedAt: later(2) });
    expect(() => dispute.postByStaff('staff-1', 'x', later(2), 'resolved_refund')).toThrow(
      'A message can only ask the seller (awaiting seller) or move the dispute under review',
    );
    expect(() => dispute.postByStaff('staff-1', ' ', later(2))).toThrow('Please write a message');
  });

  it('resolves with a refund or a release, closing it for good; resolving unacknowledged acknowledges it', () => {
    const { dispute } = Dispute.open(input());
    expect(() => dispute.resolve('staff-1', { outcome: 'refund', note: ' ' }, later(1))).toThrow(
      'Please explain the decision to the buyer and the seller',
    );
    const entry = dispute.resolve(
      'staff-1',
      {
        outcome: 'refund',
        note: 'One of the two tickets was invalid.',
        refund: { amount: paise(150_000), payoutId: 'p1' },
      },
      later(1),
    );
    expect(dispute).toMatchObject({
      status: 'resolved_refund',
      acknowledgedAt: later(1),
      closedAt: later(1),
      closedBy: 'staff-1',
      refundAmount: 150_000,
      refundPayoutId: 'p1',
      resolutionNote: 'One of the two tickets was invalid.',
    });
    expect(entry).toMatchObject({ kind: 'resolved', refundAmount: 150_000, toStatus: 'resolved_refund' });
    expect(() => dispute.postByParty('buyer', 'buyer', 'thanks', later(2))).toThrow('This dispute is closed');
    expect(() => dispute.resolve('staff-1', { outcome: 'release', note: 'x' }, later(2))).toThrow(
      'This dispute is closed',
    );
    expect(() => dispute.withdraw('buyer', later(2))).toThrow('This dispute is closed');
    expect(dispute.addNote('staff-1', 'Refund confirmed by PhonePe.', later(3)).internal).toBe(true);

    const release = Dispute.open(input()).dispute;
    release.acknowledge('staff-1', 'under_review', later(1));
    release.resolve('staff-1', { outcome: 'release', note: 'The transfer is visible in District.' }, later(2));
    expect(release).toMatchObject({ status: 'resolved_release', acknowledgedAt: later(1), refundAmount: null });
  });

  it('may be withdrawn by its buyer only, and stays unacknowledged then', () => {
    const { dispute } = Dispute.open(input());
    expect(() => dispute.withdraw('seller', later(1))).toThrow('Dispute not found');
    const entry = dispute.withdraw('buyer', later(1), 'The tickets arrived.');
    expect(dispute).toMatchObject({ status: 'withdrawn', closedAt: later(1), closedBy: 'buyer', acknowledgedAt: null });
    expect(entry).toMatchObject({ kind: 'withdrawn', body: 'The tickets arrived.', fromStatus: 'open' });
    expect(dispute.deadlines.closed).toBe(true);
  });

  it('names its parties', () => {
    const { dispute } = Dispute.open(input());
    expect([dispute.partyOf('buyer'), dispute.partyOf('seller'), dispute.partyOf('someone')]).toEqual([
      'buyer',
      'seller',
      null,
    ]);
  });
});

describe('dispute references', () => {
  it('are TS-D-<year in India>-<six digits or more>', () => {
    expect(disputeReference(2026, 123)).toBe('TS-D-2026-000123');
    expect(disputeReference(2027, 1_234_567)).toBe('TS-D-2027-1234567');
    expect(() => disputeReference(2026, 0)).toThrow(RangeError);
    expect(referenceYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(referenceYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027); // midnight in India
  });
});
