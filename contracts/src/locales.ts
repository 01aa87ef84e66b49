/**
 * The languages a fan can read TicketSetu in (ADR 82), shared by the server (which renders a page in
 * its language, names the other language's address and follows Accept-Language on a first visit) and
 * the browser (which reads its language from the same address). English is the spec's contract and
 * lives at the plain address; Hindi at the same address under /hi.
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** `<html lang>`, `hreflang` and Intl's locale of each language: Indian English and Hindi (India). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = Object.freeze({ en: 'en-IN', hi: 'hi-IN' });

/**
 * The time of day as the language says it, for Intl.DateTimeFormat: Hindi by the part of the day in
 * words ('शाम 8:00', 'रात 2:00'), as Hindi speakers and apps do, where hi-IN's CLDR pattern writes a
 * Latin 'pm'; English with am/pm. One rule for the site, the emails and the share cards.
 */
export function timeOfDayOptions(locale: Locale): Intl.DateTimeFormatOptions {
  return locale === 'hi'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: 'numeric', minute: '2-digit' };
}

/** Each language's name in itself: what the language switch shows (a reader finds their own script). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({ en: 'English', hi: 'हिन्दी' });

/** The cookie that remembers a reader's choice (read by the server on a first request of a visit). */
export const LOCALE_COOKIE = 'ts_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The address's language and the address without its language prefix: '/hi/events' is hi and '/events'. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/(hi)(?=\/|$)(.*)$/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  return { locale: 'hi', path: match[2] || '/' };
}

/** A page's address in `locale`: '/events' in Hindi is '/hi/events', the home page '/hi'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language an Accept-Language header asks for, among ours: the highest-weighted tag whose language
 * is one of ours ('hi-IN,hi;q=0.9,en;q=0.8' is hi); the default when none is, or the header is absent
 * or malformed. A weight of 0 means "not this one".
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!isLocale(language) || !Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    if (!best || weight > best.weight) best = { locale: language, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/**
 * The catalogues a language's messages are kept in, one per area of the site (ADR 84): a page loads the
 * shell's (`common`) and its own area's, so no page carries every page's words. Which folders of the
 * frontend belong to which area is frontend/lingui.config.ts; which pages read which is below.
 */
export const CATALOGUES = [
  'common',
  'browse',
  'account',
  'checkout',
  'selling',
  'help',
  'content',
  'faq',
  'about',
  'how-it-works',
  'buyer-guarantee',
  'help-centre',
  'accessibility',
  'cookies',
  'privacy',
  'refunds',
  'terms',
  'problems',
] as const;
export type Catalogue = (typeof CATALOGUES)[number];

/**
 * The catalogues a page loads after its first draw, not before (ADR 84): the server's sentences by code
 * (shown when a request is refused; until they come, and in English, the server's own `detail`).
 */
export const LATER_CATALOGUES: readonly Catalogue[] = ['problems'];

/** Each page's area, by the first segment of its address (without the language prefix); several where a
 * page draws another area's parts (Your Tickets opens a dispute and lists the fan's waiting lists and
 * ticket alerts, the profile lists the seller's payouts). */
const PAGE_AREAS: Readonly<Record<string, readonly Catalogue[]>> = {
  '': ['browse'],
  events: ['browse'],
  event: ['browse'],
  seller: ['browse'],
  auth: ['account'],
  'reset-password': ['account'],
  profile: ['account'],
  checkout: ['checkout'],
  'payment-result': ['checkout'],
  sell: ['selling'],
  tickets: ['selling', 'help', 'browse'],
  disputes: ['help'],
  // The contact and complaint pages draw the content area's parts: its title band, the Grievance
  // Officer's block and some of the FAQ (a production build keeps only message ids, so the page needs them).
  contact: ['help', 'content', 'faq'],
  complaints: ['help', 'content'],
  // The back office is English, and draws the areas' parts (a dispute's status, a listing's, a sale's):
  // their words are in those areas' catalogues.
  admin: ['browse', 'account', 'checkout', 'selling', 'help'],
  // A content page reads the content area's parts and its own text (ADR 84).
  about: ['content', 'about'],
  accessibility: ['content', 'accessibility'],
  'buyer-guarantee': ['content', 'buyer-guarantee'],
  cookies: ['content', 'cookies'],
  faq: ['content', 'faq'],
  help: ['content', 'help-centre', 'faq'],
  'how-it-works': ['content', 'how-it-works'],
  'privacy-policy': ['content', 'privacy'],
  'refund-policy': ['content', 'refunds'],
  'terms-and-conditions': ['content', 'terms'],
};

/**
 * The catalogues the page at `path` (without its language prefix) draws its words from: the shell's,
 * then its area's (the back office, English only, reads every area's but the content pages').
 */
export function cataloguesFor(path: string): Catalogue[] {
  const segment = path.split(/[?#]/)[0]!.split('/')[1] ?? '';
  return ['common', ...(Object.hasOwn(PAGE_AREAS, segment) ? PAGE_AREAS[segment]! : [])];
}

/**
 * The Latin-script words a Hindi page, email or text may carry (docs/i18n/glossary.md): brands and
 * names of services, and the abbreviations Indian apps keep in Latin letters. The site's tests and the
 * messages' tests check Hindi against it.
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  'TicketSetu',
  'BookMyShow',
  'District',
  'PhonePe',
  'RazorpayX',
  'UPI',
  'PIN',
  'PAN',
  'GST',
  'GSTIN',
  'TDS',
  'IST',
  'OTP',
  'App',
  'Store',
  'Google',
  'Play',
  // The networks an event is shared to and TicketSetu's profiles are on, named as their apps are.
  'WhatsApp',
  'Telegram',
  'Twitter',
  'X',
  'Facebook',
  'LinkedIn',
  'Instagram',
  'YouTube',
]);
