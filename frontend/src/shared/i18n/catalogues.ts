import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type Catalogue, cataloguesFor, type Locale, LOCALE_TAGS } from '@ticketsetu/contracts/locales';

/**
 * Each area's compiled catalogue in each language, its own chunk (ADR 82, 84): a reader's browser loads
 * only the language it reads, and of it only the shell's words and the page's area's (the server names
 * those chunks in the page's head, so they come with the first load).
 */
const CATALOGUES = import.meta.glob<Messages>('../../locales/*/*.po', { import: 'messages' });

const file = (catalogue: Catalogue, locale: Locale) => `../../locales/${catalogue}/${locale}.po`;

/** The messages of the page at `path` (without its language prefix): its catalogues', merged. */
export async function loadMessages(locale: Locale, path: string): Promise<Messages> {
  const parts = await Promise.all(cataloguesFor(path).map((catalogue) => CATALOGUES[file(catalogue, locale)]!()));
  return Object.assign({}, ...parts);
}

/** The catalogues each page's i18n has: a page the reader goes to next loads only those it lacks. */
const loaded = new WeakMap<I18n, Set<Catalogue>>();

/**
 * One i18n instance per page (a request on the server, the tab in the browser), never the module-wide
 * one: two requests rendering at once in two languages must not see each other's.
 */
export function createI18n(locale: Locale, messages: Messages, path?: string): I18n {
  const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
  if (path !== undefined) loaded.set(i18n, new Set(cataloguesFor(path)));
  return i18n;
}

/**
 * Before the router draws the page at `path`, the catalogues of its area that this i18n lacks (a reader
 * going from an event to its checkout loads the checkout's words then). An i18n made without a path
 * (a test's, holding every catalogue) has them all.
 */
export async function loadPageMessages(i18n: I18n, path: string): Promise<void> {
  const have = loaded.get(i18n);
  if (!have) return;
  const locale = i18n.locale as Locale;
  const missing = cataloguesFor(path).filter((catalogue) => !have.has(catalogue));
  if (missing.length === 0) return;
  const parts = await Promise.all(missing.map((catalogue) => CATALOGUES[file(catalogue, locale)]!()));
  for (const catalogue of missing) have.add(catalogue);
  i18n.load(locale, Object.assign({}, ...parts));
}
