import type { PageHead } from '../application/page-heads.js';
import { renderHead, robotsTxt, sitemapXml } from './page-html.js';

const template = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!-- page-head: the default -->
    <title>Default</title>
    <!-- /page-head -->
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const head: PageHead = {
  status: 200,
  title: 'Rock & Roll | TicketSetu',
  cardTitle: 'Rock & Roll',
  description: 'Sat, 2 Jan 2027, 8:00 pm IST · "The" Venue, Pune · From ₹1,000.00',
  canonicalUrl: 'https://tickets.example.in/event/1',
  imageUrl: 'https://tickets.example.in/e.jpg',
  imageSize: null,
  indexable: true,
  structuredData: { '@type': 'Event', name: '</script><script>alert(1)</script>' },
};

describe('renderHead', () => {
  it('puts the page’s head between the markers and leaves the rest of index.html as built', () => {
    const html = renderHead(template, head);
    expect(html).not.toContain('<title>Default</title>');
    expect(html).not.toContain('page-head');
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(html).toContain('<title>Rock &#38; Roll | TicketSetu</title>');
    expect(html).toContain('<link rel="canonical" href="https://tickets.example.in/event/1" />');
    expect(html).toContain('<meta property="og:title" content="Rock &#38; Roll" />');
    expect(html).toContain('<meta property="og:image" content="https://tickets.example.in/e.jpg" />');
    expect(html).toContain('<meta property="og:image:alt" content="Rock &#38; Roll" />');
    expect(html).not.toContain('og:image:width'); // an event's own picture: its size is not known
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('content="Sat, 2 Jan 2027, 8:00 pm IST · &#34;The&#34; Venue, Pune · From ₹1,000.00"');
    expect(html).not.toContain('noindex');
  });

  it('a generated card image comes with its size', () => {
    const html = renderHead(template, {
      ...head,
      imageUrl: 'https://tickets.example.in/event/1/card.png',
      imageSize: { width: 1200, height: 630 },
    });
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
  });

  it('no text can close its tag: not a title, not a description, not the JSON-LD', () => {
    const hostile = renderHead(template, {
      ...head,
      title: '</title><script>alert(1)</script>',
      description: '"><script>alert(2)</script>',
    });
    expect(hostile).not.toMatch(/<script>alert/);
    expect(hostile.match(/<\/script>/g)).toHaveLength(1); // the JSON-LD's own end
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(hostile)![1]!;
    expect(JSON.parse(json)).toEqual(head.structuredData);
  });

  it('a page not to be found says noindex, and without an image or address has no such tags', () => {
    const html = renderHead(template, {
      ...head,
      indexable: false,
      canonicalUrl: null,
      imageUrl: null,
      structuredData: null,
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toMatch(/canonical|og:url|og:image|twitter:image|ld\+json/);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('refuses a template without its markers rather than serve a page without a head', () => {
    expect(() => renderHead('<html><head></head></html>', head)).toThrow('page-head');
  });
});

describe('renderHead in each language (ADR 82)', () => {
  it('names the page in both languages, its own as canonical, English as the default', () => {
    const alternates =
      '<link rel="alternate" hreflang="en-IN" href="https://tickets.example.in/event/1" />' +
      '<link rel="alternate" hreflang="hi-IN" href="https://tickets.example.in/hi/event/1" />' +
      '<link rel="alternate" hreflang="x-default" href="https://tickets.example.in/event/1" />';
    const english = renderHead(template, head);
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toContain('<link rel="canonical" href="https://tickets.example.in/event/1" />');
    expect(english.replace(/\n\s*/g, '')).toContain(alternates);
    expect(english).toContain('<meta property="og:locale" content="en_IN" />');
    expect(english).toContain('<meta property="og:locale:alternate" content="hi_IN" />');

    const hindi = renderHead(template, head, 'hi');
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('<link rel="canonical" href="https://tickets.example.in/hi/event/1" />');
    expect(hindi).toContain('<meta property="og:url" content="https://tickets.example.in/hi/event/1" />');
    expect(hindi.replace(/\n\s*/g, '')).toContain(alternates);
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN" />');
  });

  it('a Hindi head is written as it is given: title, description, og:title and og:description in Hindi', () => {
    const hindiHead: PageHead = {
      ...head,
      title: 'रिफ़ंड नीति | TicketSetu',
      cardTitle: 'रिफ़ंड नीति',
      description: 'TicketSetu किसी खरीद का रिफ़ंड कब और कैसे करता है।',
      imageUrl: null,
      structuredData: null,
    };
    const html = renderHead(template, hindiHead, 'hi');
    expect(html).toContain('<title>रिफ़ंड नीति | TicketSetu</title>');
    expect(html).toContain('<meta name="description" content="TicketSetu किसी खरीद का रिफ़ंड कब और कैसे करता है।" />');
    expect(html).toContain('<meta property="og:title" content="रिफ़ंड नीति" />');
    expect(html).toContain(
      '<meta property="og:description" content="TicketSetu किसी खरीद का रिफ़ंड कब और कैसे करता है।" />',
    );
    expect(html).toContain('<meta name="twitter:title" content="रिफ़ंड नीति" />');
  });

  it('names no alternates for a page without one address', () => {
    const html = renderHead(template, { ...head, canonicalUrl: null, indexable: false }, 'hi');
    expect(html).not.toContain('hreflang');
    expect(html).toContain('<html lang="hi-IN">');
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps crawlers out of personal, staff, payment and API paths, and points at the sitemap', () => {
    const robots = robotsTxt('https://tickets.example.in/');
    for (const path of ['/admin', '/checkout', '/tickets', '/profile', '/sell', '/api/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://tickets.example.in/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/\n|Disallow: \/event/);
  });

  it('writes each address in each language, escaped, with its last change and its alternates', () => {
    const xml = sitemapXml([
      { url: 'https://tickets.example.in/', lastModified: null },
      { url: 'https://tickets.example.in/events?search=a&b', lastModified: new Date('2026-11-20T10:00:00Z') },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const home =
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://tickets.example.in/" />' +
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://tickets.example.in/hi" />';
    expect(xml).toContain(`<url><loc>https://tickets.example.in/</loc>${home}</url>`);
    expect(xml).toContain(`<url><loc>https://tickets.example.in/hi</loc>${home}</url>`);
    expect(xml).toContain(
      '<url><loc>https://tickets.example.in/hi/events?search=a&#38;b</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('keeps crawlers out of the Hindi private paths too', () => {
    const robots = robotsTxt('https://tickets.example.in');
    for (const path of ['/hi/admin', '/hi/checkout', '/hi/tickets', '/hi/sell']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });
});
