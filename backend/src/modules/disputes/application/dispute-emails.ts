import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { firstNameOf, letter, MailOnce } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';
import { OrderQueries } from '../../orders/index.js';
import { Dispute } from '../domain/dispute.entity.js';
import { type DisputeReason, reasonLabels } from '../domain/dispute-status.js';
import { type GrievanceOfficer, officerOf } from './read-models.js';

interface Mail {
  subject: string;
  lines: string[];
}

interface EntryRow {
  body: string | null;
  to_status: string | null;
  refund_amount: number | null;
}

/**
 * The desk's emails, from the outbox (once each: MailOnce):
 * both parties at every step they are told of, and the grievance officer when a dispute arrives.
 * Each names the reference, the deadlines and the officer who owns the desk.
 */
@Injectable()
export class DisputeEmails implements OnModuleInit {
  private readonly officer: GrievanceOfficer;
  private readonly publicUrl: string;

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly identity: IdentityService,
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
    private readonly mailOnce: MailOnce,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.officer = officerOf(config);
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  onModuleInit(): void {
    this.outbox.subscribe('DisputeOpened', 'disputes.opened-email', (e) => this.opened(e));
    this.outbox.subscribe('DisputeUpdated', 'disputes.updated-email', (e) => this.updated(e));
  }

  private async opened(event: DomainEvent<'DisputeOpened'>): Promise<void> {
    const found = await this.load(event.payload.disputeId);
    if (!found) return;
    const { dispute, buyer, seller } = found;
    if (buyer)
      await this.send(event.id, 'buyer', buyer, DISPUTE_WORDS[buyer.locale].opened.buyer(found.facts(buyer.locale)));
    if (seller) {
      await this.send(
        event.id,
        'seller',
        seller,
        DISPUTE_WORDS[seller.locale].opened.seller(found.facts(seller.locale)),
      );
    }
    // The grievance officer works in the back office, which stays English.
    const f = found.facts('en');
    await this.send(
      event.id,
      'officer',
      { email: this.officer.email, fullName: this.officer.name, locale: 'en' },
      {
        subject: `New dispute ${dispute.reference}: acknowledge by ${f.acknowledgeBy}`,
        lines: [
          `A buyer has opened dispute ${dispute.reference} about ${f.what}: ${f.reason}.`,
          '',
          `"${dispute.description}"`,
          '',
          `Acknowledge it by ${f.acknowledgeBy} and resolve it by ${f.resolveBy} in Admin > Disputes.`,
        ],
      },
    );
  }

  private async updated(event: DomainEvent<'DisputeUpdated'>): Promise<void> {
    const found = await this.load(event.payload.disputeId);
    if (!found) return;
    const { buyer, seller } = found;
    const [entry] = await this.em
      .fork()
      .execute<EntryRow[]>('select body, to_status, refund_amount from dispute_entries where id = ? and not internal', [
        event.payload.entryId,
      ]);
    if (!entry) return;
    const refund = entry.refund_amount === null ? null : formatInr(paise(entry.refund_amount));
    const facts = (locale: Locale): UpdateFacts => ({ ...found.facts(locale), body: entry.body, refund });
    const update = {
      kind: event.payload.kind,
      by: event.payload.by,
      awaitingSeller: entry.to_status === 'awaiting_seller',
    };
    const toBuyer = buyer && DISPUTE_WORDS[buyer.locale].updated(update, facts(buyer.locale)).buyer;
    const toSeller = seller && DISPUTE_WORDS[seller.locale].updated(update, facts(seller.locale)).seller;
    if (toBuyer) await this.send(event.id, 'buyer', buyer, toBuyer);
    if (toSeller) await this.send(event.id, 'seller', seller, toSeller);
  }

  /** The dispute, both people, and its facts in words in a reader's language. */
  private async load(disputeId: string) {
    const dispute = await this.em.fork().findOne(Dispute, { id: disputeId });
    if (!dispute) return null;
    const order = (await this.orders.byIds([dispute.orderId])).get(dispute.orderId);
    const event = order && (await this.catalog.eventsByIds([order.eventId])).get(order.eventId);
    const people = await this.identity.summaries([dispute.buyerId, dispute.sellerId]);
    const facts = (locale: Locale): DisputeFacts => {
      const words = DISPUTE_WORDS[locale];
      return {
        ref: dispute.reference,
        what: words.what(
          order?.quantity ?? null,
          event && { title: event.title, date: formatIst(event.eventDate, locale) },
        ),
        reason: words.reasons[dispute.reason],
        description: dispute.description,
        acknowledgeBy: formatIst(dispute.acknowledgeBy, locale),
        resolveBy: formatIst(dispute.resolveBy, locale),
        trackUrl: `${this.publicUrl}/complaints/track`,
      };
    };
    return { dispute, facts, buyer: people.get(dispute.buyerId), seller: people.get(dispute.sellerId) };
  }

