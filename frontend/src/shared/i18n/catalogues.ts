import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type Locale, LOCALE_TAGS } from '@ticketsetu/contracts/locales';

/**
 * Each language's compiled catalogue, its own chunk (ADR 82): a reader's browser loads only the
 * language it reads (the server names that chunk in the page's head, so it comes with the first load).
 */
const CATALOGUES: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  hi: () => import('../../locales/hi.po'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await CATALOGUES[locale]()).messages;
}

/**
 * One i18n instance per page (a request on the server, the tab in the browser), never the module-wide
 * one: two requests rendering at once in two languages must not see each other's.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
}
