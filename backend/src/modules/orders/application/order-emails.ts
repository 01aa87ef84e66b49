import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
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
      const words = ORDER_WORDS[seller.locale];
      return {
        to: seller.email,
        subject: words.soldSubject(sale.quantity, eventView.title),
        text: letter(
          firstNameOf(seller.fullName, seller.locale),
          words.soldLines({
            title: eventView.title,
            venue: `${eventView.venue}, ${eventView.city}`,
            date: formatIst(eventView.eventDate, seller.locale),
            quantity: sale.quantity,
            price: formatInr(paise(sale.subtotal)),
            fee: formatInr(fee),
            feeParts: feeParts(fee, event.occurredAt, seller.locale),
            earnings: formatInr(payout),
            mobile: sale.ticketType === 'mobile',
            platformId: sale.platformId ?? null,
          }),
          seller.locale,
        ),
      };
    });
  }

  private async latePayment(event: DomainEvent<'LatePaymentRefunded'>): Promise<void> {
    await this.mail.send(event.id, 'late-payment', async () => {
      const buyer = (await this.identity.summaries([event.payload.buyerId])).get(event.payload.buyerId);
      if (!buyer) return null;
      const words = ORDER_WORDS[buyer.locale];
      return {
        to: buyer.email,
        subject: words.lateSubject,
        text: letter(
          firstNameOf(buyer.fullName, buyer.locale),
          words.lateLines(event.payload.why ?? 'seats_gone', formatInr(paise(event.payload.amount))),
          buyer.locale,
        ),
      };
    });
  }
}

interface SaleFacts {
  title: string;
  venue: string;
  date: string;
  quantity: number;
  price: string;
  fee: string;
  /** ' (Platform fee ₹X + GST ₹Y)' or nothing. */
  feeParts: string;
  earnings: string;
  mobile: boolean;
  platformId: string | null;
}

type LateReason = 'seats_gone' | 'cancelled' | 'start_failed';

/** Buying's emails in each language (ADR 85): the English is the spec's, the Hindi beside it. */
export const ORDER_WORDS: Readonly<
  Record<
    Locale,
    {
      soldSubject: (quantity: number, title: string) => string;
      soldLines: (f: SaleFacts) => string[];
      gst: (fee: string, gst: string) => string;
      lateSubject: string;
      lateLines: (why: LateReason, amount: string) => string[];
    }
  >
> = {
  en: {
    soldSubject: (quantity, title) => `You sold ${quantity} ticket${quantity > 1 ? 's' : ''} for ${title}`,
    soldLines: (f) => [
      `A buyer has paid for your tickets to ${f.title}.`,
      '',
      `Event: ${f.title}`,
      `Venue: ${f.venue}`,
      `Date: ${f.date}`,
      `Tickets: ${f.quantity}`,
      `Sale price: ${f.price}`,
      `Platform fees: ${f.fee}${f.feeParts}`,
      `Your earnings: ${f.earnings}`,
      '',
      f.mobile
        ? `Please transfer the tickets to the buyer's ${f.platformId ? `account ${f.platformId}` : 'account'} on the platform now, then upload proof of the transfer on Your Tickets.`
        : 'Our courier partner will contact you to pick up the tickets from your pickup address.',
      '',
      'We hold the payment until the ticket has reached the buyer; then it is paid to your UPI id within 24-48 hours ' +
        '(your first sales on TicketSetu, and payouts while more than ₹25,000.00 is owed to you, are paid after the event).',
    ],
    gst: (fee, gst) => ` (Platform fee ${fee} + GST ${gst})`,
    lateSubject: 'Your payment is being refunded',
    lateLines: (why, amount) => [
      {
        seats_gone:
          'Your payment arrived after the 10 minutes we held the seats for you, and they had been sold to someone else by then.',
        cancelled: 'Your payment arrived after you had cancelled the checkout, so nothing was bought.',
        start_failed: 'Your payment arrived after we had told you it could not be started, so nothing was bought.',
      }[why],
      `We are refunding ${amount} in full to your original payment method.`,
      'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.',
    ],
  },
  hi: {
    soldSubject: (quantity, title) => `आपने ${title} के ${quantity} टिकट बेचे`,
    soldLines: (f) => [
      `एक खरीदार ने ${f.title} के आपके टिकटों का भुगतान कर दिया है।`,
      '',
      `इवेंट: ${f.title}`,
      `वेन्यू: ${f.venue}`,
      `तारीख: ${f.date}`,
      `टिकट: ${f.quantity}`,
      `बिक्री कीमत: ${f.price}`,
      `प्लेटफ़ॉर्म शुल्क: ${f.fee}${f.feeParts}`,
      `आपकी कमाई: ${f.earnings}`,
      '',
      f.mobile
        ? `कृपया अभी प्लेटफ़ॉर्म पर टिकट खरीदार के ${f.platformId ? `अकाउंट ${f.platformId}` : 'अकाउंट'} में ट्रांसफ़र करें, फिर 'आपके टिकट' पर ट्रांसफ़र का सबूत अपलोड करें।`
        : 'हमारा कूरियर पार्टनर आपके पिकअप पते से टिकट लेने के लिए आपसे संपर्क करेगा।',
      '',
      'टिकट खरीदार तक पहुँचने तक हम भुगतान अपने पास रखते हैं; फिर यह 24-48 घंटों में आपकी UPI आईडी पर भेज दिया जाता है ' +
        '(TicketSetu पर आपकी पहली बिक्री, और जब आपका ₹25,000.00 से ज़्यादा बकाया हो तब के भुगतान, इवेंट के बाद किए जाते हैं)।',
    ],
    gst: (fee, gst) => ` (प्लेटफ़ॉर्म शुल्क ${fee} + GST ${gst})`,
    lateSubject: 'आपके भुगतान का रिफ़ंड किया जा रहा है',
    lateLines: (why, amount) => [
      {
        seats_gone: 'आपका भुगतान उन 10 मिनटों के बाद आया जिनके लिए हमने आपकी सीटें रोकी थीं, और तब तक वे किसी और को बिक चुकी थीं।',
        cancelled: 'आपका भुगतान चेकआउट रद्द करने के बाद आया, इसलिए कुछ नहीं खरीदा गया।',
        start_failed: 'आपका भुगतान तब आया जब हम आपको बता चुके थे कि यह शुरू नहीं हो सका, इसलिए कुछ नहीं खरीदा गया।',
      }[why],
      `हम ${amount} का पूरा रिफ़ंड आपके मूल भुगतान के तरीके पर कर रहे हैं।`,
      'UPI रिफ़ंड आम तौर पर 1-2 कामकाजी दिनों में, कार्ड के 2-5 में और नेट बैंकिंग के 2-3 में आते हैं।',
    ],
  },
};

/** ' (Platform fee ₹X + GST ₹Y)': the GST inside a fee (issue 19), nothing for no fee. */
function feeParts(fee: Paise, at: Date, locale: Locale): string {
  if (fee === 0) return '';
  const parts = feeWithGst(fee, at);
  return ORDER_WORDS[locale].gst(formatInr(parts.fee), formatInr(parts.gst));
}
