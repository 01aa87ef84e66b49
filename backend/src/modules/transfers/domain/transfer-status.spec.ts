import { canMove, nextStatus, type TransferMover, transferStatuses, type TransferType } from './transfer-status.js';
import { TicketTransfer } from './ticket-transfer.entity.js';

const at = new Date('2026-12-01T10:00:00Z');
const staff: TransferMover = { as: 'staff', id: 'admin' };
const buyer: TransferMover = { as: 'buyer', id: 'b1' };
const seller: TransferMover = { as: 'seller', id: 's1' };
const newTransfer = (type: TransferType) =>
  new TicketTransfer({
    listingId: 'l1',
    orderId: 'o1',
    sellerId: 's1',
    buyerId: 'b1',
    quantity: 2,
    type,
    platformId: type === 'mobile' ? 'buyer@district' : null,
    deliveryAddress: type === 'physical' ? '4B Sea Breeze, Mumbai' : null,
    transferInstructions: null,
    eventStartsAt: new Date('2026-12-20T14:30:00Z'),
    transferredAt: at,
  });

describe('transfer state machines', () => {
  it('allow exactly the spec paths, failure before the end, and a full refund from any step, for every pair of states', () => {
    const mobileSteps = ['pending', 'awaiting_mobile_transfer', 'mobile_transfer_sent', 'mobile_transfer_confirmed'];
    const physicalSteps = ['pending', 'awaiting_pickup', 'picked_up', 'in_transit', 'delivered'];
    const allowed: Record<TransferType, string[]> = {
      mobile: [
        'pending->awaiting_mobile_transfer',
        'awaiting_mobile_transfer->mobile_transfer_sent',
        'mobile_transfer_sent->mobile_transfer_confirmed',
        'pending->failed',
        'awaiting_mobile_transfer->failed',
        'mobile_transfer_sent->failed',
        // Refunded in full: from every step of the path, also after the tickets arrived.
        ...mobileSteps.map((from) => `${from}->refunded`),
      ],
      physical: [
        'pending->awaiting_pickup',
        'awaiting_pickup->picked_up',
        'picked_up->in_transit',
        'in_transit->delivered',
        'pending->failed',
        'awaiting_pickup->failed',
        'picked_up->failed',
        'in_transit->failed',
        ...physicalSteps.map((from) => `${from}->refunded`),
      ],
    };
    for (const type of ['mobile', 'physical'] as const) {
      for (const from of transferStatuses) {
        for (const to of transferStatuses) {
          expect({ type, move: `${from}->${to}`, ok: canMove(type, from, to) }).toEqual({
            type,
            move: `${from}->${to}`,
            ok: allowed[type].includes(`${from}->${to}`),
          });
        }
      }
    }
    expect(nextStatus('physical', 'picked_up')).toBe('in_transit');
    expect(nextStatus('mobile', 'mobile_transfer_confirmed')).toBeNull();
    expect(nextStatus('mobile', 'failed')).toBeNull();
    expect(nextStatus('physical', 'refunded')).toBeNull();
    expect(nextStatus('mobile', 'awaiting_pickup')).toBeNull();
  });

  it('starts on its path at settlement and records each step with who and when', () => {
    const mobile = newTransfer('mobile');
    expect(mobile.transferStatus).toBe('awaiting_mobile_transfer');
    expect(mobile.pullSteps()).toEqual([{ from: 'pending', to: 'awaiting_mobile_transfer', by: null, at, note: null }]);
    mobile.proofUploaded(['/proof/1'], seller, at);
    mobile.advance('mobile_transfer_confirmed', buyer, at);
    expect(mobile).toMatchObject({ transferStatus: 'mobile_transfer_confirmed', confirmedAt: at, proofUploadedAt: at });
    expect(mobile.pullRecordedEvents().map((e) => e.type)).toEqual([
      'TransferAdvanced',
      'TransferAdvanced',
      'TransferAdvanced',
      'TransferConfirmed',
    ]);
    expect(() => mobile.fail('too late', staff, at)).toThrow('cannot go from mobile_transfer_confirmed to failed');
  });

  it('needs a courier name from pickup on and a tracking number in transit', () => {
    const physical = newTransfer('physical');
    expect(() => physical.advance('picked_up', staff, at)).toThrow('Please enter the courier name');
    physical.advance('picked_up', staff, at, { name: 'Blue Dart' });
    expect(() => physical.advance('in_transit', staff, at)).toThrow('Please enter the tracking number');
    physical.advance('in_transit', staff, at, { tracking: 'BD123456789IN' });
    expect(() => physical.advance('mobile_transfer_sent', staff, at)).toThrow('cannot go from in_transit');
    physical.advance('delivered', staff, at);
    expect(physical).toMatchObject({
      transferStatus: 'delivered',
      courierName: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
    });
  });

  it('fails with a reason, recording TransferFailed', () => {
    const physical = newTransfer('physical');
    physical.pullRecordedEvents();
    physical.fail('Seller did not hand over the tickets', { as: 'staff', id: 'admin-1' }, at);
    expect(physical.pullRecordedEvents().at(-1)).toEqual({
      type: 'TransferFailed',
      payload: {
        transferId: physical.id,
        orderId: 'o1',
        buyerId: 'b1',
        reason: 'Seller did not hand over the tickets',
        by: 'admin-1',
      },
    });
  });

  it('reminds the buyer 48 h after the proof or at the event start, and auto-confirms at the start unless disputed', () => {
    const mobile = newTransfer('mobile');
    mobile.proofUploaded(['/p'], seller, at);
    expect(mobile.reminderDueAt()).toEqual(new Date(at.getTime() + 48 * 3_600_000));
    const late = newTransfer('mobile');
    late.eventStartsAt = new Date(at.getTime() + 3_600_000);
    late.proofUploaded(['/p'], seller, at);
    expect(late.reminderDueAt()).toEqual(late.eventStartsAt);
    expect(late.isDueForAutoConfirmation(new Date(at.getTime() + 3_600_000))).toBe(true);
    late.disputeOpen = true;
    expect(late.isDueForAutoConfirmation(new Date(at.getTime() + 3_600_000))).toBe(false);
  });
});

