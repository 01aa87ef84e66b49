import { TicketTransfer } from './ticket-transfer.entity.js';
import {
  canMove,
  nextStatus,
  transferActors,
  type TransferActor,
  type TransferMover,
  transferStatuses,
  type TransferType,
} from './transfer-status.js';

const at = new Date('2026-12-01T10:00:00Z');

/**
 * The transition table as the spec and the ADRs draw it, written out move by move (not derived from
 * the table under test): who may make each move, per kind. Every other move is nobody's.
 */
const expected: Record<TransferType, Record<string, TransferActor[]>> = {
  mobile: {
    'pending->awaiting_mobile_transfer': ['staff', 'system'],
    'awaiting_mobile_transfer->mobile_transfer_sent': ['seller', 'staff'],
    'mobile_transfer_sent->mobile_transfer_confirmed': ['buyer', 'staff', 'system'],
    'pending->failed': ['staff'],
    'awaiting_mobile_transfer->failed': ['staff'],
    'mobile_transfer_sent->failed': ['staff'],
    'pending->refunded': ['system'],
    'awaiting_mobile_transfer->refunded': ['system'],
    'mobile_transfer_sent->refunded': ['system'],
    'mobile_transfer_confirmed->refunded': ['system'],
  },
  physical: {
    'pending->awaiting_pickup': ['staff', 'system'],
    'awaiting_pickup->picked_up': ['staff'],
    'picked_up->in_transit': ['staff'],
    'in_transit->delivered': ['staff'],
    'pending->failed': ['staff'],
    'awaiting_pickup->failed': ['staff'],
    'picked_up->failed': ['staff'],
    'in_transit->failed': ['staff'],
    'pending->refunded': ['system'],
    'awaiting_pickup->refunded': ['system'],
    'picked_up->refunded': ['system'],
    'in_transit->refunded': ['system'],
    'delivered->refunded': ['system'],
  },
};

describe('the transfer transition table', () => {
  it('lets exactly the listed actor make each move, for every kind, from, to and actor', () => {
    let checked = 0;
    for (const type of ['mobile', 'physical'] as const) {
      for (const from of transferStatuses) {
        for (const to of transferStatuses) {
          const movers = expected[type][`${from}->${to}`] ?? [];
          expect({ type, from, to, any: canMove(type, from, to) }).toEqual({ type, from, to, any: movers.length > 0 });
          for (const by of transferActors) {
            expect({ type, from, to, by, ok: canMove(type, from, to, by) }).toEqual({
              type,
              from,
              to,
              by,
              ok: movers.includes(by),
            });
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(2 * 10 * 10 * 4);
    expect(transferActors).toEqual(['buyer', 'seller', 'staff', 'system']);
  });

  it("agrees with staff's Advance: the next step is the one move along the path staff may make", () => {
    for (const type of ['mobile', 'physical'] as const) {
      for (const from of transferStatuses) {
        const along = transferStatuses.filter(
          (to) => to !== 'failed' && to !== 'refunded' && canMove(type, from, to, 'staff'),
        );
        expect({ type, from, next: nextStatus(type, from) }).toEqual({ type, from, next: along[0] ?? null });
        expect(along.length).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('a transfer moved by someone the table does not name', () => {
  const mobile = () =>
    new TicketTransfer({
      listingId: 'l1',
      orderId: 'o1',
      sellerId: 's1',
      buyerId: 'b1',
      quantity: 1,
      type: 'mobile',
      platformId: 'buyer@district',
      deliveryAddress: null,
      transferInstructions: null,
      eventStartsAt: new Date('2026-12-20T14:30:00Z'),
      transferredAt: at,
    });
  const buyer: TransferMover = { as: 'buyer', id: 'b1' };
  const seller: TransferMover = { as: 'seller', id: 's1' };

  it('refuses the seller confirming their own sale and the buyer sending it, changing nothing', () => {
    const transfer = mobile();
    expect(() => transfer.proofUploaded(['/p'], buyer, at)).toThrow(
      'The buyer cannot move a mobile transfer from awaiting_mobile_transfer to mobile_transfer_sent',
    );
    expect(transfer).toMatchObject({ transferStatus: 'awaiting_mobile_transfer', proofOfTransfer: [] });
    expect(transfer.proofUploadedAt).toBeNull();
    transfer.proofUploaded(['/p'], seller, at);
    expect(() => transfer.advance('mobile_transfer_confirmed', seller, at)).toThrow(
      'The seller cannot move a mobile transfer from mobile_transfer_sent to mobile_transfer_confirmed',
    );
    expect(() => transfer.fail('no', buyer, at)).toThrow('The buyer cannot move');
    expect(transfer.transferStatus).toBe('mobile_transfer_sent');
  });

  it('answers a buyer or seller of another sale as if the transfer did not exist', () => {
    const transfer = mobile();
    expect(() => transfer.proofUploaded(['/p'], { as: 'seller', id: 's2' }, at)).toThrow('Transfer not found');
    transfer.proofUploaded(['/p'], seller, at);
    expect(() => transfer.advance('mobile_transfer_confirmed', { as: 'buyer', id: 's1' }, at)).toThrow(
      'Transfer not found',
    );
    transfer.advance('mobile_transfer_confirmed', buyer, at);
    expect(transfer.transferStatus).toBe('mobile_transfer_confirmed');
  });
});
