import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Paise } from '@ticketsetu/contracts/money';
import type { PlaceOfSupplyBasis } from '@ticketsetu/contracts/tax';
import type { DocumentKind, DocumentSeries, Recipient } from './fee-documents.js';

/**
 * A tax invoice for a platform fee, or a credit note giving part of one back (ADR 48), with every field
 * rule 46 of the CGST Rules asks for copied in at issue: a document never changes once issued (the
 * database refuses an update or a delete), so a later change of address or company name does not
 * rewrite it. Written by TaxDocuments.issueFor only, in the transaction of the ledger entry it follows.
 */
@Entity({ tableName: 'tax_documents' })
export class TaxDocument {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: ['invoice', 'credit_note'] })
  kind!: DocumentKind;

  @Enum({ items: ['B', 'S', 'C'] })
  series!: DocumentSeries;

  @Property({ type: 'text' })
  financialYear!: string;

  @Property({ type: 'integer' })
  serial!: number;

  /** Unique within the financial year: series, year and serial (documentNumber). */
  @Property({ type: 'text' })
  number!: string;

  @Property({ type: 'timestamptz' })
  issuedAt!: Date;

  /** The ledger entry it follows (its key): one document per entry at most. */
  @Property({ type: 'text', unique: true })
  ledgerKey!: string;

  @Property({ type: 'uuid' })
  @Index()
  orderId!: string;

  /** The invoice a credit note gives back part of; null on an invoice. */
  @Property({ type: 'uuid', nullable: true })
  invoiceId!: string | null;

  @Property({ type: 'uuid' })
  @Index()
  recipientId!: string;

  @Enum({ items: ['buyer', 'seller'] })
  recipientRole!: Recipient;

  @Property({ type: 'text' })
  recipientName!: string;

  /** The recipient's address on record at the time of supply (their default saved address), null when none. */
  @Property({ type: 'text', nullable: true })
  recipientAddress!: string | null;

  /** The state of recipientAddress. */
  @Property({ type: 'text', nullable: true })
  recipientState!: string | null;

  @Property({ type: 'text' })
  supplierName!: string;

  @Property({ type: 'text' })
  supplierAddress!: string;

  @Property({ type: 'text' })
  supplierState!: string;

  @Property({ type: 'text' })
  supplierGstin!: string;

  @Property({ type: 'text' })
  sac!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  placeOfSupply!: string;

  /** Where placeOfSupply came from (contracts/tax.js placeOfSupply); a credit note keeps its invoice's. Null before issue 33. */
  @Enum({ items: ['recipient-address', 'supplier-location', 'event-location'], nullable: true })
  placeOfSupplyBasis!: PlaceOfSupplyBasis | null;

  /** The whole GST rate in basis points (1800 = 18 %). */
  @Property({ type: 'integer' })
  rateBasisPoints!: number;

  @Property({ type: 'integer' })
  taxable!: Paise;

  @Property({ type: 'integer' })
  cgst!: Paise;

  /** State tax, or Union territory tax where stateTaxHead says UTGST. */
  @Property({ type: 'integer' })
  sgst!: Paise;

  @Enum({ items: ['SGST', 'UTGST'] })
  stateTaxHead!: 'SGST' | 'UTGST';

  @Property({ type: 'integer' })
  igst!: Paise;

  /** The fee, tax included: taxable + cgst + sgst + igst. */
  @Property({ type: 'integer' })
  total!: Paise;
}
