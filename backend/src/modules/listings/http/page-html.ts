import { DEFAULT_LOCALE, type Locale, LOCALE_TAGS, LOCALES, localePath } from '@ticketsetu/contracts/locales';
import { PRIVATE_PATH_PREFIXES, SITE_NAME } from '@ticketsetu/contracts/pages';
import type { PageHead, SitemapEntry } from '../application/page-heads.js';

/** Text for an HTML attribute or element: nothing in it can close the tag or start another. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: `<` escaped, so no value can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const HEAD_START = '<!-- page-head';
const HEAD_END = '<!-- /page-head -->';

/**
 * The built index.html with the page's own head in place of the site's default between its
 * `page-head` markers: title, description, canonical URL, Open Graph and Twitter cards, JSON-LD.
 */
export function renderHead(template: string, head: PageHead, locale: Locale = DEFAULT_LOCALE): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < start) throw new Error('index.html has no page-head markers');
  // A page's address in its own language is its canonical one; the others are its alternates (ADR 82).
  const canonicalUrl = head.canonicalUrl && urlIn(locale, head.canonicalUrl);
  const ogLocale = (language: Locale) => LOCALE_TAGS[language].replace('-', '_');
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    ...(canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`] : []),
    ...(head.canonicalUrl ? alternateLinks(head.canonicalUrl) : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', ogLocale(locale)),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', ogLocale(other)),
    ),
    meta('property', 'og:title', head.cardTitle),
    meta('property', 'og:description', head.description),
    ...(canonicalUrl ? [meta('property', 'og:url', canonicalUrl)] : []),
    ...(head.imageUrl
      ? [meta('property', 'og:image', head.imageUrl), meta('property', 'og:image:alt', head.cardTitle)]
      : []),
    // With its size, a preview can draw the large card the first time the link is shared.
    ...(head.imageUrl && head.imageSize
      ? [
          meta('property', 'og:image:width', String(head.imageSize.width)),
          meta('property', 'og:image:height', String(head.imageSize.height)),
        ]
      : []),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.cardTitle),
    meta('name', 'twitter:description', head.description),
    ...(head.imageUrl ? [meta('name', 'twitter:image', head.imageUrl)] : []),
    ...(head.structuredData ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`] : []),
  ];
  const html = `${template.slice(0, start)}${tags.join('\n    ')}${template.slice(end + HEAD_END.length)}`;
  return html.replace(/<html lang="[^"]*">/, `<html lang="${LOCALE_TAGS[locale]}">`);
}

/** An English page's absolute address in `language`: https://x.in/events in Hindi is https://x.in/hi/events. */
export function urlIn(language: Locale, englishUrl: string): string {
  const address = new URL(englishUrl);
  address.pathname = localePath(language, address.pathname);
  return address.href;
}

/** The page in every language, for search engines (hreflang), English as the default for all others. */
function alternateLinks(englishUrl: string): string[] {
  const link = (hreflang: string, language: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(urlIn(language, englishUrl))}" />`;
  return [...LOCALES.map((language) => link(LOCALE_TAGS[language], language)), link('x-default', DEFAULT_LOCALE)];
}

/** robots.txt: personal, staff, payment and API paths are not for crawling; the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...LOCALES.flatMap((language) =>
      PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${localePath(language, prefix)}`),
    ),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The sitemap protocol's XML (sitemaps.org): each page in every language, each naming its others
 * (Google's xhtml:link alternates, ADR 82).
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const alternates = LOCALES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[language]}" href="${escapeHtml(urlIn(language, e.url))}" />`,
    ).join('');
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '';
    return LOCALES.map(
      (language) => `  <url><loc>${escapeHtml(urlIn(language, e.url))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
