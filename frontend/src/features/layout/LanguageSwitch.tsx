import { useRouterState } from '@tanstack/react-router';
import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localePath,
} from '@ticketsetu/contracts/locales';
import { useLocale } from '../../shared/i18n';

const A_YEAR = 60 * 60 * 24 * 365;

/** The choice kept for the next visit: the server reads the cookie (first page of a visit), the tab reads the address. */
function remember(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
}

/**
 * The same page in the other language (ADR 82), named in its own script so its reader finds it. A
 * plain link: the server draws the page in that language, with or without scripts.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
  });
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  return (
    <a
      className={className}
      href={`${localePath(other, pathname)}${searchStr}`}
      lang={LOCALE_TAGS[other]}
      hrefLang={LOCALE_TAGS[other]}
      onClick={() => remember(other)}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
