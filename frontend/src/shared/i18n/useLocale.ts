import { useLingui } from '@lingui/react';
import { isLocale, type Locale, DEFAULT_LOCALE } from '@ticketsetu/contracts/locales';

/** The language the page is drawn in. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
