import type { TaxDocumentRow } from '../application/tax-document-reads.js';
import type { TaxDocumentDto } from './tax-documents.dto.js';

export function toTaxDocumentDto(d: TaxDocumentRow): TaxDocumentDto {
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    financial_year: d.financialYear,
    issued_at: d.issuedAt,
    order_id: d.orderId,
    recipient_role: d.recipientRole,
    recipient_name: d.recipientName,
    invoice_number: d.invoiceNumber,
    place_of_supply: d.placeOfSupply,
    taxable: d.taxable,
    cgst: d.cgst,
    sgst: d.sgst,
    state_tax_head: d.stateTaxHead,
    igst: d.igst,
    total: d.total,
    pdf_url: `/api/v1/tax-documents/${d.id}/pdf`,
  };
}