describe('a transfer refunded in full', () => {
  /** A transfer of `type` walked along its path to `status` (staff steps, with a courier where needed). */
  const transferAt = (type: TransferType, status: string) => {
    const transfer = newTransfer(type);
    while (transfer.transferStatus !== status) {
      const next = nextStatus(type, transfer.transferStatus);
      if (!next) throw new Error(`${status} is not on the ${type} path`);
      transfer.advance(next, staff, at, { name: 'Blue Dart', tracking: 'BD1' });
    }
    return transfer;
  };
  const steps: [TransferType, string][] = [
    ['mobile', 'awaiting_mobile_transfer'],
    ['mobile', 'mobile_transfer_sent'],
    ['mobile', 'mobile_transfer_confirmed'],
    ['physical', 'awaiting_pickup'],
    ['physical', 'picked_up'],
    ['physical', 'in_transit'],
    ['physical', 'delivered'],
  ];

  it.each(steps)('ends from %s %s, and nothing can move it afterwards', (type, status) => {
    const transfer = transferAt(type, status);
    transfer.disputeOpen = true;
    transfer.pullRecordedEvents();
    transfer.refundedInFull('Dispute TS-D-2026-000001: tickets never arrived', at);
    expect(transfer).toMatchObject({ transferStatus: 'refunded', disputeOpen: false, autoConfirmStopped: false });
    expect(transfer.pullRecordedEvents()).toEqual([
      {
        type: 'TransferAdvanced',
        payload: { transferId: transfer.id, orderId: 'o1', from: status, to: 'refunded', by: null },
      },
    ]);
    const ended = 'This sale was refunded to the buyer in full: nothing more can happen to its transfer';
    for (const to of transferStatuses) {
      expect(() => transfer.advance(to, staff, at, { name: 'x', tracking: 'y' })).toThrow();
    }
    expect(() => transfer.advance('mobile_transfer_confirmed', buyer, at)).toThrow(ended);
    expect(() => transfer.fail('late', staff, at)).toThrow(ended);
    expect(() => transfer.refundedInFull('again', at)).toThrow(ended);
    expect(() => transfer.fail('late', staff, at)).toThrow(expect.objectContaining({ code: 'TRANSFER_REFUNDED' }));
    expect(() => transfer.proofUploaded(['/p'], seller, at)).toThrow();
    expect(transfer.reminderDueAt()).toBeNull();
    expect(transfer.isDueForAutoConfirmation(new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(transfer.transferStatus).toBe('refunded');
  });

  it('cannot follow a failed transfer, which its own refund covers', () => {
    const transfer = transferAt('physical', 'picked_up');
    transfer.fail('Courier could not reach the seller', staff, at);
    expect(() => transfer.refundedInFull('x', at)).toThrow(
      'This transfer has failed and the buyer is refunded: nothing more can happen to it',
    );
    expect(() => transfer.refundedInFull('x', at)).toThrow(expect.objectContaining({ code: 'TRANSFER_FAILED' }));
  });
});

describe('what a transfer offers at each step', () => {
  it('takes the seller’s proof only while it awaits the mobile transfer', () => {
    const transfer = newTransfer('mobile');
    transfer.proofUploaded(['/p1'], seller, at);
    expect(transfer.transferStatus).toBe('mobile_transfer_sent');
    const late = 'Proof of transfer can only be uploaded while the buyer is waiting for your mobile transfer';
    expect(() => transfer.proofUploaded(['/p2'], seller, at)).toThrow(late);
    expect(() => transfer.proofUploaded(['/p2'], seller, at)).toThrow(
      expect.objectContaining({ code: 'TRANSFER_PROOF_TOO_LATE' }),
    );
    transfer.advance('mobile_transfer_confirmed', buyer, at);
    expect(() => transfer.proofUploaded(['/p3'], seller, at)).toThrow(late);
    expect(transfer.proofOfTransfer).toEqual(['/p1']);
    expect(() => newTransfer('physical').proofUploaded(['/p'], seller, at)).toThrow(
      'Only mobile transfers take a proof',
    );
    expect(() => newTransfer('physical').proofUploaded(['/p'], seller, at)).toThrow(
      expect.objectContaining({ code: 'TRANSFER_NOT_MOBILE' }),
    );
  });

  it('is not failed by staff while a dispute is open (the desk decides that sale’s money)', () => {
    const transfer = newTransfer('mobile');
    transfer.disputeOpen = true;
    expect(() => transfer.fail('Seller unreachable', staff, at)).toThrow(/A dispute is open on this sale/);
    transfer.disputeOpen = false;
    transfer.fail('Seller unreachable', staff, at);
    expect(transfer.transferStatus).toBe('failed');
  });

  it('is not confirmed automatically after staff refunded part of it', () => {
    const transfer = newTransfer('mobile');
    transfer.proofUploaded(['/p'], seller, at);
    const start = transfer.eventStartsAt;
    expect(transfer.isDueForAutoConfirmation(start)).toBe(true);
    transfer.autoConfirmStopped = true;
    expect(transfer.isDueForAutoConfirmation(start)).toBe(false);
  });
});
