import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { formatInr, formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { firstNameOf, letter } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { Listing } from '../domain/listing.entity.js';

/**
 * The seller's emails about a listing, sent from the outbox (a mail failure is retried and never
 * touches the listing). Each handler records what it sent in `listing_emails`, so a delivery that
 * runs again after a success sends nothing twice.
 */
@Injectable()
export class SellerEmails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('TicketListed', 'listings.seller-listing-email', (e) => this.send(e, 'listed'));
    this.outbox.subscribe('TicketVerified', 'listings.seller-verification-email', (e) => this.send(e, 'verified'));
    this.outbox.subscribe('TicketRejected', 'listings.seller-verification-email', (e) => this.send(e, 'rejected'));
    this.outbox.subscribe('ListingWithdrawn', 'listings.seller-withdrawal-email', async (e) => {
      if (e.payload.reason === 'resale_not_permitted') await this.send(e, 'resale_not_permitted');
    });
  }

  private async send(
    event: DomainEvent<'TicketListed' | 'TicketVerified' | 'TicketRejected' | 'ListingWithdrawn'>,
    kind: 'listed' | 'verified' | 'rejected' | 'resale_not_permitted',
  ): Promise<void> {
    const em = this.em.fork();
    const sent = await em.execute('select 1 from listing_emails where event_id = ? and kind = ?', [event.id, kind]);
    if (sent.length > 0) return; // an earlier run sent it
    const listing = await em.findOneOrFail(Listing, { id: event.payload.listingId });
    // The remark saved with the decision, even if staff edit the remarks later.
    const remarks = 'remarks' in event.payload ? (event.payload.remarks ?? null) : null;
    const [seller, eventView] = await Promise.all([
      this.identity.summaries([listing.sellerId]).then((m) => m.get(listing.sellerId)),
      this.catalog.getEvent(listing.eventId),
    ]);
    if (!seller) return;
    const message = SELLER_WORDS[seller.locale][kind]({
      title: eventView.title,
      venue: `${eventView.venue}, ${eventView.city}`,
      date: formatIst(eventView.eventDate, seller.locale),
      price: formatInr(listing.price),
      quantity: listing.quantity,
      remarks,
    });
    await this.mail.send({
      to: seller.email,
      subject: message.subject,
      text: letter(firstNameOf(seller.fullName, seller.locale), message.lines, seller.locale),
    });
    await em.execute('insert into listing_emails (event_id, kind) values (?, ?) on conflict do nothing', [
      event.id,
      kind,
    ]);
  }
}

interface ListingFacts {
  title: string;
  venue: string;
  date: string;
  price: string;
  quantity: number;
  remarks: string | null;
}

type SellerMail = (f: ListingFacts) => { subject: string; lines: string[] };
type Kind = 'listed' | 'verified' | 'rejected' | 'resale_not_permitted';

