import { useRouterState } from '@tanstack/react-router';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localePath,
} from '@ticketsetu/contracts/locales';
import { useEffect } from 'react';
import { api, unwrap } from '../../shared/api/client';
import { useLocale } from '../../shared/i18n';
import { useSession } from '../../shared/session';

const A_YEAR = 60 * 60 * 24 * 365;

/** The choice kept for the next visit: the server reads the cookie (first page of a visit), the tab reads the address. */
function remember(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
}

/** The language this browser remembers, if any. */
function remembered(): Locale | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * Saves the choice on a signed-in account (ADR 85), so its emails and texts follow it and another
 * browser does too. Fire and forget: the page goes on to the other language whatever the answer, and
 * `keepalive` lets the request outlive the page it was sent from.
 */
function saveOnAccount(locale: Locale): void {
  void unwrap(api.PUT('/api/v1/me/locale', { body: { locale }, keepalive: true })).catch(() => undefined);
}

/**
 * The same page in the other language (ADR 82), named in its own script so its reader finds it. A
 * plain link: the server draws the page in that language, with or without scripts. Signed in, the
 * choice is saved on the account; and after signing in, a browser that remembers another language (or
 * none) follows the account's: it remembers that one and opens this page's address in it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { user } = useSession();
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
  });
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  const accountLocale = user?.locale;

  useEffect(() => {
    if (!accountLocale || accountLocale === remembered()) return;
    remember(accountLocale);
    if (accountLocale !== locale) window.location.assign(`${localePath(accountLocale, pathname)}${searchStr}`);
    // Only when the account's language is learnt (a sign-in), not on every page of the visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLocale]);

  return (
    <a
      className={className}
      href={`${localePath(other, pathname)}${searchStr}`}
      lang={LOCALE_TAGS[other]}
      hrefLang={LOCALE_TAGS[other]}
      onClick={() => {
        remember(other);
        if (user) saveOnAccount(other);
      }}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
