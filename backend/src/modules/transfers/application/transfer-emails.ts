import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { firstNameOf, letter, MailOnce } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';
import { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import { isCompleted, type TransferStatus } from '../domain/transfer-status.js';

export interface StatusUpdate {
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
    const facts: TransferFacts = {
      platformId: transfer.platformId ?? null,
      courierName: transfer.courierName ?? null,
      trackingNumber: transfer.trackingNumber ?? null,
      // The purchase is complete: the buyer may now rate the seller (ADR 65); the link opens the rating.
      rateLink: `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/tickets?tab=purchases&rate=${transfer.id}`,
      wasCompleted: isCompleted(event.payload.from as TransferStatus),
    };
    const people = await this.identity.summaries([transfer.buyerId, transfer.sellerId]);
    const buyer = people.get(transfer.buyerId);
    const seller = people.get(transfer.sellerId);
    const buyerUpdate = buyer && TRANSFER_WORDS[buyer.locale].buyer(facts)[to];
    const sellerUpdate = seller && TRANSFER_WORDS[seller.locale].seller(facts)[to];
    if (buyerUpdate) await this.send(event.id, 'buyer', buyer, buyerUpdate);
    if (sellerUpdate) await this.send(event.id, 'seller', seller, sellerUpdate);
  }

  private async failed(event: DomainEvent<'TransferFailed'>): Promise<void> {
    const transfer = await this.em.fork().findOne(TicketTransfer, { id: event.payload.transferId });
    if (!transfer) return;
    const people = await this.identity.summaries([transfer.buyerId, transfer.sellerId]);
    const buyer = people.get(transfer.buyerId);
    const seller = people.get(transfer.sellerId);
    if (buyer)
      await this.send(event.id, 'buyer', buyer, TRANSFER_WORDS[buyer.locale].failedBuyer(event.payload.reason));
    if (seller) {
      await this.send(event.id, 'seller', seller, TRANSFER_WORDS[seller.locale].failedSeller(event.payload.reason));
    }
  }

  private async reminder(event: DomainEvent<'BuyerReminderDue'>): Promise<void> {
    const buyer = (await this.identity.summaries([event.payload.buyerId])).get(event.payload.buyerId);
    if (!buyer) return;
    const startsAt = formatIst(new Date(event.payload.eventStartsAt), buyer.locale);
    await this.send(event.id, 'buyer', buyer, TRANSFER_WORDS[buyer.locale].reminder(startsAt));
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
      subject: TRANSFER_WORDS[person.locale].subject,
      text: letter(
        firstNameOf(person.fullName, person.locale),
        [update.statusMessage, ...(update.genericMessage ? ['', update.genericMessage] : [])],
        person.locale,
      ),
    }));
  }
}

/** What a transfer's status updates are filled in with. */
export interface TransferFacts {
  platformId: string | null;
  courierName: string | null;
  trackingNumber: string | null;
  rateLink: string;
  /** Whether the sale had been completed before it was refunded. */
  wasCompleted: boolean;
}

type Updates = Partial<Record<TransferStatus, StatusUpdate>>;

/** The courier and tracking number in words, or nothing. */
function courierOf(f: TransferFacts, tracking: string): string {
  return [f.courierName, f.trackingNumber && `${tracking} ${f.trackingNumber}`].filter(Boolean).join(', ');
}

/** A transfer's status updates in each language (ADR 85): the English is the spec's, the Hindi beside it. */
export const TRANSFER_WORDS: Readonly<
  Record<
    Locale,
    {
      subject: string;
      buyer: (f: TransferFacts) => Updates;
      seller: (f: TransferFacts) => Updates;
      failedBuyer: (reason: string) => StatusUpdate;
      failedSeller: (reason: string) => StatusUpdate;
      reminder: (startsAt: string) => StatusUpdate;
    }
  >
