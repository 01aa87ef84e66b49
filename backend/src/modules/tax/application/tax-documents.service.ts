import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { paise } from '@ticketsetu/contracts/money';
import { financialYearOf, type GstSplit, gstOfFee, placeOfSupply, stateTaxHead } from '@ticketsetu/contracts/tax';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { IdentityService } from '../../identity/index.js';
import { type JournalEntry, LedgerService, type PostResult } from '../../ledger/index.js';
import {
  creditNoteSplit,
  type DocumentSeries,
  documentNumber,
  type FeeDocumentCall,
  feeDocumentOf,
  invoiceSeriesOf,
} from '../domain/fee-documents.js';
import { TaxDocument } from '../domain/tax-document.entity.js';

/** What the platform's fee is for, on every document (with the SAC, PLATFORM_SAC). */
export const FEE_DESCRIPTION = {
  buyer: 'Platform fee: ticket resale marketplace service to the buyer',
  seller: 'Platform fee: ticket resale marketplace service to the seller',
} as const;

/**
 * Issues the tax invoice or credit note a fee's ledger entry calls for (ADR 48), in the caller's
 * transaction right after it posted the entry: the serial comes from a counter row locked until that
 * transaction ends, so serials are gapless (a rolled-back sale gives its serial back) and never repeat.
 */
@Injectable()
export class TaxDocuments {
  private readonly logger = new Logger(TaxDocuments.name);

