import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { feeWithGst, ratesOn, tdsLawOn } from '@ticketsetu/contracts/tax';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent, PayoutFacts } from '../../../shared/domain/domain-events.js';
import { firstNameOf, letter, MailOnce } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { OrderQueries } from '../../orders/index.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';

/**
 * Tells people what happened to money owed to them (from the outbox, once each): a seller when their
 * payout is paid (with the UTR) or could not be paid, a buyer when their refund has gone back to them.
 * A failed refund is retried by staff, so the buyer is not told it failed.
 */
@Injectable()
export class PayoutEmails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly mail: MailOnce,
    private readonly identity: IdentityService,
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('PayoutProcessed', 'payouts.processed-email', (e) => this.processed(e));
    this.outbox.subscribe('PayoutFailed', 'payouts.failed-email', (e) => this.failed(e));
  }

  private async processed(event: DomainEvent<'PayoutProcessed'>): Promise<void> {
    const facts = event.payload;
    // Only rewards credit came back: the dispute's or the transfer's email says so.
    if (facts.type === 'buyer_refund' && facts.amount === 0) return;
    const amount = formatInr(paise(facts.amount));
    await this.send(event.id, facts, async (sale, locale) => {
      const words = PAYOUT_WORDS[locale];
      if (facts.type === 'buyer_refund') return words.refunded(amount, sale);
      const payout = await this.em.fork().findOne(SellerPayout, { id: facts.payoutId });
      if (!payout) return null;
      // A later attempt of the same payout is mailed again: its UTR is what the seller looks for.
      return words.paid(amount, sale, payout.payoutDetails, payout.utr ?? null, payoutBreakdown(payout, locale));
    });
  }

  private async failed(event: DomainEvent<'PayoutFailed'>): Promise<void> {
    const facts = event.payload;
    if (facts.type !== 'seller_payout') return;
    const amount = formatInr(paise(facts.amount));
    await this.send(event.id, facts, async (sale, locale) => PAYOUT_WORDS[locale].failed(amount, sale, facts.reason));
  }

  /** Mails the person the payout or refund is for, once per event; `compose` is given the sale in words. */
  private async send(
    eventId: string,
    facts: PayoutFacts,
    compose: (sale: string, locale: Locale) => Promise<Mail | null>,
  ): Promise<void> {
    await this.mail.send(eventId, 'payout', async () => {
      const person = (await this.identity.summaries([facts.userId])).get(facts.userId);
      const mail = person && (await compose(await this.saleWords(facts, person.locale), person.locale));
      return mail
        ? {
            to: person.email,
            subject: mail.subject,
            text: letter(firstNameOf(person.fullName, person.locale), mail.lines, person.locale),
          }
        : null;
    });
  }

  /** '2 tickets to Coldplay (19 Jan 2027, 7:30 pm IST)', or 'your tickets' when the sale is not found. */
  private async saleWords(facts: PayoutFacts, locale: Locale): Promise<string> {
    const order = (await this.orders.byIds([facts.orderId])).get(facts.orderId);
    const words = PAYOUT_WORDS[locale];
    if (!order) return words.yourTickets;
    const event = (await this.catalog.eventsByIds([order.eventId])).get(order.eventId);
    return words.sale(order.quantity, event && { title: event.title, date: formatIst(event.eventDate, locale) });
  }
}

interface Mail {
  subject: string;
  lines: string[];
}

/** The tax of a payout, in figures and words, for its breakdown. */
interface Breakdown {
  sale: string;
  fee: string;
  gst: string;
  tds: string;
  paid: string;
  tdsRule: string | null;
  at: Date;
}

/** Payouts' and refunds' emails in each language (ADR 85): the English is the spec's, the Hindi beside it. */
export const PAYOUT_WORDS: Readonly<
  Record<
    Locale,
    {
      yourTickets: string;
      sale: (quantity: number, event: { title: string; date: string } | undefined) => string;
      refunded: (amount: string, sale: string) => Mail;
      paid: (amount: string, sale: string, upiId: string, utr: string | null, breakdown: string[]) => Mail;
      failed: (amount: string, sale: string, reason: string) => Mail;
      breakdown: (b: Breakdown) => string[];
    }
  >