> = {
  en: {
    subject: 'An update on your TicketSetu tickets',
    buyer: (f) => {
      const where = f.platformId ? ` (${f.platformId})` : '';
      const courier = courierOf(f, 'tracking number');
      const rateTheSeller = `How was buying from this seller? Rate them: ${f.rateLink}`;
      return {
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
        picked_up: {
          statusMessage: `Our courier partner has collected your tickets${courier ? ` (${courier})` : ''}.`,
        },
        in_transit: { statusMessage: `Your tickets are on their way${courier ? ` (${courier})` : ''}.` },
        delivered: {
          statusMessage: 'Your tickets have been delivered. Enjoy the event!',
          genericMessage: rateTheSeller,
        },
      };
    },
    seller: (f) => {
      // When the seller is paid (ADR 44: payouts held where the risk is wait for the event).
      const payoutTime =
        'Your payout will be made to your UPI id within 24-48 hours; your first sales on TicketSetu, and payouts ' +
        'while more than ₹25,000.00 is owed to you, are paid after the event.';
      return {
        mobile_transfer_confirmed: {
          statusMessage: 'The transfer of your tickets is complete.',
          genericMessage: payoutTime,
        },
        awaiting_pickup: { statusMessage: 'Our courier partner will contact you to collect the tickets you sold.' },
        delivered: {
          statusMessage: 'The tickets you sold have been delivered to the buyer.',
          genericMessage: payoutTime,
        },
        // The buyer reads the dispute's decision in its own email; the seller needs to know the sale is over.
        refunded: {
          statusMessage: 'This sale has been refunded to the buyer in full after a dispute, so it is closed.',
          genericMessage: f.wasCompleted
            ? 'No payout is made for this sale.'
            : 'There is nothing more to transfer to the buyer, and no payout is made for this sale.',
        },
      };
    },
    failedBuyer: (reason) => ({
      statusMessage: `Your ticket transfer could not be completed: ${reason}`,
      genericMessage: 'You will be refunded in full to your original payment method.',
    }),
    failedSeller: (reason) => ({
      statusMessage: `The transfer of the tickets you sold was marked failed: ${reason}`,
      genericMessage:
        'The buyer is refunded and no payout is made for this sale. Reply to support@ticketsetu.in with any questions.',
    }),
    reminder: (startsAt) => ({
      statusMessage:
        "Did you receive your tickets? The seller says they transferred them, and you haven't confirmed yet.",
      genericMessage: `Please press 'I have received my tickets' on Your Tickets, or open a dispute if something is wrong. Otherwise the transfer is confirmed automatically when the event starts (${startsAt}).`,
    }),
  },
  hi: {
    subject: 'आपके TicketSetu टिकटों के बारे में नई जानकारी',
    buyer: (f) => {
      const where = f.platformId ? ` (${f.platformId})` : '';
      const courier = courierOf(f, 'ट्रैकिंग नंबर');
      const rateTheSeller = `इस विक्रेता से खरीदना कैसा रहा? उन्हें रेटिंग दें: ${f.rateLink}`;
      return {
        awaiting_mobile_transfer: {
          statusMessage: `आपकी खरीद पक्की हो गई है। अब विक्रेता आपके टिकट आपके प्लेटफ़ॉर्म अकाउंट${where} में ट्रांसफ़र करेगा।`,
          genericMessage: 'जब तक आपको टिकट नहीं मिल जाते, आपका भुगतान सुरक्षित रखा जाता है।',
        },
        mobile_transfer_sent: {
          statusMessage: `विक्रेता का कहना है कि आपके टिकट आपके प्लेटफ़ॉर्म अकाउंट${where} में ट्रांसफ़र कर दिए गए हैं।`,
          genericMessage: "कृपया अपना अकाउंट देखें, फिर 'आपके टिकट' पर 'मुझे मेरे टिकट मिल गए हैं' दबाएं।",
        },
        mobile_transfer_confirmed: {
          statusMessage: 'आपके टिकट का ट्रांसफ़र पूरा हो गया है। इवेंट का आनंद लें!',
          genericMessage: rateTheSeller,
        },
        awaiting_pickup: {
          statusMessage: 'आपकी खरीद पक्की हो गई है। हमारा कूरियर पार्टनर विक्रेता से टिकट लेगा।',
          genericMessage: 'टिकट पहुँचने तक आपका भुगतान सुरक्षित रखा जाता है।',
        },
        picked_up: { statusMessage: `हमारे कूरियर पार्टनर ने आपके टिकट ले लिए हैं${courier ? ` (${courier})` : ''}।` },
        in_transit: { statusMessage: `आपके टिकट रास्ते में हैं${courier ? ` (${courier})` : ''}।` },
        delivered: { statusMessage: 'आपके टिकट पहुँचा दिए गए हैं। इवेंट का आनंद लें!', genericMessage: rateTheSeller },
      };
    },
    seller: (f) => {
      const payoutTime =
        'आपका भुगतान 24-48 घंटों में आपकी UPI आईडी पर किया जाएगा; TicketSetu पर आपकी पहली बिक्री, और जब आपका ' +
        '₹25,000.00 से ज़्यादा बकाया हो तब के भुगतान, इवेंट के बाद किए जाते हैं।';
      return {
        mobile_transfer_confirmed: {
          statusMessage: 'आपके टिकटों का ट्रांसफ़र पूरा हो गया है।',
          genericMessage: payoutTime,
        },
        awaiting_pickup: { statusMessage: 'आपके बेचे गए टिकट लेने के लिए हमारा कूरियर पार्टनर आपसे संपर्क करेगा।' },
        delivered: {
          statusMessage: 'आपके बेचे गए टिकट खरीदार तक पहुँचा दिए गए हैं।',
          genericMessage: payoutTime,
        },
        refunded: {
          statusMessage: 'एक विवाद के बाद इस बिक्री का पूरा रिफ़ंड खरीदार को कर दिया गया है, इसलिए यह बंद हो गई है।',
          genericMessage: f.wasCompleted
            ? 'इस बिक्री का कोई भुगतान नहीं किया जाएगा।'
            : 'खरीदार को अब कुछ ट्रांसफ़र नहीं करना है, और इस बिक्री का कोई भुगतान नहीं किया जाएगा।',
        },
      };
    },
    failedBuyer: (reason) => ({
      statusMessage: `आपके टिकट का ट्रांसफ़र पूरा नहीं हो सका: ${reason}`,
      genericMessage: 'आपको आपके मूल भुगतान के तरीके पर पूरा रिफ़ंड मिलेगा।',
    }),
    failedSeller: (reason) => ({
      statusMessage: `आपके बेचे गए टिकटों का ट्रांसफ़र विफल माना गया: ${reason}`,
      genericMessage:
        'खरीदार को रिफ़ंड दिया जाता है और इस बिक्री का कोई भुगतान नहीं किया जाएगा। कोई सवाल हो तो support@ticketsetu.in पर जवाब दें।',
    }),
    reminder: (startsAt) => ({
      statusMessage:
        'क्या आपको आपके टिकट मिल गए? विक्रेता का कहना है कि उन्होंने टिकट ट्रांसफ़र कर दिए हैं, और आपने अभी तक पुष्टि नहीं की है।',
      genericMessage: `कृपया 'आपके टिकट' पर 'मुझे मेरे टिकट मिल गए हैं' दबाएं, या कुछ गड़बड़ हो तो विवाद दर्ज करें। वरना इवेंट शुरू होने पर (${startsAt}) ट्रांसफ़र अपने आप पक्का हो जाएगा।`,
    }),
  },
};
