import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { formatInr } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { formatIst } from '../../../shared/domain/display.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { firstNameOf, letter } from '../../../shared/infrastructure/mail/mail-once.js';
import type { EventView } from '../../catalog/index.js';
import { SMS_SENDER, type SmsSender, type UserSummary } from '../../identity/index.js';
import type { CheckoutListingView } from '../../listings/index.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** One queued delivery of a ticket alert. */
export interface DueDelivery {
  id: string;
  alert_id: string;
  sms: boolean;
}

/**
 * What one ticket alert delivery sends (ADR 66): the email with a link straight to the listing's checkout
 * and a one-click unsubscribe link, and the SMS to a fan who chose it.
 */
@Injectable()
export class AlertMessages {
  private readonly logger = new Logger('AlertDeliveries');

  constructor(
    private readonly links: UnsubscribeLinks,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver(row: DueDelivery, person: UserSummary, listing: CheckoutListingView, event: EventView) {
    const checkout = `${this.config.PUBLIC_URL}/checkout/${listing.id}`;
    const unsubscribe = `${this.config.PUBLIC_URL}/api/v1/alerts/unsubscribe?alert=${this.links.sign(row.alert_id)}`;
    const words = ALERT_WORDS[person.locale];
    const facts = { title: event.title, price: formatInr(listing.price), checkout, unsubscribe };
    await this.mail.send({
      to: person.email,
      subject: words.subject(facts),
      // RFC 8058: mail software offers its own Unsubscribe button, which POSTs the one-click form to the link.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      text: letter(
        firstNameOf(person.fullName, person.locale),
        words.lines({
          ...facts,
          venue: `${event.venue}, ${event.city}`,
          date: formatIst(event.eventDate, person.locale),
        }),
        person.locale,
      ),
    });
    if (!row.sms || !person.phone) return;
    try {
      await this.sms.sendNotice(person.phone, {
        text: words.sms(facts),
        variables: { event: event.title, link: checkout },
        locale: person.locale,
      });
    } catch (error) {
      // The email went: a failed text is logged, never a reason to email the fan again.
      this.logger.warn(`Ticket alert SMS for delivery ${row.id} failed: ${String(error)}`);
    }
  }
}

interface AlertFacts {
  title: string;
  price: string;
  checkout: string;
  unsubscribe: string;
}

/** A ticket alert's words in each language (ADR 85); the SMS is its language's DLT notice template. */
export const ALERT_WORDS: Readonly<
  Record<
    Locale,
    {
      subject: (f: AlertFacts) => string;
      lines: (f: AlertFacts & { venue: string; date: string }) => string[];
      sms: (f: AlertFacts) => string;
    }
  >
> = {
  en: {
    subject: (f) => `Tickets for ${f.title} are listed`,
    lines: (f) => [
      `Tickets you asked us to look out for are on sale: ${f.price} per ticket.`,
      '',
      `Event: ${f.title}`,
      `Venue: ${f.venue}`,
      `Date: ${f.date}`,
      `Price per ticket: ${f.price}`,
      '',
      `Buy them now: ${f.checkout}`,
      '',
      'First come, first served: someone else may buy them before you. We tell you about this event at most once an hour.',
      '',
      `Stop these alerts for ${f.title} (one click, no sign-in): ${f.unsubscribe}`,
    ],
    sms: (f) => `TicketSetu: tickets for ${f.title} are listed at ${f.price}. Buy: ${f.checkout}`,
  },
  hi: {
    subject: (f) => `${f.title} के टिकट लिस्ट हो गए हैं`,
    lines: (f) => [
      `जिन टिकटों पर आप नज़र रखना चाहते थे, वे बिक्री पर हैं: हर टिकट ${f.price}।`,
      '',
      `इवेंट: ${f.title}`,
      `वेन्यू: ${f.venue}`,
      `तारीख: ${f.date}`,
      `हर टिकट की कीमत: ${f.price}`,
      '',
      `अभी खरीदें: ${f.checkout}`,
      '',
      'जो पहले आए, वही पाए: कोई और इन्हें आपसे पहले खरीद सकता है। इस इवेंट के बारे में हम आपको घंटे में ज़्यादा से ज़्यादा एक बार बताते हैं।',
      '',
      `${f.title} के ये अलर्ट बंद करें (एक क्लिक, साइन इन के बिना): ${f.unsubscribe}`,
    ],
    sms: (f) => `TicketSetu: ${f.title} के टिकट ${f.price} पर लिस्ट हुए हैं। खरीदें: ${f.checkout}`,
  },
};
