import { existsSync, readFileSync } from 'node:fs';
import { isLocale, type Locale, LOCALE_COOKIE, LOCALES, preferredLocale } from '@ticketsetu/contracts/locales';
import type { Request } from 'express';

/**
 * The language a reader wants on an English address: the one they chose (the switch's cookie), else on
 * a first visit the one their browser asks for (ADR 82). A Hindi address is Hindi whatever they chose:
 * it is what a shared link says.
 */
export function wantedLocale(req: Request): Locale {
  const chosen: unknown = (req.cookies as Record<string, unknown> | undefined)?.[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : preferredLocale(req.headers['accept-language']);
}

/**
 * What every page in a language preloads (ADR 82): its catalogue chunk (frontend/src/shared/i18n/
 * catalogues.ts), which the browser needs before it draws anything, and for Hindi the Devanagari
 * faces (frontend/src/styles.css), so text is laid out in them from the start.
 */
export function languageHeadTags(manifestFile: string): Record<Locale, string> {
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string } | undefined>)
    : {};
  const tags = (locale: Locale) => {
    const catalogue = manifest[`src/locales/${locale}.po`];
    const fonts =
      locale === 'hi' ? Object.entries(manifest).filter(([key]) => /devanagari-\d+-normal\.woff2$/.test(key)) : [];
    return [
      ...(catalogue ? [`<link rel="modulepreload" crossorigin href="/${catalogue.file}" />`] : []),
      ...fonts.map(
        ([, font]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font!.file}" />`,
      ),
    ].join('');
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, tags(locale)])) as Record<Locale, string>;
}
