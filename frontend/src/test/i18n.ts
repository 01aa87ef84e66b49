import type { Messages } from '@lingui/core';
import type { Locale } from '@ticketsetu/contracts/locales';
import { createI18n } from '../shared/i18n';

// Every area's catalogue (ADR 84): a test of one part reads the words the build ships, whichever area they are kept in.
const catalogues = import.meta.glob<Messages>('../locales/*/*.po', { eager: true, import: 'messages' });

const allMessages = (locale: Locale): Messages =>
  Object.assign(
    {},
    ...Object.entries(catalogues)
      .filter(([file]) => file.endsWith(`/${locale}.po`))
      .map(([, messages]) => messages),
  );

/** A page's i18n as the app makes it, with the catalogues loaded. */
export function testI18n(locale: Locale = 'en') {
  return createI18n(locale, allMessages(locale));
}
