import { existsSync, readFileSync } from 'node:fs';
import { cataloguesFor, isLocale, type Locale, LOCALE_COOKIE, preferredLocale } from '@ticketsetu/contracts/locales';
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
 * What a page in a language preloads (ADR 82, 84): its catalogues' chunks (the shell's and its area's,
 * frontend/src/shared/i18n/catalogues.ts), which the browser needs before it draws anything, and for
 * Hindi the Devanagari faces (frontend/src/styles.css), so text is laid out in them from the start.
 */
export function languageHeadTags(manifestFile: string): (locale: Locale, path: string) => string {
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string } | undefined>)
    : {};
  const fonts = Object.entries(manifest)
    .filter(([key]) => /devanagari-\d+-normal\.woff2$/.test(key))
    .map(([, font]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font!.file}" />`);
  return (locale, path) =>
    [
      ...cataloguesFor(path).flatMap((catalogue) => {
        const chunk = manifest[`src/locales/${catalogue}/${locale}.po`];
        return chunk ? [`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`] : [];
      }),
      ...(locale === 'hi' ? fonts : []),
    ].join('');
}
