import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ratesOn, type TaxDate } from '@ticketsetu/contracts/tax';
import { formatInrWhole, formatPercent } from '../../shared/format';

/*
 * What we tell sellers about the income tax withheld from their sales (TDS, ADR 49), built from the rates
 * in force (contracts/tax.js): a change of law there changes the words here.
 */

/** Where the profile's PAN section is: the sell form links to it. */
export const PAN_SECTION_ID = 'pan';
export const PAN_SECTION_HREF = `/profile#${PAN_SECTION_ID}`;

/** The TDS rates in force on `date`, as the seller reads them: '₹5,00,000', '0.1%', '5%'. */
export function tdsFigures(date: TaxDate = new Date()) {
  const rates = ratesOn(date);
  return {
    exemptGross: formatInrWhole(rates.tdsExemptGrossPaise),
    withPan: formatPercent(rates.tdsBasisPoints / 100),
    withoutPan: formatPercent(rates.tdsNoPanBasisPoints / 100),
  };
}

/** The profile's PAN section: why we ask for it, in the page's language. */
export function panIntro(i18n: I18n, date: TaxDate = new Date()): string {
  const { exemptGross, withPan, withoutPan } = tdsFigures(date);
  return i18n._(
    msg`We withhold income tax (TDS) from your sales as the law requires: if you give an individual’s or HUF’s PAN, nothing while your sales through TicketSetu stay within ${exemptGross} in a financial year and ${withPan} beyond it; with a firm’s, company’s or other PAN, ${withPan} of every sale; without a PAN, ${withoutPan} of every sale.`,
  );
}

/**
 * Whether a listing of `listingGross` takes a seller with a PAN past the year's exempt amount: their year
 * (`yearGross`, refunds taken off) is within it now and would not be after these tickets sell. A year
 * already past it is withheld from on every sale, which the note does not announce again.
 */
export function crossesExemptGross(yearGross: number, listingGross: number, date: TaxDate = new Date()): boolean {
  const exempt = ratesOn(date).tdsExemptGrossPaise;
  return yearGross <= exempt && yearGross + listingGross > exempt;
}
