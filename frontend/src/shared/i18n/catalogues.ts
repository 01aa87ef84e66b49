import { type I18n, type Messages, setupI18n } from '@lingui/core';
import {
  type Catalogue,
  cataloguesFor,
  DEFAULT_LOCALE,
  LATER_CATALOGUES,
  type Locale,
  LOCALE_TAGS,
} from '@ticketsetu/contracts/locales';

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
export function loadPageMessages(i18n: I18n, path: string): Promise<void> | undefined {
  const have = loaded.get(i18n);
  const locale = i18n.locale as Locale;
  const missing = have ? cataloguesFor(path).filter((catalogue) => !have.has(catalogue)) : [];
  // Nothing to wait for: the router goes on at once (a root that waits shows nothing meanwhile).
  if (!have || missing.length === 0) return undefined;
  for (const catalogue of missing) have.add(catalogue);
  return Promise.all(missing.map((catalogue) => CATALOGUES[file(catalogue, locale)]!())).then(
    (parts) => i18n.load(locale, Object.assign({}, ...parts)),
    (error: unknown) => {
      // Not loaded after all (the connection dropped): the next move to the area asks again.
      for (const catalogue of missing) have.delete(catalogue);
      throw error;
    },
  );
}

/**
 * After the page's first draw, the catalogues no page needs to draw (LATER_CATALOGUES: the server's
 * sentences by code). English needs none of them: its sentences are the server's own `detail`.
 */
export async function loadLaterMessages(i18n: I18n): Promise<void> {
  const locale = i18n.locale as Locale;
  if (locale === DEFAULT_LOCALE) return;
  const parts = await Promise.all(LATER_CATALOGUES.map((catalogue) => CATALOGUES[file(catalogue, locale)]!()));
  i18n.load(locale, Object.assign({}, ...parts));
}
