import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { formatInr } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { letter } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService, type EventView } from '../../catalog/index.js';
import { ListingQueries } from '../../listings/index.js';
import { WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { OFFER_MINUTES, WaitlistOffer } from '../domain/waitlist-offer.entity.js';
import { WaitlistMailer } from './waitlist-mailer.js';

/**
 * The waiting list's emails. The offer email: the seats held for the person, until when, and the link
 * straight to checkout. The expiry email: an offer they were told of ended without a purchase, the
 * seats went to the next person, and whether they still wait. Sent from the outbox (at least once);
 * `emailed_at` and `expiry_emailed_at` record them, so a delivery that runs again after a success
 * sends nothing twice. An offer that ended before its email went out is announced neither way.
 */
@Injectable()
export class WaitlistEmails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly listings: ListingQueries,
    private readonly mailer: WaitlistMailer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('WaitlistOfferMade', 'waitlist.offer-email', (event) => this.offerMade(event));
    this.outbox.subscribe('WaitlistOfferExpired', 'waitlist.expiry-email', (event) => this.offerExpired(event));
  }

  private async offerMade(event: DomainEvent<'WaitlistOfferMade'>): Promise<void> {
    const em = this.em.fork();
    const offer = await em.findOne(WaitlistOffer, { id: event.payload.offerId });
    if (!offer || offer.emailedAt || offer.status !== 'offered') return;
    const [eventView, listing] = await Promise.all([
      this.catalog.getEvent(offer.eventId),
      this.listings.forCheckout(offer.listingId),
    ]);
    if (!listing) return;
    const sent = await this.mailer.sendTo(offer.userId, (firstName, publicUrl, locale) => {
      const mail = WAITLIST_WORDS[locale].offer({
        ...facts(eventView, locale),
        quantity: offer.quantity,
        minutes: OFFER_MINUTES,
        until: formatIst(offer.expiresAt, locale),
        price: formatInr(listing.price),
        checkout: `${publicUrl}${offer.checkoutPath}`,
      });
      return { subject: mail.subject, text: letter(firstName, mail.lines, locale) };
    });
    if (sent) await em.nativeUpdate(WaitlistOffer, { id: offer.id, emailedAt: null }, { emailedAt: this.clock.now() });
  }

  private async offerExpired(event: DomainEvent<'WaitlistOfferExpired'>): Promise<void> {
    const em = this.em.fork();
    const offer = await em.findOne(WaitlistOffer, { id: event.payload.offerId });
    // Never told of the offer (it ended before its email went out): nothing to take back.
    if (!offer || offer.status !== 'expired' || !offer.emailedAt || offer.expiryEmailedAt) return;
    const [eventView, entry] = await Promise.all([
      this.catalog.getEvent(offer.eventId),
      em.findOne(WaitlistEntry, { id: offer.entryId }),
    ]);
    const sent = await this.mailer.sendTo(offer.userId, (firstName, publicUrl, locale) => {
      const mail = WAITLIST_WORDS[locale].expired({
        ...facts(eventView, locale),
        quantity: offer.quantity,
        stillWaiting: entry?.isWaiting ?? false,
        waitingLists: `${publicUrl}/tickets?tab=purchases`,
      });
      return { subject: mail.subject, text: letter(firstName, mail.lines, locale) };
    });
    if (!sent) return;
    await em.nativeUpdate(
      WaitlistOffer,
      { id: offer.id, expiryEmailedAt: null },
      { expiryEmailedAt: this.clock.now() },
    );
  }
}

/** The event's facts in a reader's words. */
function facts(event: EventView, locale: Locale): EventFacts {
  return { title: event.title, venue: `${event.venue}, ${event.city}`, date: formatIst(event.eventDate, locale) };
}

interface EventFacts {
  title: string;
  venue: string;
  date: string;
}

interface OfferFacts extends EventFacts {
  quantity: number;
  minutes: number;
  until: string;
  price: string;
  checkout: string;
}

interface ExpiryFacts extends EventFacts {
  quantity: number;
  stillWaiting: boolean;
  waitingLists: string;
}

interface Mail {
  subject: string;
  lines: string[];
}