> = {
  en: {
    yourTickets: 'your tickets',
    sale: (quantity, event) => {
      const tickets = `${quantity} ticket${quantity === 1 ? '' : 's'}`;
      return event ? `${tickets} to ${event.title} (${event.date})` : tickets;
    },
    refunded: (amount, sale) => ({
      subject: `Your refund of ${amount} is on its way`,
      lines: [
        `We have refunded ${amount} for ${sale} to your original payment method.`,
        'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.',
      ],
    }),
    paid: (amount, sale, upiId, utr, breakdown) => ({
      subject: `You have been paid ${amount} for ${sale}`,
      lines: [
        `We have paid ${amount} for ${sale} to your UPI id ${upiId}.`,
        ...(utr ? [`UPI transaction reference (UTR): ${utr}`] : []),
        '',
        ...breakdown,
        '',
        'You can see every payout under Your Listings on Your Tickets.',
      ],
    }),
    failed: (amount, sale, reason) => ({
      subject: `Your payout of ${amount} could not be completed`,
      lines: [
        `Your payout of ${amount} for ${sale} could not be completed: ${reason}`,
        '',
        'Nothing is lost: we owe you this money and will pay it again. If your UPI id has changed, write to support@ticketsetu.in.',
      ],
    }),
    breakdown: (b) => [
      `Sale: ${b.sale}`,
      `Platform fee: ${b.fee} (GST ${b.gst} included)`,
      `TDS withheld (income tax, ${tdsLawOn(b.at).section}): ${b.tds}`,
      `Paid to you: ${b.paid}`,
      ...(b.tdsRule === 'without-pan' ? [withoutPanNote(b.at)] : []),
    ],
  },
  hi: {
    yourTickets: 'आपके टिकट',
    sale: (quantity, event) => (event ? `${event.title} के ${quantity} टिकट (${event.date})` : `${quantity} टिकट`),
    refunded: (amount, sale) => ({
      subject: `आपका ${amount} का रिफ़ंड भेज दिया गया है`,
      lines: [
        `हमने ${sale} के ${amount} आपके मूल भुगतान के तरीके पर रिफ़ंड कर दिए हैं।`,
        'UPI रिफ़ंड आम तौर पर 1-2 कामकाजी दिनों में, कार्ड के 2-5 में और नेट बैंकिंग के 2-3 में आते हैं।',
      ],
    }),
    paid: (amount, sale, upiId, utr, breakdown) => ({
      subject: `आपको ${sale} के ${amount} का भुगतान कर दिया गया है`,
      lines: [
        `हमने ${sale} के ${amount} आपकी UPI आईडी ${upiId} पर भेज दिए हैं।`,
        ...(utr ? [`UPI ट्रांज़ैक्शन रेफ़रेंस नंबर: ${utr}`] : []),
        '',
        ...breakdown,
        '',
        "हर भुगतान आप 'आपके टिकट' में 'आपकी लिस्टिंग' के नीचे देख सकते हैं।",
      ],
    }),
    failed: (amount, sale, reason) => ({
      subject: `आपका ${amount} का भुगतान पूरा नहीं हो सका`,
      lines: [
        `${sale} के लिए आपका ${amount} का भुगतान पूरा नहीं हो सका: ${reason}`,
        '',
        'कुछ नहीं खोया है: यह पैसा हमें आपको देना है और हम इसे फिर से भेजेंगे। अगर आपकी UPI आईडी बदल गई है, तो support@ticketsetu.in पर लिखें।',
      ],
    }),
    breakdown: (b) => [
      `बिक्री: ${b.sale}`,
      `प्लेटफ़ॉर्म शुल्क: ${b.fee} (GST ${b.gst} शामिल)`,
      `काटा गया TDS (आयकर, ${hindiLaw(b.at).section}): ${b.tds}`,
      `आपको भुगतान: ${b.paid}`,
      ...(b.tdsRule === 'without-pan' ? [withoutPanNoteHi(b.at)] : []),
    ],
  },
};

/** Gross, fee with the GST inside it, TDS and net (issue 19): what the seller's accountant books. */
function payoutBreakdown(payout: SellerPayout, locale: Locale): string[] {
  const sale = paise(payout.gross - payout.reversedGross);
  const gst = feeWithGst(payout.platformFee, payout.createdAt).gst;
  return PAYOUT_WORDS[locale].breakdown({
    sale: formatInr(sale),
    fee: formatInr(payout.platformFee),
    gst: formatInr(gst),
    tds: formatInr(payout.tdsWithheld),
    paid: formatInr(payout.amount),
    tdsRule: payout.tdsRule,
    at: payout.createdAt,
  });
}

function withoutPanNote(at: Date): string {
  const rates = ratesOn(at);
  const percent = (basisPoints: number) => `${basisPoints / 100}%`;
  return (
    `We withheld ${percent(rates.tdsNoPanBasisPoints)} because we have no PAN for you (${tdsLawOn(at).noPan}), ` +
    `and tax withheld without a PAN cannot be matched to your return. Add your PAN on your profile: with an ` +
    `individual's or HUF's PAN nothing is withheld while your sales through us stay within ` +
    `${formatInr(paise(rates.tdsExemptGrossPaise))} in a financial year (${percent(rates.tdsBasisPoints)} beyond it); ` +
    `with any other PAN, ${percent(rates.tdsBasisPoints)} of each sale.`
  );
}

/**
 * The law TDS is withheld under, in Hindi: 'आयकर अधिनियम, 2025 की धारा 393(1) [तालिका: क्रम सं. 8(v)]'
 * (the sections' numbers as the Act writes them).
 */
function hindiLaw(at: Date): { section: string; noPan: string } {
  const { act, tdsSection, noPanSection } = ratesOn(at).tdsLaw;
  const hindiAct = act.replace('Income-tax Act', 'आयकर अधिनियम');
  const cite = (section: string) =>
    `${hindiAct} की ${section.replace('section ', 'धारा ').replace('Table: Sl. No.', 'तालिका: क्रम सं.')}`;
  return { section: cite(tdsSection), noPan: cite(noPanSection) };
}

function withoutPanNoteHi(at: Date): string {
  const rates = ratesOn(at);
  const percent = (basisPoints: number) => `${basisPoints / 100}%`;
  return (
    `हमने ${percent(rates.tdsNoPanBasisPoints)} काटा है क्योंकि हमारे पास आपका PAN नहीं है (${hindiLaw(at).noPan}), ` +
    `और PAN के बिना काटा गया टैक्स आपके रिटर्न से मिलाया नहीं जा सकता। अपनी प्रोफ़ाइल पर अपना PAN जोड़ें: किसी ` +
    `व्यक्ति या हिंदू अविभाजित परिवार के PAN पर, जब तक एक वित्त वर्ष में हमारे ज़रिए आपकी बिक्री ` +
    `${formatInr(paise(rates.tdsExemptGrossPaise))} के अंदर रहती है, कुछ नहीं काटा जाता (उससे ऊपर ${percent(rates.tdsBasisPoints)}); ` +
    `किसी और PAN पर, हर बिक्री का ${percent(rates.tdsBasisPoints)}।`
  );
}
