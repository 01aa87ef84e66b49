/**
 * The Buyer Guarantee's window, shared by the modules that keep it: a buyer may open a dispute until
 * this long after the event's scheduled start (disputes), and a payout held for risk is released only
 * once it has passed (payouts), so a dispute can still stop the money.
 */
export const DISPUTE_WINDOW_AFTER_START_MS = 48 * 3_600_000;