  private async send(
    eventId: string,
    to: 'buyer' | 'seller' | 'officer',
    person: Pick<UserSummary, 'email' | 'fullName' | 'locale'>,
    mail: Mail,
  ): Promise<void> {
    const words = DISPUTE_WORDS[person.locale];
    await this.mailOnce.send(eventId, `dispute:${to}`, async () => ({
      to: person.email,
      subject: mail.subject,
      text: letter(
        to === 'officer' ? 'team' : firstNameOf(person.fullName, person.locale),
        [...mail.lines, '', words.officer(this.officer.name, this.officer.email)],
        person.locale,
      ),
    }));
  }
}

/** A dispute's facts in a reader's words. */
interface DisputeFacts {
  ref: string;
  /** '2 tickets to Coldplay (19 January 2027 at 7:30 pm)'. */
  what: string;
  reason: string;
  description: string;
  acknowledgeBy: string;
  resolveBy: string;
  trackUrl: string;
}

interface UpdateFacts extends DisputeFacts {
  body: string | null;
  refund: string | null;
}

interface Update {
  kind: DomainEvent<'DisputeUpdated'>['payload']['kind'];
  by: DomainEvent<'DisputeUpdated'>['payload']['by'];
  awaitingSeller: boolean;
}

interface DisputeWords {
  reasons: Record<DisputeReason, string>;
  what: (quantity: number | null, event: { title: string; date: string } | undefined) => string;
  opened: { buyer: (f: DisputeFacts) => Mail; seller: (f: DisputeFacts) => Mail };
  updated: (u: Update, f: UpdateFacts) => { buyer?: Mail; seller?: Mail };
  officer: (name: string, email: string) => string;
}

/** What someone wrote with an update, quoted after a label: nothing when they wrote nothing. */
function said(label: string, body: string | null): string[] {
  return body ? ['', `${label}: "${body}"`] : [];
}

