/**
 * CSV (RFC 4180) for the admin exports: comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break (quotes doubled). Safe to open in a spreadsheet: a cell that
 * starts with = + - @ (or a tab or carriage return) could run as a formula (OWASP "CSV injection"),
 * so it gets a leading apostrophe, which spreadsheets show as text.
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text, with a header line; a byte-order mark first so Excel reads UTF-8 (₹, names). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const IST_OFFSET_MS = 330 * 60 * 1000; // India has one offset all year (+05:30), no daylight saving

/** A date and time in India time as a spreadsheet reads it: "2026-12-01 19:30". */
export function csvDateIst(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Integer paise as rupees a spreadsheet sums: 149950 is "1499.50". */
export function csvRupees(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
