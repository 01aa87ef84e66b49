import type { Paise } from './money.js';

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

/** The rates in force, oldest first (see tax.js for the sources). */
export declare const TAX_RATES: readonly TaxRates[];
/** The row in force on `date`; a RangeError before the table's first row or for a date that is not one. */
export declare function ratesOn(date: TaxDate): TaxRates;
/** What to cite for TDS withheld on `date`: the Act, the section with its Act, and the no-PAN section with its Act. */
export declare function tdsLawOn(date: TaxDate): { act: string; section: string; noPan: string };

/** `at`'s calendar date in India, 'YYYY-MM-DD'. */
export declare function istDateOf(at: Date): string;
/** The financial year (April to March, IST) `date` falls in, e.g. '2026-27'. */
export declare function financialYearOf(date: TaxDate): string;
/** '2026-27': a year, then the next one's last two digits. */
export declare const FINANCIAL_YEAR_PATTERN: RegExp;
/** A financial year's first instant (1 April 00:00 IST) and the next one's: start <= t < end. */
export declare function financialYearBounds(label: string): { start: Date; end: Date };

/** The GST state code of each of rules.js's INDIAN_STATES ('Karnataka' → '29'). */
export declare const GST_STATE_CODES: Readonly<Record<string, string>>;
/** `state`'s two-digit GST state code; a RangeError for a name not in INDIAN_STATES. */
export declare function gstStateCode(state: string): string;
/** The intra-state half beside CGST: 'UTGST' in a Union territory without a legislature, else 'SGST'. */
export declare function stateTaxHead(state: string): 'SGST' | 'UTGST';
/** The head of IGST Act s.12 the platform's fees are placed by (tax.js says what each means). */
export type PlaceOfSupplyHead = 'recipient-address' | 'event-location';
/** Both heads, for the PLACE_OF_SUPPLY_HEAD setting's check. */
export declare const PLACE_OF_SUPPLY_HEADS: readonly ['recipient-address', 'event-location'];
/** The head when the PLACE_OF_SUPPLY_HEAD setting is unset. */
export declare const PLACE_OF_SUPPLY_HEAD: PlaceOfSupplyHead;
/** Where a document's place of supply came from. */
export type PlaceOfSupplyBasis = 'recipient-address' | 'supplier-location' | 'event-location';
/** The words a document prints for each basis, with the provision. */
export declare const PLACE_OF_SUPPLY_BASES: Readonly<Record<PlaceOfSupplyBasis, string>>;
/** The place of supply of a platform fee by PLACE_OF_SUPPLY_HEAD (or `head`), and why. */
export declare function placeOfSupply(
  parties: { supplierState: string; recipientState?: string | null; eventState?: string | null },
  head?: PlaceOfSupplyHead,
): { state: string; basis: PlaceOfSupplyBasis };

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
/** The GST inside a tax-inclusive fee: fee + gst === total (the place of supply changes only the heads). */
export declare function feeWithGst(total: Paise, date: TaxDate): { fee: Paise; gst: Paise; total: Paise };
export declare function gstOfFee(
  fee: Paise,
  parties: { supplierState: string; placeOfSupply: string },
  date: TaxDate,
): GstSplit;

/** The TDS on one sale and why: exempt (individual or HUF within ₹5 lakh), with-pan or without-pan. */
export interface TdsOnSale {
  rule: 'exempt' | 'with-pan' | 'without-pan';
  /** 0 when exempt. */
  rateBasisPoints: number;
  /** What the rate was applied to: the sale, or on the sale that crosses ₹5 lakh the year's gross so far. */
  base: Paise;
  tds: Paise;
}
export declare function tdsOnSale(
  sale: {
    /** The sale's gross amount (price × quantity), before the seller fee. */
    gross: Paise;
    /** The seller's gross through us earlier in the same financial year (default 0). */
    runningGrossBefore?: Paise;
    /** The seller's PAN on record, null when none; its fourth character says whether the exemption may apply. */
    pan: string | null;
  },
  date: TaxDate,
): TdsOnSale;
/** Whether a PAN's holder is an individual (P) or HUF (H), the only ones the ₹5 lakh exemption is for. */
export declare function panHolderMayBeExempt(pan: string): boolean;

export declare const INVALID_PAN: string;
export declare const PAN_NAME_REQUIRED: string;
export declare const PAN_PATTERN: RegExp;
export declare function isPan(text: unknown): text is string;
export declare const GSTIN_PATTERN: RegExp;
/** The 15th character of a GSTIN computed from its first 14 (Luhn mod 36). */
export declare function gstinCheckCharacter(first14: string): string;
/** Format and check character. */
export declare function isGstin(text: unknown): text is string;
/** Up to 16 letters, digits, '-' or '/' (CGST Rules, rule 46(b)). */
export declare function isInvoiceNumber(text: unknown): text is string;
