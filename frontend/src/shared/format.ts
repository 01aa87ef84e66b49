import { DEFAULT_LOCALE, type Locale, LOCALE_TAGS, timeOfDayOptions } from '@ticketsetu/contracts/locales';
import { formatInr } from '@ticketsetu/contracts/money';

/** Money is integer paise everywhere in the API; rupees exist only on screen, as the money module writes them. */
export { formatInr };

const wholeInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** A limit or threshold in words: whole rupees without '.00' (₹5,00,000); an amount with paise as formatInr. */
export function formatInrWhole(paise: number): string {
  return paise % 100 === 0 ? wholeInr.format(paise / 100) : formatInr(paise);
}

export const IST = 'Asia/Kolkata';

/** One formatter per language, made when first used (Intl's formatters are slow to make, quick to use). */
function perLocale<T>(make: (tag: string, locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(LOCALE_TAGS[locale], locale)));
    return formatter;
  };
}

const eventDate = perLocale(
  (tag, locale) =>
    new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...timeOfDayOptions(locale),
      timeZone: IST,
    }),
);

/**
 * Long date plus short time in Indian Standard Time, in the reader's language: 'Saturday, 28 November
 * 2026 at 8:00 pm', 'शनिवार, 28 नवंबर 2026 को रात 8:00 बजे'.
 */
export function formatEventDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return eventDate(locale).format(new Date(iso));
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 2.5 -> '2.5%', 3 -> '3%'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

const shortDate = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST }),
);
const shortDateTime = perLocale(
  (tag, locale) =>
    new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...timeOfDayOptions(locale),
      timeZone: IST,
    }),
);

/** A day in IST for tables, e.g. '1 Dec 2026' ('1 दिस॰ 2026'). */
export function formatDateIst(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return shortDate(locale).format(new Date(iso));
}

/** A moment in IST for tables and lists, e.g. '1 Dec 2026, 7:30 pm' ('1 दिस॰ 2026, शाम 7:30'). */
export function formatDateTimeIst(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return shortDateTime(locale).format(new Date(iso));
}

/** A file's size units, in the words of each language ('एमबी', as the Hindi pages write it). */
const SIZE_UNITS: Record<Locale, { b: string; kb: string; mb: string }> = {
  en: { b: 'B', kb: 'KB', mb: 'MB' },
  hi: { b: 'बाइट', kb: 'केबी', mb: 'एमबी' },
};

/** 2048 -> '2 KB', 3.5 MB -> '3.5 MB' ('3.5 एमबी' in Hindi). */
export function formatFileSize(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  const unit = SIZE_UNITS[locale];
  if (bytes < 1024) return `${bytes} ${unit.b}`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} ${unit.kb}`;
  return `${(kb / 1024).toFixed(1).replace(/\.0$/, '')} ${unit.mb}`;
}
