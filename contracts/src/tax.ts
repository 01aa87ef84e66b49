// Tax rules, written once for the server and the browser (ADR 46): GST on the
// platform's fees, TDS on a seller's sale, the financial year in IST and the identifiers a tax invoice
// carries. Every amount is integer paise (money.js); every rate is in basis points (hundredths of a
// percent, 1800 = 18 %). Nothing here reads the clock: the date that decides a rate is passed in.
import { type Paise, paise } from './money.ts';

/** A date that decides a rate: an instant (converted to its date in IST) or a calendar date 'YYYY-MM-DD' in IST. */
export type TaxDate = Date | string;

/** One row of the dated rate table: rates in basis points (hundredths of a percent), amounts in paise. */
export interface TaxRates {
  /** First day (IST) the row holds; it holds until the next row's `from`. */
  readonly from: string;
  /** GST on the platform's fees: 1800 = 18 % (CGST + SGST halves, or IGST). */
  readonly gstBasisPoints: number;
  /** TDS on a seller's gross sale with a PAN on record (s.194-O; s.393(1) from 2026-27): 10 = 0.1 %. */
  readonly tdsBasisPoints: number;
  /** TDS when no PAN is on record (s.206AA; s.397(2) from 2026-27): 500 = 5 %. */
  readonly tdsNoPanBasisPoints: number;
  /** An individual or HUF with a PAN is not deducted from while the year's gross stays within this (₹5,00,000). */
  readonly tdsExemptGrossPaise: number;
  /** The Act and sections TDS is withheld under on the row's dates. */
  readonly tdsLaw: { readonly act: string; readonly tdsSection: string; readonly noPanSection: string };
}

/** The head of IGST Act s.12 the platform's fees are placed by (see PLACE_OF_SUPPLY_HEADS). */
export type PlaceOfSupplyHead = 'recipient-address' | 'event-location';
/** Where a document's place of supply came from. */
export type PlaceOfSupplyBasis = 'recipient-address' | 'supplier-location' | 'event-location';

/** The GST inside a tax-inclusive fee: taxable + cgst + sgst + igst === total (the fee). */
export interface GstSplit {
  placeOfSupply: string;
  /** Across states: all IGST; within the supplier's state: CGST + SGST (or UTGST). */
  interState: boolean;
  /** The whole rate (1800); within a state each half is half of it. */
  rateBasisPoints: number;
  taxable: Paise;
  /** Half the tax, with the odd paisa when the tax is odd. */
  cgst: Paise;
  /** Half the tax, rounded down (State tax, or Union territory tax: stateTaxHead). */
  sgst: Paise;
  igst: Paise;
  /** cgst + sgst + igst. */
  tax: Paise;
  /** The fee itself. */
  total: Paise;
}

/** The TDS on one sale and why: exempt (individual or HUF within ₹5 lakh), with-pan or without-pan. */
export interface TdsOnSale {
  rule: 'exempt' | 'with-pan' | 'without-pan';
  /** 0 when exempt. */
  rateBasisPoints: number;
  /** What the rate was applied to: the sale, or on the sale that crosses ₹5 lakh the year's gross so far. */
  base: Paise;
  tds: Paise;
}

/** Results of this module's integer arithmetic on amounts: whole and non-negative by construction. */
const asPaise = (value: number): Paise => value as Paise;

/**
 * The law a deduction of TDS is made under, by date: what documents and screens cite for a sale's year.
 * The Income-tax Act, 2025 replaced the 1961 Act from 1 April 2026 and moved s.194-O into the table of
 * s.393(1) and s.206AA's higher rate without a PAN into s.397(2) (sources and how sure we are: ADR 49).
 */
const INCOME_TAX_ACT_1961 = Object.freeze({
  act: 'Income-tax Act, 1961',
  tdsSection: 'section 194-O',
  noPanSection: 'section 206AA',
});
const INCOME_TAX_ACT_2025 = Object.freeze({
  act: 'Income-tax Act, 2025',
  tdsSection: 'section 393(1) [Table: Sl. No. 8(v)]',
  noPanSection: 'section 397(2)',
});

