import type { ConfirmedSale } from '../../../shared/domain/domain-events.js';
import { TicketTransfer } from './ticket-transfer.entity.js';

const at = new Date('2026-12-01T10:00:00Z');
const sale: ConfirmedSale = {
  eventId: 'e1',
  subtotal: 300_000,
  total: 306_000,
  sellerFeePercent: 5,
  eventStartsAt: '2026-12-20T14:30:00.000Z',
  placeOfSupply: 'Maharashtra',
  sellerUpiId: 'seller@okaxis',
};
const transferOf = (kept: ConfirmedSale | null) =>
  new TicketTransfer({
    listingId: 'l1',
    orderId: 'o1',
    sellerId: 's1',
    buyerId: 'b1',
    quantity: 2,
    type: 'mobile',
    platformId: 'buyer@district',
    deliveryAddress: null,
    transferInstructions: null,
    eventStartsAt: new Date(sale.eventStartsAt),
    sale: kept,
    transferredAt: at,
  });

const confirmed = (transfer: TicketTransfer) => {
  transfer.proofUploaded(['/proof/1'], { as: 'seller', id: 's1' }, at);
  transfer.advance('mobile_transfer_confirmed', { as: 'buyer', id: 'b1' }, at);
  return transfer.pullRecordedEvents().find((e) => e.type === 'TransferConfirmed')?.payload;
};

describe('TransferConfirmed carries the sale (ADR 83)', () => {
  it('with the figures and facts the transfer kept from its TicketSold', () => {
    expect(confirmed(transferOf(sale))).toEqual({
      transferId: expect.any(String),
      orderId: 'o1',
      listingId: 'l1',
      sellerId: 's1',
      buyerId: 'b1',
      by: 'b1',
      sale,
    });
  });

  it('without them for a transfer made before they were kept (its payout reads them again)', () => {
    expect(confirmed(transferOf(null))).not.toHaveProperty('sale');
  });
});
