import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatInr, type Paise, paise, sellerPayout } from '@ticketsetu/contracts/money';
import { feeWithGst } from '@ticketsetu/contracts/tax';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { firstNameOf, letter, MailOnce } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';

/**
 * Buying's emails, sent from the outbox (a mail failure is retried and never touches the sale):
 * the seller's send-ticket-sold-email, and the buyer's note when a late payment is refunded; each
 * once (MailOnce).
 */
@Injectable()
export class OrderEmails implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly mail: MailOnce,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('TicketSold', 'orders.ticket-sold-email', (e) => this.ticketSold(e));
    this.outbox.subscribe('LatePaymentRefunded', 'orders.late-payment-email', (e) => this.latePayment(e));
  }

  /** send-ticket-sold-email: sale price, platform fees, your earnings. */
  private async ticketSold(event: DomainEvent<'TicketSold'>): Promise<void> {
    const sale = event.payload;
    await this.mail.send(event.id, 'ticket-sold', async () => {
      const [seller, eventView] = await Promise.all([
        this.identity.summaries([sale.sellerId]).then((s) => s.get(sale.sellerId)),
        this.catalog.getEvent(sale.eventId),
      ]);
      if (!seller) return null;
      const { fee, payout } = sellerPayout(paise(sale.subtotal), eventView.sellerFeePercent);
      return {
        to: seller.email,
        subject: `You sold ${sale.quantity} ticket${sale.quantity > 1 ? 's' : ''} for ${eventView.title}`,
        text: letter(firstNameOf(seller.fullName), [
          `A buyer has paid for your tickets to ${eventView.title}.`,
          '',
          `Event: ${eventView.title}`,
          `Venue: ${eventView.venue}, ${eventView.city}`,
          `Date: ${formatIst(eventView.eventDate)}`,
          `Tickets: ${sale.quantity}`,
          `Sale price: ${formatInr(paise(sale.subtotal))}`,
          `Platform fees: ${formatInr(fee)}${feeParts(fee, event.occurredAt)}`,
          `Your earnings: ${formatInr(payout)}`,
          '',
          sale.ticketType === 'mobile'
            ? `Please transfer the tickets to the buyer's ${sale.platformId ? `account ${sale.platformId}` : 'account'} on the platform now, then upload proof of the transfer on Your Tickets.`
            : 'Our courier partner will contact you to pick up the tickets from your pickup address.',
          '',
          'We hold the payment until the ticket has reached the buyer; then it is paid to your UPI id within 24-48 hours ' +
            '(your first sales on TicketSetu, and payouts while more than ₹25,000.00 is owed to you, are paid after the event).',
        ]),
      };
    });
  }

  private async latePayment(event: DomainEvent<'LatePaymentRefunded'>): Promise<void> {
    await this.mail.send(event.id, 'late-payment', async () => {
      const buyer = (await this.identity.summaries([event.payload.buyerId])).get(event.payload.buyerId);
      if (!buyer) return null;
      return {
        to: buyer.email,
        subject: 'Your payment is being refunded',
        text: letter(firstNameOf(buyer.fullName), [
          lateReasons[event.payload.why ?? 'seats_gone'],
          `We are refunding ${formatInr(paise(event.payload.amount))} in full to your original payment method.`,
          'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.',
        ]),
      };
    });
  }
}

/** Why a late payment goes back, in the buyer's email. */
const lateReasons = {
  seats_gone:
    'Your payment arrived after the 10 minutes we held the seats for you, and they had been sold to someone else by then.',
  cancelled: 'Your payment arrived after you had cancelled the checkout, so nothing was bought.',
  start_failed: 'Your payment arrived after we had told you it could not be started, so nothing was bought.',
} as const;

/** ' (Platform fee ₹X + GST ₹Y)': the GST inside a fee (issue 19), nothing for no fee. */
function feeParts(fee: Paise, at: Date): string {
  if (fee === 0) return '';
  const parts = feeWithGst(fee, at);
  return ` (Platform fee ${formatInr(parts.fee)} + GST ${formatInr(parts.gst)})`;
}
