import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { Locale } from '@ticketsetu/contracts/locales';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { testI18n } from './i18n';

/**
 * A render `wrapper` for one kit part or piece of a page alone: the page's words in `locale` (every
 * catalogue, as testI18n has them), without the app's other providers.
 */
export function inLanguage(locale: Locale = 'en') {
  const i18n = testI18n(locale);
  return function InLanguage({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}

/** Testing Library's render, the part drawn in `locale` (English unless told); a rerender keeps it. */
export function renderIn(ui: ReactElement, locale: Locale = 'en', options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: inLanguage(locale) });
}

/** What the server would send for `ui` in `locale`. */
export function renderToStringIn(ui: ReactElement, locale: Locale = 'en'): string {
  const InLanguage = inLanguage(locale);
  return renderToString(<InLanguage>{ui}</InLanguage>);
}
