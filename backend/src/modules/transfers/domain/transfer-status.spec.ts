import { canMove, nextStatus, transferStatuses, transferTransitions, type TransferType } from './transfer-status.js';
import { TicketTransfer } from './ticket-transfer.entity.js';

const at = new Date('2026-12-01T10:00:00Z');
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
  it('allow exactly the spec paths and failure before the end, for every pair of states', () => {
    const allowed: Record<TransferType, string[]> = {
      mobile: [
        'pending->awaiting_mobile_transfer',
        'awaiting_mobile_transfer->mobile_transfer_sent',
        'mobile_transfer_sent->mobile_transfer_confirmed',
        'pending->failed',
        'awaiting_mobile_transfer->failed',
        'mobile_transfer_sent->failed',
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
    expect(Object.keys(transferTransitions.mobile)).not.toContain('awaiting_pickup');
    expect(nextStatus('physical', 'picked_up')).toBe('in_transit');
    expect(nextStatus('mobile', 'mobile_transfer_confirmed')).toBeNull();
  });

  it('starts on its path at settlement and records each step with who and when', () => {
    const mobile = newTransfer('mobile');
    expect(mobile.transferStatus).toBe('awaiting_mobile_transfer');
    expect(mobile.pullSteps()).toEqual([{ from: 'pending', to: 'awaiting_mobile_transfer', by: null, at, note: null }]);
    mobile.proofUploaded(['/proof/1'], 's1', at);
    mobile.advance('mobile_transfer_confirmed', 'b1', at);
    expect(mobile).toMatchObject({ transferStatus: 'mobile_transfer_confirmed', confirmedAt: at, proofUploadedAt: at });
    expect(mobile.pullRecordedEvents().map((e) => e.type)).toEqual([
      'TransferAdvanced',
      'TransferAdvanced',
      'TransferAdvanced',
      'TransferConfirmed',
    ]);
    expect(() => mobile.fail('too late', 'admin', at)).toThrow('cannot go from mobile_transfer_confirmed to failed');
  });

  it('needs a courier name from pickup on and a tracking number in transit', () => {
    const physical = newTransfer('physical');
    expect(() => physical.advance('picked_up', 'admin', at)).toThrow('Please enter the courier name');
    physical.advance('picked_up', 'admin', at, { name: 'Blue Dart' });
    expect(() => physical.advance('in_transit', 'admin', at)).toThrow('Please enter the tracking number');
    physical.advance('in_transit', 'admin', at, { tracking: 'BD123456789IN' });
    expect(() => physical.advance('mobile_transfer_sent', 'admin', at)).toThrow('cannot go from in_transit');
    physical.advance('delivered', 'admin', at);
    expect(physical).toMatchObject({
      transferStatus: 'delivered',
      courierName: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
    });
  });

  it('fails with a reason, recording TransferFailed', () => {
    const physical = newTransfer('physical');
    physical.pullRecordedEvents();
    physical.fail('Seller did not hand over the tickets', 'admin-1', at);
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
    mobile.proofUploaded(['/p'], 's1', at);
    expect(mobile.reminderDueAt()).toEqual(new Date(at.getTime() + 48 * 3_600_000));
    const late = newTransfer('mobile');
    late.eventStartsAt = new Date(at.getTime() + 3_600_000);
    late.proofUploaded(['/p'], 's1', at);
    expect(late.reminderDueAt()).toEqual(late.eventStartsAt);
    expect(late.isDueForAutoConfirmation(new Date(at.getTime() + 3_600_000))).toBe(true);
    late.disputeOpen = true;
    expect(late.isDueForAutoConfirmation(new Date(at.getTime() + 3_600_000))).toBe(false);
  });
});