/** The waiting list's emails in each language (ADR 85): the English is the spec's, the Hindi beside it. */
export const WAITLIST_WORDS: Readonly<
  Record<Locale, { offer: (f: OfferFacts) => Mail; expired: (f: ExpiryFacts) => Mail }>
> = {
  en: {
    offer: (f) => {
      const tickets = ticketCount(f.quantity);
      return {
        subject: `${tickets} for ${f.title} held for you`,
        lines: [
          `Tickets you were waiting for are back. Everyone waiting was put in a random order, and it is your turn: we are holding ${tickets} for you for ${f.minutes} minutes, until ${f.until}.`,
          '',
          `Event: ${f.title}`,
          `Venue: ${f.venue}`,
          `Date: ${f.date}`,
          `Price per ticket: ${f.price}`,
          `Number of tickets: ${f.quantity}`,
          '',
          `Check out now: ${f.checkout}`,
          '',
          'Not for you? Decline the offer on Your Tickets and the next person waiting gets them; you stay on the waiting list.',
        ],
      };
    },
    expired: (f) => ({
      subject: `Your offer for ${f.title} has expired`,
      lines: [
        `Your offer of ${ticketCount(f.quantity)} for ${f.title} has expired: the tickets were not bought while we held them for you, so they have gone to the next person waiting. We are sorry you missed them this time.`,
        '',
        ...(f.stillWaiting
          ? [
              'You are still on the waiting list for this event. When more tickets come up, everyone waiting is put in a random order again, and we will email you if it is your turn.',
              '',
            ]
          : []),
        `Event: ${f.title}`,
        `Venue: ${f.venue}`,
        `Date: ${f.date}`,
        '',
        `Your waiting lists: ${f.waitingLists}`,
      ],
    }),
  },
  hi: {
    offer: (f) => ({
      subject: `${f.title} के ${f.quantity} टिकट आपके लिए रोके गए हैं`,
      lines: [
        `जिन टिकटों का आप इंतज़ार कर रहे थे, वे वापस आ गए हैं। इंतज़ार कर रहे सभी लोगों को बिना किसी क्रम के चुना गया, और अब आपकी बारी है: हम ${f.quantity} टिकट आपके लिए ${f.minutes} मिनट तक, ${f.until} तक रोक रहे हैं।`,
        '',
        `इवेंट: ${f.title}`,
        `वेन्यू: ${f.venue}`,
        `तारीख: ${f.date}`,
        `हर टिकट की कीमत: ${f.price}`,
        `टिकटों की संख्या: ${f.quantity}`,
        '',
        `अभी चेकआउट करें: ${f.checkout}`,
        '',
        "आपके काम के नहीं? 'आपके टिकट' पर ऑफ़र ठुकरा दें, तो ये इंतज़ार कर रहे अगले व्यक्ति को मिल जाएंगे; आप वेटिंग लिस्ट में बने रहेंगे।",
      ],
    }),
    expired: (f) => ({
      subject: `${f.title} के लिए आपका ऑफ़र खत्म हो गया है`,
      lines: [
        `${f.title} के ${f.quantity} टिकट का आपका ऑफ़र खत्म हो गया है: जब तक हमने ये टिकट आपके लिए रोके थे, तब तक ये खरीदे नहीं गए, इसलिए ये इंतज़ार कर रहे अगले व्यक्ति को दे दिए गए हैं। हमें अफ़सोस है कि इस बार आप इन्हें नहीं ले पाए।`,
        '',
        ...(f.stillWaiting
          ? [
              'आप अब भी इस इवेंट की वेटिंग लिस्ट में हैं। और टिकट आने पर, इंतज़ार कर रहे सभी लोगों को फिर से बिना किसी क्रम के चुना जाएगा, और आपकी बारी आने पर हम आपको ईमेल करेंगे।',
              '',
            ]
          : []),
        `इवेंट: ${f.title}`,
        `वेन्यू: ${f.venue}`,
        `तारीख: ${f.date}`,
        '',
        `आपकी वेटिंग लिस्ट: ${f.waitingLists}`,
      ],
    }),
  },
};

function ticketCount(quantity: number): string {
  return quantity === 1 ? '1 ticket' : `${quantity} tickets`;
}
