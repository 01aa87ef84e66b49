import type { I18n } from '@lingui/core';
import type { Paise } from '@ticketsetu/contracts/money';
import { checkListing } from '@ticketsetu/contracts/listing-form';
import { listingProblemMessage } from './sell-messages';
import { type EventCap, pricePaise, type SellFormInput, type SellProblem } from './sell-rules';

/*
 * The form's check on submit, apart from sell-rules.ts: it comes with the submit flow (submit-listing.ts),
 * not in the sell page's first load.
 */

/**
 * The first problem in the spec's order (the event's resale cap right after the price), or null:
 * contracts' checkListing, its code's message in the reader's language.
 */
export function checkSellForm(i18n: I18n, input: SellFormInput, event?: EventCap): SellProblem | null {
  const given = input.faceValue !== null && input.faceValue !== undefined;
  const [problem] = checkListing({
    ...input,
    resaleNotPermitted: event?.resale_not_permitted,
    price: pricePaise(input.price),
    faceValue: given ? (pricePaise(input.faceValue) ?? Number.NaN) : null,
    cap: event
      ? { capPercent: event.resale_cap_percent ?? null, capPrice: (event.resale_cap_price ?? null) as Paise | null }
      : null,
  });
  return problem ? { field: problem.field, message: listingProblemMessage(i18n, problem) } : null;
}
