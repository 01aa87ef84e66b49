import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
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
import { reasonLabels } from '../domain/dispute-status.js';
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
    const { dispute, what, buyer, seller } = found;
    const reason = reasonLabels[dispute.reason];
    await this.send(event.id, 'buyer', buyer, {
      subject: `We have received your dispute ${dispute.reference}`,
      lines: [
        `We have received your dispute about ${what} (${reason}). Its reference is ${dispute.reference}.`,
        '',
        `We will acknowledge it by ${formatIst(dispute.acknowledgeBy)} and resolve it by ${formatIst(dispute.resolveBy)} at the latest.`,
        "Until then the seller's payment for this sale stays on hold, and your purchase will not be confirmed automatically.",
        '',
        'You can follow the dispute, and add details or files, on Your Tickets.',
        `You can also see where it stands without signing in, at ${this.publicUrl}/complaints/track with ${dispute.reference} and this email address.`,
      ],
    });
    await this.send(event.id, 'seller', seller, {
      subject: `A buyer has opened a dispute about tickets you sold (${dispute.reference})`,
      lines: [
        `The buyer of ${what} has opened dispute ${dispute.reference}: ${reason}.`,
        '',
        `In their words: "${dispute.description}"`,
        '',
        `Your payout for this sale is on hold until the dispute is resolved (by ${formatIst(dispute.resolveBy)} at the latest).`,
        'Please answer with your side and any proof, such as a screenshot of the transfer, on Your Tickets.',
      ],
    });
    await this.send(
      event.id,
      'officer',
      { email: this.officer.email, fullName: this.officer.name },
      {
        subject: `New dispute ${dispute.reference}: acknowledge by ${formatIst(dispute.acknowledgeBy)}`,
        lines: [
          `A buyer has opened dispute ${dispute.reference} about ${what}: ${reason}.`,
          '',
          `"${dispute.description}"`,
          '',
          `Acknowledge it by ${formatIst(dispute.acknowledgeBy)} and resolve it by ${formatIst(dispute.resolveBy)} in Admin > Disputes.`,
        ],
      },
    );
  }

  private async updated(event: DomainEvent<'DisputeUpdated'>): Promise<void> {
    const found = await this.load(event.payload.disputeId);
    if (!found) return;
    const { dispute, buyer, seller } = found;
    const [entry] = await this.em
      .fork()
      .execute<EntryRow[]>('select body, to_status, refund_amount from dispute_entries where id = ? and not internal', [
        event.payload.entryId,
      ]);
    if (!entry) return;
    const ref = dispute.reference;
    const said = (who: string) => (entry.body ? ['', `${who}: "${entry.body}"`] : []);
    const mails: { buyer?: Mail; seller?: Mail } = {};
    switch (event.payload.kind) {
      case 'acknowledged':
        mails.buyer = {
          subject: `Your dispute ${ref} has been acknowledged`,
          lines: [
            `Our grievance desk has acknowledged your dispute ${ref} and will resolve it by ${formatIst(dispute.resolveBy)} at the latest.`,
            ...said('The desk wrote'),
          ],
        };
        mails.seller = {
          subject: `Dispute ${ref} about tickets you sold`,
          lines: [
            entry.to_status === 'awaiting_seller'
              ? `Our grievance desk is looking into dispute ${ref} and asks for your side: please answer with any proof on Your Tickets.`
              : `Our grievance desk is reviewing dispute ${ref}. Your payout for this sale stays on hold until it is resolved.`,
            ...said('The desk wrote'),
          ],
        };
        break;
      case 'message': {
        const from = event.payload.by;
        const text = entry.body ?? '';
        if (from !== 'buyer') {
          mails.buyer = {
            subject: `New message on your dispute ${ref}`,
            lines: [
              `${from === 'seller' ? 'The seller' : 'Our grievance desk'} wrote on dispute ${ref}:`,
              '',
              `"${text}"`,
            ],
          };
        }
        if (from !== 'seller') {
          mails.seller = {
            subject: `New message on dispute ${ref}`,
            lines: [
              `${from === 'buyer' ? 'The buyer' : 'Our grievance desk'} wrote on dispute ${ref}:`,
              '',
              `"${text}"`,
              '',
              'You can answer on Your Tickets.',
            ],
          };
        }
        break;
      }
      case 'resolved': {
        const refund = entry.refund_amount === null ? null : formatInr(paise(entry.refund_amount));
        if (refund) {
          mails.buyer = {
            subject: `Your dispute ${ref} is resolved: ${refund} refunded`,
            lines: [
              `We have resolved your dispute ${ref} in your favour: ${refund} is being refunded to your original payment method.`,
              'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.',
              ...said('Our decision'),
            ],
          };
          mails.seller = {
            subject: `Dispute ${ref} is resolved with a refund to the buyer`,
            lines: [
              `Dispute ${ref} about tickets you sold is resolved: the buyer is refunded ${refund}, taken from this sale's payout.`,
              ...said('Our decision'),
            ],
          };
        } else {
          mails.buyer = {
            subject: `Your dispute ${ref} is resolved`,
            lines: [
              `We have resolved your dispute ${ref}: we found the tickets were transferred as agreed, so the payment is released to the seller.`,
              ...said('Our decision'),
            ],
          };
          mails.seller = {
            subject: `Dispute ${ref} is resolved in your favour`,
            lines: [
              `Dispute ${ref} about tickets you sold is resolved in your favour: your payout for this sale is no longer on hold.`,
              ...said('Our decision'),
            ],
          };
        }
        break;
      }
      case 'withdrawn':
        mails.buyer = {
          subject: `You have withdrawn dispute ${ref}`,
          lines: [`You have withdrawn your dispute ${ref}. The seller's payment for this sale is no longer on hold.`],
        };
        mails.seller = {
          subject: `Dispute ${ref} has been withdrawn`,
          lines: [
            `The buyer has withdrawn dispute ${ref} about tickets you sold. Your payout for this sale is no longer on hold.`,
            ...said('The buyer wrote'),
          ],
        };
        break;
    }
    if (mails.buyer) await this.send(event.id, 'buyer', buyer, mails.buyer);
    if (mails.seller) await this.send(event.id, 'seller', seller, mails.seller);
  }

  /** The dispute, a few words on what was bought, and both people. */
  private async load(disputeId: string) {
    const dispute = await this.em.fork().findOne(Dispute, { id: disputeId });
    if (!dispute) return null;
    const order = (await this.orders.byIds([dispute.orderId])).get(dispute.orderId);
    const event = order && (await this.catalog.eventsByIds([order.eventId])).get(order.eventId);
    const tickets = order ? `${order.quantity} ticket${order.quantity === 1 ? '' : 's'}` : 'tickets';
    const what = event ? `${tickets} to ${event.title} (${formatIst(event.eventDate)})` : tickets;
    const people = await this.identity.summaries([dispute.buyerId, dispute.sellerId]);
    return { dispute, what, buyer: people.get(dispute.buyerId), seller: people.get(dispute.sellerId) };
  }

  private async send(
    eventId: string,
    to: 'buyer' | 'seller' | 'officer',
    person: Pick<UserSummary, 'email' | 'fullName'> | undefined,
    mail: Mail,
  ): Promise<void> {
    if (!person) return;
    await this.mailOnce.send(eventId, `dispute:${to}`, async () => ({
      to: person.email,
      subject: mail.subject,
      text: letter(to === 'officer' ? 'team' : firstNameOf(person.fullName), [
        ...mail.lines,
        '',
        `Our grievance officer, ${this.officer.name} (${this.officer.email}), owns the disputes desk.`,
      ]),
    }));
  }
}
