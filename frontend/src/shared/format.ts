import { formatInr } from '@ticketsetu/contracts/money';

/** Money is integer paise everywhere in the API; rupees exist only on screen, as the money module writes them. */
export { formatInr };

const wholeInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** A limit or threshold in words: whole rupees without '.00' (₹5,00,000); an amount with paise as formatInr. */
export function formatInrWhole(paise: number): string {
  return paise % 100 === 0 ? wholeInr.format(paise / 100) : formatInr(paise);
}

export const IST = 'Asia/Kolkata';

const eventDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: IST });

/** Long date plus short time in Indian Standard Time, e.g. 'Saturday, 28 November 2026 at 8:00 pm'. */
export function formatEventDate(iso: string): string {
  return eventDate.format(new Date(iso));
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 2.5 -> '2.5%', 3 -> '3%'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

/** '1 ticket', '7 tickets'. */
export function ticketCount(count: number): string {
  return `${count} ${count === 1 ? 'ticket' : 'tickets'}`;
}

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST });
const shortDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: IST,
});

/** A day in IST for tables, e.g. '1 Dec 2026'. */
export function formatDateIst(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** A moment in IST for tables and lists, e.g. '1 Dec 2026, 7:30 pm'. */
export function formatDateTimeIst(iso: string): string {
  return shortDateTime.format(new Date(iso));
}

/** 2048 -> '2 KB', 3.5 MB -> '3.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}
