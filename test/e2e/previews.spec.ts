import { expect, test } from '@playwright/test';

/**
 * What a shared link, a search engine and a phone's cache get from the built app before any script
 * runs (ADR 35): each public page's own head, robots.txt and the sitemap, 404s that are real pages,
 * and bytes compressed once.
 */
test.describe('link previews, search engines and bytes made once', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP answers: the same on every screen');

  test('an event page’s HTML carries its card and schema.org Event; an unknown event is a 404 page', async ({
    request,
    page,
  }) => {
    const events = (await (await request.get('/api/v1/events')).json()) as {
      id: string;
      title: string;
      venue: string;
      city: string;
      min_price: number | null;
    }[];
    const event = events.find((e) => e.min_price !== null)!;

    const answer = await request.get(`/event/${event.id}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const attribute = (selector: string) => new RegExp(`<meta ${selector} content="([^"]*)"`).exec(html)?.[1];
    expect(html).toContain(`<title>${event.title} | TicketSetu</title>`);
    expect(attribute('property="og:title"')).toBe(event.title);
    expect(attribute('property="og:description"')).toMatch(
      new RegExp(
        `^\\w{3}, \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} [ap]m IST · ${event.venue}, ${event.city} · From ₹[\\d,]+\\.\\d{2}$`,
      ),
    );
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/event/${event.id}" />`));
    // Its card image: the demo events' pictures are SVG, which previews skip, so a generated PNG.
    const image = attribute('property="og:image"')!;
    expect(image).toMatch(new RegExp(`^http://localhost:\\d+/event/${event.id}/card\\.png$`));
    expect([attribute('property="og:image:width"'), attribute('property="og:image:height"')]).toEqual(['1200', '630']);
    const card = await request.get(new URL(image).pathname);
    expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
    expect((await card.body()).readUInt32BE(16)).toBe(1200);
    expect((await request.get('/event/7b0c2a8e-9d7f-4f49-9d0e-3d5f7c2b1a00/card.png')).status()).toBe(404);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: expect.stringMatching(/\+05:30$/),
      location: { '@type': 'Place', name: event.venue, address: { addressLocality: event.city } },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });

    // Asked again with its ETag: nothing changed, nothing sent.
    const again = await request.get(`/event/${event.id}`, { headers: { 'If-None-Match': answer.headers().etag! } });
    expect(again.status()).toBe(304);

    // An address that is no event id, or not even valid percent-encoding: a 404 too, never a 500.
    for (const path of ['/event/not-an-id', '/event/%E0%A4', "/event/'%20or%201=1--"]) {
      expect({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 404 });
    }

    // An unknown event: a 404 that is still the app, saying so.
    const missing = await page.goto('/event/7b0c2a8e-9d7f-4f49-9d0e-3d5f7c2b1a00');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  });

  test('robots.txt keeps crawlers out of private paths; the sitemap lists the upcoming events', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/checkout', '/tickets', '/profile', '/api/'])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const events = (await (await request.get('/api/v1/events')).json()) as { id: string }[];
    const xml = await sitemap.text();
    for (const event of events) expect(xml).toContain(`/event/${event.id}</loc>`);
  });

  test('built scripts go out as brotli made at build time, cached for a year; pages are compressed too', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(home.headers()['content-encoding']).toBe('br');
    // The page's largest script (its entry may be a few bytes that start another chunk, too small to
    // compress: the build compresses what is over 1 kB).
    const scripts = [...(await home.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const sizes = await Promise.all(
      scripts.map(
        async (path) => (await (await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })).body()).length,
      ),
    );
    const script = scripts[sizes.indexOf(Math.max(...sizes))]!;
    expect(Math.max(...sizes)).toBeGreaterThan(1024);

    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    const gzipOnly = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  });
});
