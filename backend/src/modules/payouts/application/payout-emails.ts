import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
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
    await this.send(event.id, facts, async (sale) => {
      if (facts.type === 'buyer_refund') {
        return {
          subject: `Your refund of ${amount} is on its way`,
          lines: [
            `We have refunded ${amount} for ${sale} to your original payment method.`,
            'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.',
          ],
        };
      }
      const payout = await this.em.fork().findOne(SellerPayout, { id: facts.payoutId });
      if (!payout) return null;
      // A later attempt of the same payout is mailed again: its UTR is what the seller looks for.
      return {
        subject: `You have been paid ${amount} for ${sale}`,
        lines: [
          `We have paid ${amount} for ${sale} to your UPI id ${payout.payoutDetails}.`,
          ...(payout.utr ? [`UPI transaction reference (UTR): ${payout.utr}`] : []),
          '',
          ...payoutBreakdown(payout),
          '',
          'You can see every payout under Your Listings on Your Tickets.',
        ],
      };
    });
  }

  private async failed(event: DomainEvent<'PayoutFailed'>): Promise<void> {
    const facts = event.payload;
    if (facts.type !== 'seller_payout') return;
    const amount = formatInr(paise(facts.amount));
    await this.send(event.id, facts, async (sale) => ({
      subject: `Your payout of ${amount} could not be completed`,
      lines: [
        `Your payout of ${amount} for ${sale} could not be completed: ${facts.reason}`,
        '',
        'Nothing is lost: we owe you this money and will pay it again. If your UPI id has changed, write to support@ticketsetu.in.',
      ],
    }));
  }

  /** Mails the person the payout or refund is for, once per event; `compose` is given the sale in words. */
  private async send(
    eventId: string,
    facts: PayoutFacts,
    compose: (sale: string) => Promise<{ subject: string; lines: string[] } | null>,
  ): Promise<void> {
    await this.mail.send(eventId, 'payout', async () => {
      const person = (await this.identity.summaries([facts.userId])).get(facts.userId);
      const mail = person && (await compose(await this.saleWords(facts)));
      return mail
        ? { to: person.email, subject: mail.subject, text: letter(firstNameOf(person.fullName), mail.lines) }
        : null;
    });
  }

  /** '2 tickets to Coldplay (19 Jan 2027, 7:30 pm IST)', or 'your tickets' when the sale is not found. */
  private async saleWords(facts: PayoutFacts): Promise<string> {
    const order = (await this.orders.byIds([facts.orderId])).get(facts.orderId);
    if (!order) return 'your tickets';
    const event = (await this.catalog.eventsByIds([order.eventId])).get(order.eventId);
    const tickets = `${order.quantity} ticket${order.quantity === 1 ? '' : 's'}`;
    return event ? `${tickets} to ${event.title} (${formatIst(event.eventDate)})` : tickets;
  }
}

/** Gross, fee with the GST inside it, TDS and net (issue 19): what the seller's accountant books. */
function payoutBreakdown(payout: SellerPayout): string[] {
  const sale = paise(payout.gross - payout.reversedGross);
  const gst = feeWithGst(payout.platformFee, payout.createdAt).gst;
  return [
    `Sale: ${formatInr(sale)}`,
    `Platform fee: ${formatInr(payout.platformFee)} (GST ${formatInr(gst)} included)`,
    `TDS withheld (income tax, ${tdsLawOn(payout.createdAt).section}): ${formatInr(payout.tdsWithheld)}`,
    `Paid to you: ${formatInr(payout.amount)}`,
    ...(payout.tdsRule === 'without-pan' ? [withoutPanNote(payout.createdAt)] : []),
  ];
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
