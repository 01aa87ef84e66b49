export { formatInr } from '@ticketsetu/contracts/money';

const ist = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "28 November 2026 at 8:00 pm" in India time (emails and messages). */
export function formatIst(date: Date): string {
  return ist.format(date);
}
