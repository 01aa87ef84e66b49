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
export function renderHead(template: string, head: PageHead): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < start) throw new Error('index.html has no page-head markers');
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', head.cardTitle),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
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
  return `${template.slice(0, start)}${tags.join('\n    ')}${template.slice(end + HEAD_END.length)}`;
}

/** robots.txt: personal, staff, payment and API paths are not for crawling; the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap protocol's XML (sitemaps.org). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeHtml(e.url)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
