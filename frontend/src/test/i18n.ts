import type { Locale } from '@ticketsetu/contracts/locales';
import { messages as en } from '../locales/en.po';
import { messages as hi } from '../locales/hi.po';
import { createI18n } from '../shared/i18n';

/** A page's i18n as the app makes it, with the catalogue loaded (tests read the words the build ships). */
export function testI18n(locale: Locale = 'en') {
  return createI18n(locale, locale === 'hi' ? hi : en);
}
