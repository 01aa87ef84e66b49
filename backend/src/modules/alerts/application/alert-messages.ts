import { Inject, Injectable, Logger } from '@nestjs/common';
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
    await this.mail.send({
      to: person.email,
      subject: `Tickets for ${event.title} are listed`,
      // RFC 8058: mail software offers its own Unsubscribe button, which POSTs the one-click form to the link.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      text: letter(firstNameOf(person.fullName), [
        `Tickets you asked us to look out for are on sale: ${formatInr(listing.price)} per ticket.`,
        '',
        `Event: ${event.title}`,
        `Venue: ${event.venue}, ${event.city}`,
        `Date: ${formatIst(event.eventDate)}`,
        `Price per ticket: ${formatInr(listing.price)}`,
        '',
        `Buy them now: ${checkout}`,
        '',
        'First come, first served: someone else may buy them before you. We tell you about this event at most once an hour.',
        '',
        `Stop these alerts for ${event.title} (one click, no sign-in): ${unsubscribe}`,
      ]),
    });
    if (!row.sms || !person.phone) return;
    try {
      await this.sms.sendNotice(person.phone, {
        text: `TicketSetu: tickets for ${event.title} are listed at ${formatInr(listing.price)}. Buy: ${checkout}`,
        variables: { event: event.title, link: checkout },
      });
    } catch (error) {
      // The email went: a failed text is logged, never a reason to email the fan again.
      this.logger.warn(`Ticket alert SMS for delivery ${row.id} failed: ${String(error)}`);
    }
  }
}
