import type { Paise } from '@ticketsetu/contracts/money';
import { checkListing, listingMessage } from '@ticketsetu/contracts/listing-form';
import { type EventCap, pricePaise, type SellFormInput, type SellProblem } from './sell-rules';

/*
 * The form's check on submit, apart from sell-rules.ts: it comes with the submit flow (submit-listing.ts),
 * not in the sell page's first load.
 */

/** The first problem in the spec's order (the event's resale cap right after the price), or null: contracts' checkListing. */
export function checkSellForm(input: SellFormInput, event?: EventCap): SellProblem | null {
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
  return problem ? { field: problem.field, message: listingMessage(problem) } : null;
}