/**
 * The rates in force, one row per change of law, oldest first; a row holds from its `from` date (in IST)
 * until the next row's. A change in law is a new row here, not new code. Sources in ADR 46 and ADR 49.
 * - GST on the platform's service (heading 9985, support services): 18 %, as CGST 9 % + SGST 9 % within
 *   the supplier's state or IGST 18 % across states.
 * - TDS by an e-commerce operator on the gross amount of a seller's sale (`tdsLaw`: Income-tax Act 1961
 *   s.194-O, from 1 April 2026 the Income-tax Act 2025 s.393(1), which kept the rates): 1 %, then 0.1 % from
 *   1 October 2024 (Finance (No. 2) Act 2024); 5 % when the seller gave no PAN (s.206AA, then s.397(2));
 *   nothing for an individual or HUF whose gross through us in the financial year stays within ₹5,00,000
 *   and who gave a PAN (s.194-O(2)).
 * The table starts on 1 April 2021, after the 0.75 % of 2020-21; earlier dates have no rates here.
 */
export const TAX_RATES: readonly TaxRates[] = Object.freeze([
  Object.freeze({
    from: '2021-04-01',
    gstBasisPoints: 1800,
    tdsBasisPoints: 100,
    tdsNoPanBasisPoints: 500,
    tdsExemptGrossPaise: 50_000_000,
    tdsLaw: INCOME_TAX_ACT_1961,
  }),
  Object.freeze({
    from: '2024-10-01',
    gstBasisPoints: 1800,
    tdsBasisPoints: 10,
    tdsNoPanBasisPoints: 500,
    tdsExemptGrossPaise: 50_000_000,
    tdsLaw: INCOME_TAX_ACT_1961,
  }),
  Object.freeze({
    from: '2026-04-01',
    gstBasisPoints: 1800,
    tdsBasisPoints: 10,
    tdsNoPanBasisPoints: 500,
    tdsExemptGrossPaise: 50_000_000,
    tdsLaw: INCOME_TAX_ACT_2025,
  }),
]);

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `at`'s calendar date in India, 'YYYY-MM-DD'. */
export function istDateOf(at: Date): string {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${String(at)}`);
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  if (y < 1000 || y > 9999) throw new RangeError(`Year out of range: ${y}`);
  return `${y}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}-${String(ist.getUTCDate()).padStart(2, '0')}`;
}

/** A date as 'YYYY-MM-DD' in IST: an instant is converted; a string must already be a real calendar date. */
function istDate(date: TaxDate): string {
  if (date instanceof Date) return istDateOf(date);
  const match = typeof date === 'string' ? DATE_PATTERN.exec(date) : null;
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (y >= 1000 && check.getUTCMonth() === m - 1 && check.getUTCDate() === d) return date;
  }
  throw new RangeError(`Not a date (YYYY-MM-DD in IST, or an instant): ${String(date)}`);
}

/** The row of TAX_RATES in force on `date` (an instant, or 'YYYY-MM-DD' in IST). */
export function ratesOn(date: TaxDate): TaxRates {
  const day = istDate(date);
  const row = TAX_RATES.findLast((rates) => rates.from <= day);
  if (!row) throw new RangeError(`No tax rates before ${TAX_RATES[0]?.from}: ${day}`);
  return row;
}

/**
 * What a document or screen cites for TDS withheld on `date`: 'section 194-O of the Income-tax Act, 1961',
 * or from 1 April 2026 'section 393(1) [Table: Sl. No. 8(v)] of the Income-tax Act, 2025'; `noPan` is the
 * section of the higher rate without a PAN.
 */
export function tdsLawOn(date: TaxDate): { act: string; section: string; noPan: string } {
  const { act, tdsSection, noPanSection } = ratesOn(date).tdsLaw;
  return { act, section: `${tdsSection} of the ${act}`, noPan: `${noPanSection} of the ${act}` };
}

/**
 * The financial year `date` falls in (April to March, in IST), as '2026-27'. It is the income-tax year
 * (s.194-O's running gross) and the year an invoice series runs for (CGST Rules, rule 46(b)).
 */
export function financialYearOf(date: TaxDate): string {
  const [y = 0, m = 0] = istDate(date).split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A financial year's label, '2026-27': a year from 1000 to 9999, then the next year's last two digits
 * (written out for each of the 100 endings, so the OpenAPI document can state it as it is).
 */
export const FINANCIAL_YEAR_PATTERN: RegExp = new RegExp(
  `^[1-9]\\d(?:${Array.from({ length: 100 }, (_, n) => {
    const two = (k: number): string => String(k % 100).padStart(2, '0');
    return `${two(n)}-${two(n + 1)}`;
  }).join('|')})$`,
);

/** A financial year's first instant (1 April, 00:00 IST) and the next year's (`end`, not in the year). */
export function financialYearBounds(label: string): { start: Date; end: Date } {
  if (typeof label !== 'string' || !FINANCIAL_YEAR_PATTERN.test(label)) {
    throw new RangeError(`Not a financial year (e.g. 2026-27): ${String(label)}`);
  }
  const start = Number(label.slice(0, 4));
  return {
    start: new Date(Date.UTC(start, 3, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(start + 1, 3, 1) - IST_OFFSET_MS),
  };
}

/**
 * The GST state code of each of rules.js's INDIAN_STATES: the first two digits of a GSTIN, printed with
 * the state's name on a tax invoice (rule 46). Dadra and Nagar Haveli and Daman and Diu is 26 since their
 * merger in 2020 (Daman and Diu was 25); Andhra Pradesh is 37 (28 was the state before Telangana).
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = Object.freeze({
  'Andaman and Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chhattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Ladakh: '38',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Puducherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
});

/**
 * The Union territories without a legislature (CGST Act s.2(114)): within them the second half of the
 * tax is Union territory tax (UTGST) instead of State tax. Delhi, Puducherry and Jammu and Kashmir have
 * legislatures and count as States (s.2(103)).
 */
const UNION_TERRITORIES = new Set([
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Ladakh',
  'Lakshadweep',
]);

/** `state`'s two-digit GST state code, or a RangeError when it is not one of INDIAN_STATES. */
export function gstStateCode(state: string): string {
  const code = typeof state === 'string' && Object.hasOwn(GST_STATE_CODES, state) ? GST_STATE_CODES[state] : undefined;
  if (code === undefined) throw new RangeError(`Not an Indian state or union territory: ${String(state)}`);
  return code;
}

/** What the intra-state half beside CGST is called in `state`: 'SGST', or 'UTGST' in a Union territory. */
export function stateTaxHead(state: string): 'SGST' | 'UTGST' {
  gstStateCode(state);
  return UNION_TERRITORIES.has(state) ? 'UTGST' : 'SGST';
}

/**
 * The heads of IGST Act 2017 s.12 that can place the platform's fees; which one applies is the company's
 * tax adviser's call, made in one place: the PLACE_OF_SUPPLY_HEAD setting (backend config, ADR 58), whose
 * value when unset is PLACE_OF_SUPPLY_HEAD below. Every invoice reads the setting; a credit note keeps
 * its invoice's place.
 * - 'recipient-address', s.12(2)(b), the general rule for a recipient who is not registered: the location
 *   of the recipient where the address on record exists (their default saved address at the time of
 *   supply), otherwise the location of the supplier.
 * - 'event-location', s.12(6): services "by way of admission to" an event "and of services ancillary
 *   thereto" are supplied where the event is actually held (the event's state, which staff set on the
 *   event form). Whether a resale marketplace's fee is ancillary to admission is the open question.
 */
export const PLACE_OF_SUPPLY_HEADS = Object.freeze(['recipient-address', 'event-location'] as const);

/** The head in force when the PLACE_OF_SUPPLY_HEAD setting is unset (the adviser's reading today: ADR 58). */
export const PLACE_OF_SUPPLY_HEAD: PlaceOfSupplyHead = 'recipient-address';

/** What a document says of where its place of supply came from, by `placeOfSupply`'s `basis`. */
export const PLACE_OF_SUPPLY_BASES: Readonly<Record<PlaceOfSupplyBasis, string>> = Object.freeze({
  'recipient-address': 'the recipient’s address on record (IGST Act 2017, s.12(2)(b)(i))',
  'supplier-location':
    'the supplier’s location, no address of the recipient being on record (IGST Act 2017, s.12(2)(b)(ii))',
  'event-location': 'where the event is held (IGST Act 2017, s.12(6))',
});

/**
 * The place of supply of a platform fee by PLACE_OF_SUPPLY_HEAD (or `head`), and its `basis`, one of
 * PLACE_OF_SUPPLY_BASES. `recipientState` is the state of the recipient's address on record, null when
 * there is none; `eventState` the state the event is held in. Unknown names are a RangeError, not a guess.
 */
export function placeOfSupply(
  {
    supplierState,
    recipientState = null,
    eventState = null,
  }: { supplierState: string; recipientState?: string | null; eventState?: string | null },
  head: PlaceOfSupplyHead = PLACE_OF_SUPPLY_HEAD,
): { state: string; basis: PlaceOfSupplyBasis } {
  gstStateCode(supplierState);
  if (head === 'event-location') {
    // An event whose state is not known is never placed by a guess (ADR 58: checkout refuses to sell it).
    if (eventState === null || eventState === undefined) {
      throw new RangeError("IGST s.12(6) places the supply where the event is held: the event's state is needed");
    }
    gstStateCode(eventState);
    return { state: eventState, basis: 'event-location' };
  }
  if (head !== 'recipient-address') throw new RangeError(`Not a head of IGST s.12 this module knows: ${String(head)}`);
  if (recipientState === null || recipientState === undefined) {
    return { state: supplierState, basis: 'supplier-location' };
  }
  gstStateCode(recipientState);
  return { state: recipientState, basis: 'recipient-address' };
}

/** The tax inside a tax-inclusive `amount` at `basisPoints`: amount × rate / (1 + rate), half-up to the paisa. */
function taxInside(amount: number, basisPoints: number): Paise {
  const denominator = 2 * (10_000 + basisPoints);
  const numerator = 2 * amount * basisPoints + 10_000 + basisPoints;
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`Amount too large for exact tax: ${amount}`);
  return asPaise(Math.floor(numerator / denominator));
}

/**
 * The GST inside a tax-inclusive fee, whatever the place of supply ('Platform fee ₹X + GST ₹Y' on the
 * checkout, the payment result and the emails): `fee` is the taxable value, `gst` the tax, adding up to
 * `total`. gstOfFee splits the same tax into its heads for an invoice.
 */
export function feeWithGst(total: Paise, date: TaxDate): { fee: Paise; gst: Paise; total: Paise } {
  const amount = paise(total);
  const gst = taxInside(amount, ratesOn(date).gstBasisPoints);
  return { fee: asPaise(amount - gst), gst, total: amount };
}

/**
 * The GST inside a platform fee (the fee percents are tax-inclusive), split to the paisa for a supply from
 * `supplierState` to `placeOfSupply` (placeOfSupply decides it; a credit note passes its invoice's):
 * tax = fee × 18/118 rounded half-up (at 18 % a half cannot occur: 18/118 = 9/59 and 59 is odd),
 * taxable = fee − tax, so taxable + cgst + sgst + igst === fee always. Within the supplier's state the
 * tax is halved into CGST and SGST (or UTGST, see stateTaxHead), and an odd paisa goes to CGST; across
 * states it is all IGST. `date` (the time of supply) picks the rate.
 */
export function gstOfFee(
  fee: Paise,
  { supplierState, placeOfSupply: place }: { supplierState: string; placeOfSupply: string },
  date: TaxDate,
): GstSplit {
  const amount = paise(fee);
  const { gstBasisPoints } = ratesOn(date);
  gstStateCode(supplierState);
  gstStateCode(place);
  const tax = taxInside(amount, gstBasisPoints);
  const interState = place !== supplierState;
  const sgst = asPaise(interState ? 0 : Math.floor(tax / 2));
  const cgst = asPaise(interState ? 0 : tax - sgst);
  return {
    placeOfSupply: place,
    interState,
    rateBasisPoints: gstBasisPoints,
    taxable: asPaise(amount - tax),
    cgst,
    sgst,
    igst: asPaise(interState ? tax : 0),
    tax,
    total: amount,
  };
}

/** `basisPoints` of `amount`, half-up to the paisa, in integers only. */
function basisPointsOf(amount: number, basisPoints: number): Paise {
  const product = amount * basisPoints + 5000;
  if (!Number.isSafeInteger(product)) throw new RangeError(`Amount too large for exact tax: ${amount}`);
  return asPaise(Math.floor(product / 10_000));
}

/**
 * The TDS to deduct from a seller's sale of `gross` (price × quantity, before the seller fee), credited
 * on `date`, when the seller's gross through us earlier in the same financial year was `runningGrossBefore`
 * and `pan` is the PAN on record (null when none).
 * - No PAN on record: the no-PAN rate on this sale (s.206AA / s.397(2)), with no exemption.
 * - An individual or HUF (panHolderMayBeExempt) whose year's gross, this sale included, stays within
 *   ₹5,00,000: nothing.
 * - The sale that takes such a seller past ₹5,00,000: the rate on the year's whole gross so far, since
 *   s.194-O(2) exempts a year only while its gross "does not exceed five lakh rupees" and the earlier
 *   sales were paid in full; later sales of that year: the rate on each sale.
 * - Any other holder (a firm, a company, a trust...): the rate on every sale, from the first rupee.
 * Half-up to the paisa, like every percent in money.js. `base` is what the rate was applied to.
 * It assumes the year's earlier sales were treated by this same rule with the same PAN.
 */
export function tdsOnSale(
  {
    gross,
    runningGrossBefore = asPaise(0),
    pan,
  }: {
    /** The sale's gross amount (price × quantity), before the seller fee. */
    gross: Paise;
    /** The seller's gross through us earlier in the same financial year (default 0). */
    runningGrossBefore?: Paise;
    /** The seller's PAN on record, null when none; its fourth character says whether the exemption may apply. */
    pan: string | null;
  },
  date: TaxDate,
): TdsOnSale {
  const sale = paise(gross);
  const before = paise(runningGrossBefore);
  if (pan !== null && !isPan(pan)) throw new TypeError(`pan must be a PAN or null, not ${String(pan)}`);
  const rates = ratesOn(date);
  if (pan === null) {
    return {
      rule: 'without-pan',
      rateBasisPoints: rates.tdsNoPanBasisPoints,
      base: sale,
      tds: basisPointsOf(sale, rates.tdsNoPanBasisPoints),
    };
  }
  const yearGross = before + sale;
  const mayBeExempt = panHolderMayBeExempt(pan);
  if (mayBeExempt && yearGross <= rates.tdsExemptGrossPaise) {
    return { rule: 'exempt', rateBasisPoints: 0, base: asPaise(0), tds: asPaise(0) };
  }
  const base = asPaise(mayBeExempt && before <= rates.tdsExemptGrossPaise ? yearGross : sale);
  return {
    rule: 'with-pan',
    rateBasisPoints: rates.tdsBasisPoints,
    base,
    tds: basisPointsOf(base, rates.tdsBasisPoints),
  };
}

/**
 * Whether `pan`'s holder is an individual (fourth character P) or a Hindu undivided family (H), the only
 * holders s.194-O(2)'s ₹5 lakh exempts; a firm (F), company (C), trust (T), association (A) or any other
 * holder is deducted from on every sale.
 */
export function panHolderMayBeExempt(pan: string): boolean {
  if (!isPan(pan)) throw new TypeError(`Not a PAN: ${String(pan)}`);
  return pan[3] === 'P' || pan[3] === 'H';
}

/** A PAN: five letters, four digits, a letter (AAAAA9999A); the fourth letter says what kind of holder. */
export const PAN_PATTERN: RegExp = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** What the profile and the sell form say about a PAN that is not one, or one without its name. */
export const INVALID_PAN: string = 'Please enter a valid PAN (10 characters, e.g. ABCPS1234K)';
export const PAN_NAME_REQUIRED: string = 'Please enter your name as it is on your PAN';

/** Whether `text` is written as a PAN (the format only: the Income-tax Department knows which exist). */
export function isPan(text: unknown): text is string {
  return typeof text === 'string' && PAN_PATTERN.test(text);
}

/** A GSTIN: state code, the holder's PAN, registration number in the state, 'Z', check character. */
export const GSTIN_PATTERN: RegExp = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character (15th) of a GSTIN from its first 14: Luhn mod 36 over 0-9A-Z, weights 1, 2, 1, …
 * from the left, each product's base-36 digits added (ADR 46 for where this was checked).
 */
export function gstinCheckCharacter(first14: string): string {
  if (typeof first14 !== 'string' || !/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError(`Not the first 14 characters of a GSTIN: ${String(first14)}`);
  }
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** Whether `text` is a well-formed GSTIN whose check character matches (a typing error fails). */
export function isGstin(text: unknown): text is string {
  return typeof text === 'string' && GSTIN_PATTERN.test(text) && gstinCheckCharacter(text.slice(0, 14)) === text[14];
}

/**
 * Whether `text` may be a tax invoice's serial number (CGST Rules, rule 46(b)): up to 16 letters, digits,
 * '-' or '/', unique in its financial year.
 */
export function isInvoiceNumber(text: unknown): text is string {
  return typeof text === 'string' && /^[A-Za-z0-9/-]{1,16}$/.test(text);
}
