import type { Paise } from './money.js';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const ist = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** ₹1,23,456.78 — rupees with 2 decimals and Indian digit grouping (for emails and messages). */
export function formatInr(amount: Paise): string {
  return inr.format(amount / 100);
}

/** "28 November 2026 at 8:00 pm" in India time. */
export function formatIst(date: Date): string {
  return ist.format(date);
}