  constructor(
    private readonly identity: IdentityService,
    private readonly ledger: LedgerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Posts a ledger entry and issues the document it calls for (issueFor), in the caller's transaction:
   * the one step every sale, payout and refund takes to book its money (ADR 83).
   */
  async book(em: EntityManager, entry: JournalEntry, supply: FeeSupply): Promise<PostResult> {
    const posted = await this.ledger.post(em, entry);
    await this.issueFor(em, posted, supply);
    return posted;
  }

  /**
   * After `ledger.post(em, entry)`: the document the entry calls for, made out to `supply.recipientId`
   * (the order's buyer or seller). Only an entry just written issues one (a repeat of the posting issues
   * nothing), so each fee movement has one document; null when the entry moved no fee, or gives back a
   * fee charged before invoicing (ADR 48).
   */
  async issueFor(em: EntityManager, posted: PostResult, supply: FeeSupply): Promise<TaxDocument | null> {
    const { entry } = posted;
    const call = posted.created ? feeDocumentOf(entry) : null;
    if (!call) return null;
    if (!entry.orderId) throw new Error(`A fee entry without an order: ${entry.key}`);
    const base = { ledgerKey: entry.key, orderId: entry.orderId, issuedAt: entry.occurredAt, call };
    return call.kind === 'invoice' ? this.issueInvoice(em, base, supply) : this.issueCreditNote(em, base);
  }

  /** Whether an invoice for a fee of an event held in `eventState` can be placed now (checkout asks: ADR 58). */
  canPlace(eventState: string | null): boolean {
    return this.config.PLACE_OF_SUPPLY_HEAD !== 'event-location' || eventState !== null;
  }

  private async issueInvoice(em: EntityManager, base: DocumentBase, supply: FeeSupply): Promise<TaxDocument> {
    const { recipientId, eventState } = supply;
    const recipient = await this.identity.invoiceRecipient(recipientId, em);
    if (!recipient) throw new Error(`No account ${recipientId} to invoice for ${base.ledgerKey}`);
    const supplierState = this.config.COMPANY_STATE;
    // The one switch (ADR 58). An event whose state is unknown is refused here, never placed by a guess:
    // the caller's transaction rolls back, and staff set the state (Admin > Events) before it is tried again.
    if (!this.canPlace(eventState)) {
      throw new Error(`Order ${base.orderId}'s event has no state: its fee cannot be placed by IGST s.12(6)`);
    }
    const place = placeOfSupply(
      { supplierState, recipientState: recipient.state, eventState },
      this.config.PLACE_OF_SUPPLY_HEAD,
    );
    const split = gstOfFee(base.call.fee, { supplierState, placeOfSupply: place.state }, base.issuedAt);
    return this.write(em, base, split, {
      placeOfSupplyBasis: place.basis,
      invoiceId: null,
      recipientId,
      recipientName: recipient.name,
      recipientAddress: recipient.address,
      recipientState: recipient.state,
      supplierName: this.config.COMPANY_LEGAL_NAME,
      supplierAddress: this.config.COMPANY_ADDRESS,
      supplierState,
      supplierGstin: this.config.COMPANY_GSTIN,
      sac: this.config.PLATFORM_SAC,
      description: FEE_DESCRIPTION[base.call.recipient],
    });
  }

  /**
   * A credit note names its invoice and copies its parties and place of supply: it corrects that supply,
   * at its place and rate, whatever the recipient's address is now.
   */
  private async issueCreditNote(em: EntityManager, base: DocumentBase): Promise<TaxDocument | null> {
    const invoice = await em.findOne(TaxDocument, {
      orderId: base.orderId,
      series: invoiceSeriesOf(base.call.recipient),
      kind: 'invoice',
    });
    if (!invoice) {
      this.logger.log(
        { orderId: base.orderId, ledgerKey: base.ledgerKey },
        'Fee given back was charged before invoicing',
      );
      return null;
    }
    const earlier = await em.find(TaxDocument, { invoiceId: invoice.id });
    const creditedBefore = paise(earlier.reduce((sum, note) => sum + note.total, 0));
    return this.write(em, base, creditNoteSplit(invoice, creditedBefore, base.call.fee), {
      placeOfSupplyBasis: invoice.placeOfSupplyBasis,
      invoiceId: invoice.id,
      recipientId: invoice.recipientId,
      recipientName: invoice.recipientName,
      recipientAddress: invoice.recipientAddress,
      recipientState: invoice.recipientState,
      supplierName: invoice.supplierName,
      supplierAddress: invoice.supplierAddress,
      supplierState: invoice.supplierState,
      supplierGstin: invoice.supplierGstin,
      sac: invoice.sac,
      description: invoice.description,
    });
  }

  private async write(em: EntityManager, base: DocumentBase, split: GstSplit, parties: Parties): Promise<TaxDocument> {
    const financialYear = financialYearOf(base.issuedAt);
    const serial = await this.nextSerial(em, base.call.series, financialYear);
    const document = em.create(TaxDocument, {
      id: randomUUID(),
      kind: base.call.kind,
      series: base.call.series,
      financialYear,
      serial,
      number: documentNumber(base.call.series, financialYear, serial),
      issuedAt: base.issuedAt,
      ledgerKey: base.ledgerKey,
      orderId: base.orderId,
      recipientRole: base.call.recipient,
      ...parties,
      placeOfSupply: split.placeOfSupply,
      rateBasisPoints: split.rateBasisPoints,
      taxable: split.taxable,
      cgst: split.cgst,
      sgst: split.sgst,
      stateTaxHead: stateTaxHead(split.placeOfSupply),
      igst: split.igst,
      total: split.total,
    });
    await em.flush();
    return document;
  }

  /** The series' next serial in the year; the row stays locked until the caller's transaction ends. */
  private async nextSerial(em: EntityManager, series: DocumentSeries, financialYear: string): Promise<number> {
    const [row] = await em.execute<{ last_serial: number }[]>(
      `insert into tax_document_serials (series, financial_year, last_serial) values (?, ?, 1)
       on conflict (series, financial_year) do update set last_serial = tax_document_serials.last_serial + 1
       returning last_serial`,
      [series, financialYear],
    );
    return Number(row!.last_serial);
  }
}

/** Whom a fee document is made out to, and where the sale's event is held (its state, null when unknown). */
export interface FeeSupply {
  recipientId: string;
  /** The order's event's state: an invoice placed by the event's location needs it; a credit note keeps its invoice's place. */
  eventState: string | null;
}

interface DocumentBase {
  ledgerKey: string;
  orderId: string;
  issuedAt: Date;
  call: FeeDocumentCall;
}

type Parties = Pick<
  TaxDocument,
  | 'placeOfSupplyBasis'
  | 'invoiceId'
  | 'recipientId'
  | 'recipientName'
  | 'recipientAddress'
  | 'recipientState'
  | 'supplierName'
  | 'supplierAddress'
  | 'supplierState'
  | 'supplierGstin'
  | 'sac'
  | 'description'
>;
