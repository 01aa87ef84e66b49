import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { paise, type Paise } from '@ticketsetu/contracts/money';
import { financialYearBounds, financialYearOf, gstStateCode, istDateOf } from '@ticketsetu/contracts/tax';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { RequestError } from '../../../shared/domain/domain-error.js';
import { uuidArray } from '../../../shared/domain/ids.js';
import { LedgerService } from '../../ledger/index.js';
import type { Recipient } from '../domain/fee-documents.js';

/** Taxable value and each tax head, integer paise. */
export interface TaxFigures {
  documents: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  utgst: Paise;
  igst: Paise;
  total: Paise;
}

export interface TaxSummary {
  /** The period, IST dates, both included. */
  from: string;
  to: string;
  invoices: TaxFigures;
  creditNotes: TaxFigures;
  /** Invoices less credit notes: the GST due for the period. */
  net: TaxFigures;
  /** Net figures by place of supply (the state whose tax it is). */
  byState: (TaxFigures & { state: string; stateCode: string })[];
  /** What the ledger's fee accounts earned in the period, net of fees given back: equals net.total once every fee is invoiced. */
  feesInLedger: Paise;
}

interface Row {
  kind: 'invoice' | 'credit_note';
  place_of_supply: string;
  state_tax_head: 'SGST' | 'UTGST';
  documents: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The longest period a summary covers (a financial year is at most 366 days). */
const MAX_PERIOD_DAYS = 366;

function istDayStart(date: string, field: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const start = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) - IST_OFFSET_MS) : null;
  if (!start || istDateOf(start) !== date)
    throw new RequestError('REQUEST_INVALID', `${field} must be a date (YYYY-MM-DD)`, field);
  return start;
}

const zero = (): TaxFigures => ({
  documents: 0,
  taxable: paise(0),
  cgst: paise(0),
  sgst: paise(0),
  utgst: paise(0),
  igst: paise(0),
  total: paise(0),
});

function add(into: TaxFigures, row: Row, sign: 1 | -1): void {
  const n = (value: string) => sign * Number(value);
  const plus = (a: Paise, b: number) => (a + b) as Paise;
  into.documents += Number(row.documents);
  into.taxable = plus(into.taxable, n(row.taxable));
  into.cgst = plus(into.cgst, n(row.cgst));
  if (row.state_tax_head === 'UTGST') into.utgst = plus(into.utgst, n(row.sgst));
  else into.sgst = plus(into.sgst, n(row.sgst));
  into.igst = plus(into.igst, n(row.igst));
  into.total = plus(into.total, n(row.total));
}

/** Admin > Tax and the sellers' statements: what the tax documents add up to (ADR 48). */
@Injectable()
export class TaxReports {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * GST on the platform's fees issued from `from` to `to` (IST dates, both included; by default this
   * financial year to today): invoices, credit notes, their net by tax head and by state, beside what the
   * ledger's fee accounts earned in the same period.
   */
  async summary(from?: string, to?: string): Promise<TaxSummary> {
    const today = istDateOf(this.clock.now());
    const fromDate = from ?? istDateOf(financialYearBounds(financialYearOf(this.clock.now())).start);
    const toDate = to ?? today;
    const start = istDayStart(fromDate, 'from');
    const end = new Date(istDayStart(toDate, 'to').getTime() + DAY_MS);
    if (end <= start) throw new RequestError('REQUEST_INVALID', 'The period must end on or after its first day', 'to');
    if (end.getTime() - start.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
      throw new RequestError('REQUEST_INVALID', `A period can be at most ${MAX_PERIOD_DAYS} days`, 'to');
    }
    const rows = await this.em.fork().execute<Row[]>(
      `select kind, place_of_supply, state_tax_head, count(*) as documents, sum(taxable) as taxable,
              sum(cgst) as cgst, sum(sgst) as sgst, sum(igst) as igst, sum(total) as total
         from tax_documents where issued_at >= ?::timestamptz and issued_at < ?::timestamptz
        group by kind, place_of_supply, state_tax_head order by place_of_supply`,
      [start.toISOString(), end.toISOString()],
    );
    const invoices = zero();
    const creditNotes = zero();
    const net = zero();
    const states = new Map<string, TaxFigures & { state: string; stateCode: string }>();
    for (const row of rows) {
      const sign = row.kind === 'invoice' ? 1 : -1;
      add(row.kind === 'invoice' ? invoices : creditNotes, row, 1);
      add(net, row, sign);
      const state = states.get(row.place_of_supply) ?? {
        ...zero(),
        state: row.place_of_supply,
        stateCode: gstStateCode(row.place_of_supply),
      };
      add(state, row, sign);
      states.set(row.place_of_supply, state);
    }
    const [buyerFees, sellerFees] = await Promise.all([
      this.ledger.movement('buyer_fee_revenue', start, end),
      this.ledger.movement('platform_fee_revenue', start, end),
    ]);
    return {
      from: fromDate,
      to: toDate,
      invoices,
      creditNotes,
      net,
      byState: [...states.values()],
      feesInLedger: paise(buyerFees + sellerFees),
    };
  }

  /**
   * The fee and the GST inside it per order, for one party's fees (the invoice less its credit notes):
   * what a seller's statement shows beside each sale. Orders without an invoice are left out.
   */
  async feeTaxByOrder(orderIds: readonly string[], role: Recipient): Promise<Map<string, { fee: Paise; gst: Paise }>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.em.fork().execute<{ order_id: string; fee: string; gst: string }[]>(
      `select order_id,
              sum(case when kind = 'invoice' then total else -total end) as fee,
              sum(case when kind = 'invoice' then 1 else -1 end * (cgst + sgst + igst)) as gst
         from tax_documents where recipient_role = ? and order_id = any(?::uuid[])
        group by order_id`,
      [role, uuidArray([...new Set(orderIds)])],
    );
    return new Map(rows.map((r) => [r.order_id, { fee: paise(Number(r.fee)), gst: paise(Number(r.gst)) }]));
  }
}
