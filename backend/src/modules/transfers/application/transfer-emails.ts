import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { firstNameOf, letter, MailOnce } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';
import { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import { isCompleted, type TransferStatus } from '../domain/transfer-status.js';

/** When the seller is paid (ADR 44: payouts held where the risk is wait for the event). */
const PAYOUT_TIME =
  'Your payout will be made to your UPI id within 24-48 hours; your first sales on TicketSetu, and payouts ' +
  'while more than ₹25,000.00 is owed to you, are paid after the event.';

interface StatusUpdate {
  statusMessage: string;
  genericMessage?: string;
}

/**
 * send-status-update (spec 7: recipientName, recipientEmail, statusMessage, optional genericMessage)
 * at every step of a transfer, to the buyer, and to the seller where it concerns them; once each
 * (MailOnce).
 */
@Injectable()
export class TransferEmails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly identity: IdentityService,
    private readonly mail: MailOnce,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('TransferAdvanced', 'transfers.status-update', (e) => this.advanced(e));
    this.outbox.subscribe('TransferFailed', 'transfers.failed-update', (e) => this.failed(e));
    this.outbox.subscribe('BuyerReminderDue', 'transfers.buyer-reminder', (e) => this.reminder(e));
  }

  private async advanced(event: DomainEvent<'TransferAdvanced'>): Promise<void> {
    const to = event.payload.to as TransferStatus;
    if (to === 'failed') return; // its own email, with the reason
    const transfer = await this.em.fork().findOne(TicketTransfer, { id: event.payload.transferId });
    if (!transfer) return;
    const where = transfer.platformId ? ` (${transfer.platformId})` : '';
    const courier = [transfer.courierName, transfer.trackingNumber && `tracking number ${transfer.trackingNumber}`]
      .filter(Boolean)
      .join(', ');
    // The purchase is complete: the buyer may now rate the seller (ADR 65); the link opens the rating.
    const rateTheSeller = `How was buying from this seller? Rate them: ${this.config.PUBLIC_URL.replace(/\/+$/, '')}/tickets?tab=purchases&rate=${transfer.id}`;
    const buyer: Partial<Record<TransferStatus, StatusUpdate>> = {
      awaiting_mobile_transfer: {
        statusMessage: `Your purchase is confirmed. The seller will now transfer your tickets to your platform account${where}.`,
        genericMessage: 'Your payment is held safely until you have your tickets.',
      },
      mobile_transfer_sent: {
        statusMessage: `The seller says your tickets have been transferred to your platform account${where}.`,
        genericMessage: "Please check your account, then press 'I have received my tickets' on Your Tickets.",
      },
      mobile_transfer_confirmed: {
        statusMessage: 'Your ticket transfer is complete. Enjoy the event!',
        genericMessage: rateTheSeller,
      },
      awaiting_pickup: {
        statusMessage: 'Your purchase is confirmed. Our courier partner will collect the tickets from the seller.',
        genericMessage: 'Your payment is held safely until the tickets are delivered.',
      },
      picked_up: { statusMessage: `Our courier partner has collected your tickets${courier ? ` (${courier})` : ''}.` },
      in_transit: { statusMessage: `Your tickets are on their way${courier ? ` (${courier})` : ''}.` },
      delivered: { statusMessage: 'Your tickets have been delivered. Enjoy the event!', genericMessage: rateTheSeller },
    };
    const seller: Partial<Record<TransferStatus, StatusUpdate>> = {
      mobile_transfer_confirmed: {
        statusMessage: 'The transfer of your tickets is complete.',
        genericMessage: PAYOUT_TIME,
      },
      awaiting_pickup: { statusMessage: 'Our courier partner will contact you to collect the tickets you sold.' },
      delivered: {
        statusMessage: 'The tickets you sold have been delivered to the buyer.',
        genericMessage: PAYOUT_TIME,
      },
      // The buyer reads the dispute's decision in its own email; the seller needs to know the sale is over.
      refunded: {
        statusMessage: 'This sale has been refunded to the buyer in full after a dispute, so it is closed.',
        genericMessage: isCompleted(event.payload.from as TransferStatus)
          ? 'No payout is made for this sale.'
          : 'There is nothing more to transfer to the buyer, and no payout is made for this sale.',
      },
    };
    const people = await this.identity.summaries([transfer.buyerId, transfer.sellerId]);
    if (buyer[to]) await this.send(event.id, 'buyer', people.get(transfer.buyerId), buyer[to]);
    if (seller[to]) await this.send(event.id, 'seller', people.get(transfer.sellerId), seller[to]);
  }

  private async failed(event: DomainEvent<'TransferFailed'>): Promise<void> {
    const transfer = await this.em.fork().findOne(TicketTransfer, { id: event.payload.transferId });
    if (!transfer) return;
    const people = await this.identity.summaries([transfer.buyerId, transfer.sellerId]);
    await this.send(event.id, 'buyer', people.get(transfer.buyerId), {
      statusMessage: `Your ticket transfer could not be completed: ${event.payload.reason}`,
      genericMessage: 'You will be refunded in full to your original payment method.',
    });
    await this.send(event.id, 'seller', people.get(transfer.sellerId), {
      statusMessage: `The transfer of the tickets you sold was marked failed: ${event.payload.reason}`,
      genericMessage:
        'The buyer is refunded and no payout is made for this sale. Reply to support@ticketsetu.in with any questions.',
    });
  }

  private async reminder(event: DomainEvent<'BuyerReminderDue'>): Promise<void> {
    const buyer = (await this.identity.summaries([event.payload.buyerId])).get(event.payload.buyerId);
    await this.send(event.id, 'buyer', buyer, {
      statusMessage:
        "Did you receive your tickets? The seller says they transferred them, and you haven't confirmed yet.",
      genericMessage: `Please press 'I have received my tickets' on Your Tickets, or open a dispute if something is wrong. Otherwise the transfer is confirmed automatically when the event starts (${formatIst(new Date(event.payload.eventStartsAt))}).`,
    });
  }

  private async send(
    eventId: string,
    to: string,
    person: UserSummary | undefined,
    update: StatusUpdate,
  ): Promise<void> {
    if (!person) return;
    await this.mail.send(eventId, `transfer-status:${to}`, async () => ({
      to: person.email,
      subject: 'An update on your TicketSetu tickets',
      text: letter(firstNameOf(person.fullName), [
        update.statusMessage,
        ...(update.genericMessage ? ['', update.genericMessage] : []),
      ]),
    }));
  }
}
