import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import type { AdminListPage, SortOrder } from '../../../shared/domain/admin-list.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import type { DocumentKind, Recipient } from '../domain/fee-documents.js';
import { TaxDocument } from '../domain/tax-document.entity.js';
import { TaxError } from '../domain/tax-errors.js';
import { DocumentSigner } from '../infrastructure/document-signer.js';
import { renderDocumentPdf } from './document-pdf.js';

/** A tax document as a plain row (the read model Your Purchases, Earnings and Admin > Tax read). */
export interface TaxDocumentRow {
  id: string;
  kind: DocumentKind;
  number: string;
  financialYear: string;
  issuedAt: Date;
  orderId: string;
  recipientRole: Recipient;
  recipientName: string;
  /** The invoice a credit note names. */
  invoiceNumber: string | null;
  placeOfSupply: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  stateTaxHead: 'SGST' | 'UTGST';
  igst: Paise;
  total: Paise;
}

export interface AdminDocumentFilter {
  search?: string;
  kind?: DocumentKind;
  financialYear?: string;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** Who may read which tax document: its recipient, and staff (ADR 48). Everyone else gets a 404. */
@Injectable()
export class TaxDocumentReads {
  constructor(
    private readonly em: EntityManager,
    private readonly signer: DocumentSigner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The caller's own documents, newest first: as buyer (Your Purchases) or seller (Earnings). */
  async mine(userId: string, role?: Recipient): Promise<TaxDocumentRow[]> {
    const where: FilterQuery<TaxDocument> = { recipientId: userId, ...(role ? { recipientRole: role } : {}) };
    const documents = await this.em.fork().find(TaxDocument, where, { orderBy: { issuedAt: 'desc', number: 'desc' } });
    return this.withInvoiceNumbers(documents);
  }

  /** Admin > Tax: every document, filtered, a page at a time; `search` matches the number, order or recipient. */
  async list(filter: AdminDocumentFilter): Promise<AdminListPage<TaxDocumentRow>> {
    const where: FilterQuery<TaxDocument>[] = [];
    if (filter.kind) where.push({ kind: filter.kind });
    if (filter.financialYear) where.push({ financialYear: filter.financialYear });
    if (filter.search) {
      const text = containsPattern(filter.search);
      const byId = isUuid(filter.search)
        ? [{ orderId: filter.search.toLowerCase() }, { recipientId: filter.search.toLowerCase() }]
        : [];
      where.push({ $or: [{ number: { $ilike: text } }, { recipientName: { $ilike: text } }, ...byId] });
    }
    const [documents, total] = await this.em
      .fork()
      .findAndCount(
        TaxDocument,
        { $and: where },
        { orderBy: { issuedAt: filter.order, number: filter.order }, limit: filter.limit, offset: filter.offset },
      );
    return { rows: await this.withInvoiceNumbers(documents), total };
  }

  /** The document as a PDF, for its recipient or staff, signed by the company's signatory when a certificate is set. */
  async pdf(viewer: AuthUser, id: string): Promise<{ document: TaxDocument; bytes: Buffer }> {
    const em = this.em.fork();
    const document = isUuid(id) ? await em.findOne(TaxDocument, { id }) : null;
    if (!document || (document.recipientId !== viewer.id && !viewer.isAdmin)) {
      throw new TaxError('TAX_DOCUMENT_NOT_FOUND', 'Invoice not found');
    }
    const invoice = document.invoiceId ? await em.findOne(TaxDocument, { id: document.invoiceId }) : null;
    const signatory = { name: this.config.COMPANY_SIGNATORY, digitally: this.signer.signs };
    const bytes = await renderDocumentPdf(document, invoice, signatory);
    const reason = `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`;
    return { document, bytes: await this.signer.sign(bytes, reason, this.clock.now()) };
  }

  private async withInvoiceNumbers(documents: TaxDocument[]): Promise<TaxDocumentRow[]> {
    const ids = [...new Set(documents.flatMap((d) => (d.invoiceId ? [d.invoiceId] : [])))];
    const invoices = ids.length ? await this.em.fork().find(TaxDocument, { id: { $in: ids } }) : [];
    const numbers = new Map(invoices.map((i) => [i.id, i.number]));
    return documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      financialYear: d.financialYear,
      issuedAt: d.issuedAt,
      orderId: d.orderId,
      recipientRole: d.recipientRole,
      recipientName: d.recipientName,
      invoiceNumber: d.invoiceId ? (numbers.get(d.invoiceId) ?? null) : null,
      placeOfSupply: d.placeOfSupply,
      taxable: d.taxable,
      cgst: d.cgst,
      sgst: d.sgst,
      stateTaxHead: d.stateTaxHead,
      igst: d.igst,
      total: d.total,
    }));
  }
}