/** The disputes desk's emails to buyers and sellers in each language (ADR 85). */
export const DISPUTE_WORDS: Readonly<Record<Locale, DisputeWords>> = {
  en: {
    reasons: reasonLabels,
    what: (quantity, event) => {
      const tickets = quantity !== null ? `${quantity} ticket${quantity === 1 ? '' : 's'}` : 'tickets';
      return event ? `${tickets} to ${event.title} (${event.date})` : tickets;
    },
    opened: {
      buyer: (f) => ({
        subject: `We have received your dispute ${f.ref}`,
        lines: [
          `We have received your dispute about ${f.what} (${f.reason}). Its reference is ${f.ref}.`,
          '',
          `We will acknowledge it by ${f.acknowledgeBy} and resolve it by ${f.resolveBy} at the latest.`,
          "Until then the seller's payment for this sale stays on hold, and your purchase will not be confirmed automatically.",
          '',
          'You can follow the dispute, and add details or files, on Your Tickets.',
          `You can also see where it stands without signing in, at ${f.trackUrl} with ${f.ref} and this email address.`,
        ],
      }),
      seller: (f) => ({
        subject: `A buyer has opened a dispute about tickets you sold (${f.ref})`,
        lines: [
          `The buyer of ${f.what} has opened dispute ${f.ref}: ${f.reason}.`,
          '',
          `In their words: "${f.description}"`,
          '',
          `Your payout for this sale is on hold until the dispute is resolved (by ${f.resolveBy} at the latest).`,
          'Please answer with your side and any proof, such as a screenshot of the transfer, on Your Tickets.',
        ],
      }),
    },
    updated: (u, f) => {
      const ref = f.ref;
      switch (u.kind) {
        case 'acknowledged':
          return {
            buyer: {
              subject: `Your dispute ${ref} has been acknowledged`,
              lines: [
                `Our grievance desk has acknowledged your dispute ${ref} and will resolve it by ${f.resolveBy} at the latest.`,
                ...said('The desk wrote', f.body),
              ],
            },
            seller: {
              subject: `Dispute ${ref} about tickets you sold`,
              lines: [
                u.awaitingSeller
                  ? `Our grievance desk is looking into dispute ${ref} and asks for your side: please answer with any proof on Your Tickets.`
                  : `Our grievance desk is reviewing dispute ${ref}. Your payout for this sale stays on hold until it is resolved.`,
                ...said('The desk wrote', f.body),
              ],
            },
          };
        case 'message':
          return {
            buyer:
              u.by === 'buyer'
                ? undefined
                : {
                    subject: `New message on your dispute ${ref}`,
                    lines: [
                      `${u.by === 'seller' ? 'The seller' : 'Our grievance desk'} wrote on dispute ${ref}:`,
                      '',
                      `"${f.body ?? ''}"`,
                    ],
                  },
            seller:
              u.by === 'seller'
                ? undefined
                : {
                    subject: `New message on dispute ${ref}`,
                    lines: [
                      `${u.by === 'buyer' ? 'The buyer' : 'Our grievance desk'} wrote on dispute ${ref}:`,
                      '',
                      `"${f.body ?? ''}"`,
                      '',
                      'You can answer on Your Tickets.',
                    ],
                  },
          };
        case 'resolved':
          return f.refund
            ? {
                buyer: {
                  subject: `Your dispute ${ref} is resolved: ${f.refund} refunded`,
                  lines: [
                    `We have resolved your dispute ${ref} in your favour: ${f.refund} is being refunded to your original payment method.`,
                    'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.',
                    ...said('Our decision', f.body),
                  ],
                },
                seller: {
                  subject: `Dispute ${ref} is resolved with a refund to the buyer`,
                  lines: [
                    `Dispute ${ref} about tickets you sold is resolved: the buyer is refunded ${f.refund}, taken from this sale's payout.`,
                    ...said('Our decision', f.body),
                  ],
                },
              }
            : {
                buyer: {
                  subject: `Your dispute ${ref} is resolved`,
                  lines: [
                    `We have resolved your dispute ${ref}: we found the tickets were transferred as agreed, so the payment is released to the seller.`,
                    ...said('Our decision', f.body),
                  ],
                },
                seller: {
                  subject: `Dispute ${ref} is resolved in your favour`,
                  lines: [
                    `Dispute ${ref} about tickets you sold is resolved in your favour: your payout for this sale is no longer on hold.`,
                    ...said('Our decision', f.body),
                  ],
                },
              };
        case 'withdrawn':
          return {
            buyer: {
              subject: `You have withdrawn dispute ${ref}`,
              lines: [
                `You have withdrawn your dispute ${ref}. The seller's payment for this sale is no longer on hold.`,
              ],
            },
            seller: {
              subject: `Dispute ${ref} has been withdrawn`,
              lines: [
                `The buyer has withdrawn dispute ${ref} about tickets you sold. Your payout for this sale is no longer on hold.`,
                ...said('The buyer wrote', f.body),
              ],
            },
          };
      }
      return {};
    },
    officer: (name, email) => `Our grievance officer, ${name} (${email}), owns the disputes desk.`,
  },
  hi: {
    reasons: {
      not_received: 'टिकट नहीं मिले',
      wrong_ticket: 'गलत टिकट',
      invalid_at_gate: 'गेट पर टिकट अमान्य',
      other: 'कुछ और',
    },
    what: (quantity, event) => {
      const tickets = quantity !== null ? `${quantity} टिकट` : 'टिकट';
      return event ? `${event.title} के ${tickets} (${event.date})` : tickets;
    },
    opened: {
      buyer: (f) => ({
        subject: `हमें आपका विवाद ${f.ref} मिल गया है`,
        lines: [
          `हमें ${f.what} के बारे में आपका विवाद (${f.reason}) मिल गया है। इसका रेफ़रेंस ${f.ref} है।`,
          '',
          `हम ${f.acknowledgeBy} तक इसकी पावती देंगे और ज़्यादा से ज़्यादा ${f.resolveBy} तक इसका समाधान करेंगे।`,
          'तब तक इस बिक्री का विक्रेता का भुगतान रुका रहेगा, और आपकी खरीद अपने आप पक्की नहीं होगी।',
          '',
          "आप 'आपके टिकट' पर विवाद की स्थिति देख सकते हैं, और जानकारी या फ़ाइलें जोड़ सकते हैं।",
          `आप साइन इन किए बिना भी ${f.trackUrl} पर ${f.ref} और इस ईमेल पते से इसकी स्थिति देख सकते हैं।`,
        ],
      }),
      seller: (f) => ({
        subject: `एक खरीदार ने आपके बेचे गए टिकटों के बारे में विवाद दर्ज किया है (${f.ref})`,
        lines: [
          `${f.what} के खरीदार ने विवाद ${f.ref} दर्ज किया है: ${f.reason}।`,
          '',
          `उनके शब्दों में: "${f.description}"`,
          '',
          `विवाद का समाधान होने तक (ज़्यादा से ज़्यादा ${f.resolveBy} तक) इस बिक्री का आपका भुगतान रुका रहेगा।`,
          "कृपया 'आपके टिकट' पर अपना पक्ष और कोई भी सबूत, जैसे ट्रांसफ़र का स्क्रीनशॉट, भेजें।",
        ],
      }),
    },
    updated: (u, f) => {
      const ref = f.ref;
      switch (u.kind) {
        case 'acknowledged':
          return {
            buyer: {
              subject: `आपके विवाद ${ref} की पावती दे दी गई है`,
              lines: [
                `हमारे शिकायत डेस्क ने आपके विवाद ${ref} की पावती दे दी है और ज़्यादा से ज़्यादा ${f.resolveBy} तक इसका समाधान करेगा।`,
                ...said('डेस्क ने लिखा', f.body),
              ],
            },
            seller: {
              subject: `आपके बेचे गए टिकटों के बारे में विवाद ${ref}`,
              lines: [
                u.awaitingSeller
                  ? `हमारा शिकायत डेस्क विवाद ${ref} की जाँच कर रहा है और आपका पक्ष जानना चाहता है: कृपया 'आपके टिकट' पर कोई भी सबूत भेजें।`
                  : `हमारा शिकायत डेस्क विवाद ${ref} की समीक्षा कर रहा है। समाधान होने तक इस बिक्री का आपका भुगतान रुका रहेगा।`,
                ...said('डेस्क ने लिखा', f.body),
              ],
            },
          };
        case 'message':
          return {
            buyer:
              u.by === 'buyer'
                ? undefined
                : {
                    subject: `आपके विवाद ${ref} पर नया संदेश`,
                    lines: [
                      `${u.by === 'seller' ? 'विक्रेता' : 'हमारे शिकायत डेस्क'} ने विवाद ${ref} पर लिखा:`,
                      '',
                      `"${f.body ?? ''}"`,
                    ],
                  },
            seller:
              u.by === 'seller'
                ? undefined
                : {
                    subject: `विवाद ${ref} पर नया संदेश`,
                    lines: [
                      `${u.by === 'buyer' ? 'खरीदार' : 'हमारे शिकायत डेस्क'} ने विवाद ${ref} पर लिखा:`,
                      '',
                      `"${f.body ?? ''}"`,
                      '',
                      "आप 'आपके टिकट' पर जवाब दे सकते हैं।",
                    ],
                  },
          };
        case 'resolved':
          return f.refund
            ? {
                buyer: {
                  subject: `आपके विवाद ${ref} का समाधान हो गया: ${f.refund} का रिफ़ंड`,
                  lines: [
                    `हमने आपके विवाद ${ref} का समाधान आपके पक्ष में किया है: ${f.refund} आपके मूल भुगतान के तरीके पर रिफ़ंड किए जा रहे हैं।`,
                    'UPI रिफ़ंड आम तौर पर 1-2 कामकाजी दिनों में, कार्ड के 2-5 में और नेट बैंकिंग के 2-3 में आते हैं।',
                    ...said('हमारा फ़ैसला', f.body),
                  ],
                },
                seller: {
                  subject: `विवाद ${ref} का समाधान खरीदार को रिफ़ंड के साथ हुआ`,
                  lines: [
                    `आपके बेचे गए टिकटों के बारे में विवाद ${ref} का समाधान हो गया है: खरीदार को ${f.refund} का रिफ़ंड दिया गया है, जो इस बिक्री के भुगतान से लिया गया है।`,
                    ...said('हमारा फ़ैसला', f.body),
                  ],
                },
              }
            : {
                buyer: {
                  subject: `आपके विवाद ${ref} का समाधान हो गया है`,
                  lines: [
                    `हमने आपके विवाद ${ref} का समाधान कर दिया है: हमने पाया कि टिकट तय बात के अनुसार ट्रांसफ़र किए गए थे, इसलिए भुगतान विक्रेता को दे दिया गया है।`,
                    ...said('हमारा फ़ैसला', f.body),
                  ],
                },
                seller: {
                  subject: `विवाद ${ref} का समाधान आपके पक्ष में हुआ`,
                  lines: [
                    `आपके बेचे गए टिकटों के बारे में विवाद ${ref} का समाधान आपके पक्ष में हुआ है: इस बिक्री का आपका भुगतान अब रुका नहीं है।`,
                    ...said('हमारा फ़ैसला', f.body),
                  ],
                },
              };
        case 'withdrawn':
          return {
            buyer: {
              subject: `आपने विवाद ${ref} वापस ले लिया है`,
              lines: [`आपने अपना विवाद ${ref} वापस ले लिया है। इस बिक्री का विक्रेता का भुगतान अब रुका नहीं है।`],
            },
            seller: {
              subject: `विवाद ${ref} वापस ले लिया गया है`,
              lines: [
                `खरीदार ने आपके बेचे गए टिकटों के बारे में विवाद ${ref} वापस ले लिया है। इस बिक्री का आपका भुगतान अब रुका नहीं है।`,
                ...said('खरीदार ने लिखा', f.body),
              ],
            },
          };
      }
      return {};
    },
    officer: (name, email) => `हमारे शिकायत अधिकारी, ${name} (${email}), विवाद डेस्क के ज़िम्मेदार हैं।`,
  },
};