/** The seller's listing emails in each language (ADR 85): the English is the spec's, the Hindi beside it. */
export const SELLER_WORDS: Readonly<Record<Locale, Record<Kind, SellerMail>>> = {
  en: (() => {
    const facts = (f: ListingFacts) => [
      `Event: ${f.title}`,
      `Venue: ${f.venue}`,
      `Date: ${f.date}`,
      `Price per ticket: ${f.price}`,
      `Number of tickets: ${f.quantity}`,
    ];
    return {
      listed: (f) => ({
        subject: `Your tickets for ${f.title} are under review`,
        lines: [
          'Thank you for listing your tickets on TicketSetu. Our team is checking them now; you will get another email when they are live.',
          '',
          ...facts(f),
          '',
          'When a buyer pays, we hold the money until the ticket has reached them; then it is paid to your UPI id within ' +
            '24-48 hours (your first sales on TicketSetu, and payouts while more than ₹25,000.00 is owed to you, are paid after the event).',
        ],
      }),
      verified: (f) => ({
        subject: `Your tickets for ${f.title} are live`,
        lines: [
          'Good news: our team verified your listing and it is now visible to buyers.',
          '',
          ...facts(f),
          ...(f.remarks ? ['', `Remarks from our team: ${f.remarks}`] : []),
        ],
      }),
      rejected: (f) => ({
        subject: `Your listing for ${f.title} could not be verified`,
        lines: [
          'Our team could not verify your listing, so it will not be shown to buyers.',
          '',
          ...facts(f),
          '',
          `Remarks from our team: ${f.remarks ?? 'none'}`,
          '',
          'You are welcome to list again with clear proof of your booking. Reply to support@ticketsetu.in with any questions.',
        ],
      }),
      resale_not_permitted: (f) => ({
        subject: `Your listing for ${f.title} was taken down`,
        lines: [
          'The organiser of this event does not permit resale (its tickets are name-based and cannot be transferred), ' +
            'so we have taken your listing down and no more of its tickets will be sold.',
          '',
          ...facts(f),
          '',
          'Tickets a buyer has already paid for, or is paying for now, go ahead as before, and you are paid for them as usual. ' +
            'Reply to support@ticketsetu.in with any questions.',
        ],
      }),
    };
  })(),
  hi: (() => {
    const facts = (f: ListingFacts) => [
      `इवेंट: ${f.title}`,
      `वेन्यू: ${f.venue}`,
      `तारीख: ${f.date}`,
      `हर टिकट की कीमत: ${f.price}`,
      `टिकटों की संख्या: ${f.quantity}`,
    ];
    return {
      listed: (f) => ({
        subject: `${f.title} के आपके टिकटों की जाँच हो रही है`,
        lines: [
          'TicketSetu पर अपने टिकट लिस्ट करने के लिए धन्यवाद। हमारी टीम अभी उनकी जाँच कर रही है; उनके लाइव होने पर आपको एक और ईमेल मिलेगा।',
          '',
          ...facts(f),
          '',
          'जब कोई खरीदार भुगतान करता है, तो टिकट उस तक पहुँचने तक हम पैसा अपने पास रखते हैं; फिर यह 24-48 घंटों में आपकी UPI आईडी पर ' +
            'भेज दिया जाता है (TicketSetu पर आपकी पहली बिक्री, और जब आपका ₹25,000.00 से ज़्यादा बकाया हो तब के भुगतान, इवेंट के बाद किए जाते हैं)।',
        ],
      }),
      verified: (f) => ({
        subject: `${f.title} के आपके टिकट लाइव हैं`,
        lines: [
          'अच्छी खबर: हमारी टीम ने आपकी लिस्टिंग वेरिफ़ाई कर दी है और अब यह खरीदारों को दिख रही है।',
          '',
          ...facts(f),
          ...(f.remarks ? ['', `हमारी टीम की टिप्पणी: ${f.remarks}`] : []),
        ],
      }),
      rejected: (f) => ({
        subject: `${f.title} के लिए आपकी लिस्टिंग वेरिफ़ाई नहीं हो सकी`,
        lines: [
          'हमारी टीम आपकी लिस्टिंग वेरिफ़ाई नहीं कर सकी, इसलिए यह खरीदारों को नहीं दिखाई जाएगी।',
          '',
          ...facts(f),
          '',
          `हमारी टीम की टिप्पणी: ${f.remarks ?? 'कोई नहीं'}`,
          '',
          'आप अपनी बुकिंग के साफ़ सबूत के साथ फिर से लिस्ट कर सकते हैं। कोई सवाल हो तो support@ticketsetu.in पर जवाब दें।',
        ],
      }),
      resale_not_permitted: (f) => ({
        subject: `${f.title} के लिए आपकी लिस्टिंग हटा दी गई है`,
        lines: [
          'इस इवेंट के आयोजक रीसेल की अनुमति नहीं देते (इसके टिकट नाम पर होते हैं और ट्रांसफ़र नहीं किए जा सकते), ' +
            'इसलिए हमने आपकी लिस्टिंग हटा दी है और इसके और टिकट नहीं बिकेंगे।',
          '',
          ...facts(f),
          '',
          'जिन टिकटों का भुगतान कोई खरीदार कर चुका है, या अभी कर रहा है, वे पहले की तरह आगे बढ़ेंगे, और उनका भुगतान आपको हमेशा की तरह मिलेगा। ' +
            'कोई सवाल हो तो support@ticketsetu.in पर जवाब दें।',
        ],
      }),
    };
  })(),
};
