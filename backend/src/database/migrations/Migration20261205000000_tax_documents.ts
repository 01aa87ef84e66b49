import { Migration } from '@mikro-orm/migrations';

/**
 * Tax invoices and credit notes for the platform's fees (issue 19, ADR 48), and the counter of each
 * series' serials per financial year. A document is immutable: the database refuses to change or
 * delete one. Fees charged before this migration have no document (ADR 48: "before invoicing").
 */
export class Migration20261205000000_tax_documents extends Migration {
  override up(): void {
    this.addSql(`create table tax_document_serials (
      series text not null check (series in ('B', 'S', 'C')),
      financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
      last_serial integer not null check (last_serial > 0),
      primary key (series, financial_year)
    );`);
    this.addSql(`create table tax_documents (
      id uuid primary key,
      kind text not null check (kind in ('invoice', 'credit_note')),
      series text not null check (series in ('B', 'S', 'C')),
      financial_year text not null,
      serial integer not null check (serial > 0),
      number text not null check (number ~ '^[A-Za-z0-9/-]{1,16}$'),
      issued_at timestamptz not null,
      ledger_key text not null unique,
      order_id uuid not null,
      invoice_id uuid null references tax_documents (id),
      recipient_id uuid not null,
      recipient_role text not null check (recipient_role in ('buyer', 'seller')),
      recipient_name text not null,
      recipient_address text null,
      recipient_state text null,
      supplier_name text not null,
      supplier_address text not null,
      supplier_state text not null,
      supplier_gstin text not null,
      sac text not null,
      description text not null,
      place_of_supply text not null,
      rate_basis_points integer not null,
      taxable integer not null check (taxable >= 0),
      cgst integer not null check (cgst >= 0),
      sgst integer not null check (sgst >= 0),
      state_tax_head text not null check (state_tax_head in ('SGST', 'UTGST')),
      igst integer not null check (igst >= 0),
      total integer not null check (total > 0 and total = taxable + cgst + sgst + igst),
      unique (series, financial_year, serial),
      unique (number, financial_year),
      check ((kind = 'invoice') = (invoice_id is null)),
      check ((kind = 'credit_note') = (series = 'C'))
    );`);
    this.addSql(`create index tax_documents_order_id_index on tax_documents (order_id);`);
    this.addSql(`create index tax_documents_recipient_id_index on tax_documents (recipient_id, issued_at);`);
    this.addSql(`create index tax_documents_issued_at_index on tax_documents (issued_at);`);
    this.addSql(
      `create unique index tax_documents_one_invoice_per_fee on tax_documents (order_id, series) where kind = 'invoice';`,
    );
    this.addSql(`create function tax_documents_immutable() returns trigger language plpgsql as $$
      begin
        raise exception 'Tax documents are immutable once issued: % is not allowed', tg_op using errcode = 'P0001';
      end $$;`);
    this.addSql(`create trigger tax_documents_immutable before update or delete on tax_documents
      for each row execute function tax_documents_immutable();`);
    this.addSql(`create trigger tax_documents_no_truncate before truncate on tax_documents
      for each statement execute function tax_documents_immutable();`);
  }
}
