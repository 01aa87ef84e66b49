import { DEFAULT_LOCALE, type Locale, LOCALE_TAGS } from '@ticketsetu/contracts/locales';

export { formatInr } from '@ticketsetu/contracts/money';

const ist = Object.fromEntries(
  Object.entries(LOCALE_TAGS).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // Hindi says the part of the day in words ('रात 8:00'), where hi-IN's pattern writes a Latin 'pm'.
      ...(locale === 'hi' ? { dayPeriod: 'short' as const } : {}),
      timeZone: 'Asia/Kolkata',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * A moment in India time in the reader's language (emails and messages): "28 November 2026 at 8:00 pm",
 * "28 नवंबर 2026 को रात 8:00 बजे" (as the site writes it, ADR 85).
 */
export function formatIst(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return ist[locale].format(date);
}
