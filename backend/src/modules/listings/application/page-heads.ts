import { Inject, Injectable } from '@nestjs/common';
import { paiseToRupeeText } from '@ticketsetu/contracts/money';
import { DEFAULT_LOCALE, type Locale } from '@ticketsetu/contracts/locales';
import { HEAD_WORDS, SITE_HEADS, staticPageHead } from '@ticketsetu/contracts/page-heads';
import { documentTitle, STATIC_PAGES } from '@ticketsetu/contracts/pages';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { CatalogService, isOpenForSale } from '../../catalog/index.js';
import { CARD_HEIGHT, CARD_WIDTH, eventCard, findEventPage, hasTicketsOnSale } from './event-cards.js';
import { ListingQueries } from './listing-queries.js';

/** What a public page's HTML says about it before any script runs: for link previews and search engines. */
export interface PageHead {
  /** 404 for an event that is unknown, inactive or over (the page itself says so); 200 otherwise. */
  status: 200 | 404;
  /** The document title, as the page sets it once it runs. */
  title: string;
  /** The title on a shared link's card. */
  cardTitle: string;
  description: string;
  /** Absolute; null where the page has no one address (a private or unknown path). */
  canonicalUrl: string | null;
  imageUrl: string | null;
  /** The image's size in pixels where it is known (the generated card's), else null. */
  imageSize: { width: number; height: number } | null;
  /** Whether search engines may list it: the public pages only, never a search result or a private page. */
  indexable: boolean;
  /** schema.org data as JSON-LD, or null. */
  structuredData: Record<string, unknown> | null;
}

export interface SitemapEntry {
  url: string;
  lastModified: Date | null;
}

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as ISO 8601 in India's time with its offset, e.g. '2027-01-19T20:00:00+05:30'. */
export function istIso(instant: Date): string {
  return `${new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** A path segment as text; one that is not valid percent-encoding stays as sent (and names no event). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Images a link preview can show: crawlers (WhatsApp's among them) skip SVG. */
const isRasterImage = (url: string) => /\.(png|jpe?g|webp|gif)(\?|$)/i.test(url);

/**
 * The heads of the public pages: an event's from the same reads as its API answer (the event, its
 * figures, what is on sale), the others from the shared table of static pages.
 */
@Injectable()
export class PageHeads {
  private readonly origin: string;

  constructor(
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /**
   * The head of the page at `path` (without its language prefix) in `locale`; `search` is the events
   * list's search text, if any. The words are contracts' (STATIC_PAGES and HEAD_WORDS), in each language.
   */
  async forPath(path: string, search: string | undefined, locale: Locale = DEFAULT_LOCALE): Promise<PageHead> {
    const event = /^\/event\/([^/]+)$/.exec(path);
    if (event) return this.forEvent(decodedSegment(event[1]!), locale);
    if (path === '/events' && search) return this.forSearch(search, locale);
    const site = SITE_HEADS[locale];
    const page = staticPageHead(path, locale);
    if (page) {
      const title = documentTitle(page.title, locale);
      return this.head({ title, cardTitle: page.title ?? site.title, description: page.description, path });
    }
    // A private or unknown path: the site's own head, kept out of search engines.
    return {
      ...this.head({ title: site.title, cardTitle: site.title, description: site.description }),
      indexable: false,
    };
  }

  /** Upcoming active events and the public pages, for /sitemap.xml. */
  async sitemap(): Promise<SitemapEntry[]> {
    const pages = Object.keys(STATIC_PAGES).map((path) => ({ url: this.url(path), lastModified: null }));
    const events: SitemapEntry[] = [];
    const batch = 1000;
    // A sitemap holds at most 50,000 addresses.
    for (let offset = 0; offset < 49_000; offset += batch) {
      const found = await this.catalog.listUpcomingEvents({ limit: batch, offset });
      events.push(...found.map((e) => ({ url: this.url(`/event/${e.id}`), lastModified: e.updatedAt })));
      if (found.length < batch) break;
    }
    return [...pages, ...events];
  }

  private async forEvent(id: string, locale: Locale): Promise<PageHead> {
    const page = isUuid(id) ? await findEventPage(this.listings, id) : null;
    const site = SITE_HEADS[locale];
    if (!page) {
      return {
        ...this.head({
          title: documentTitle(HEAD_WORDS[locale].eventNotFound, locale),
          cardTitle: site.title,
          description: site.description,
        }),
        status: 404,
        indexable: false,
      };
    }
    const { event } = page;
    const url = this.url(`/event/${event.id}`);
    const card = eventCard(page, locale);
    const onSale = hasTicketsOnSale(page);
    // The event's own picture where previews can show it, else its generated card (EventCardImages).
    const ownImage =
      event.imageUrl && isRasterImage(event.imageUrl) ? new URL(event.imageUrl, `${this.origin}/`).href : null;
    const image = ownImage ?? this.url(`/event/${event.id}/card.png`);
    const open = isOpenForSale(event, this.clock.now());
    return {
      status: open ? 200 : 404,
      title: documentTitle(event.title),
      cardTitle: event.title,
      description: `${card.when} · ${card.place} · ${card.price}`,
      canonicalUrl: url,
      imageUrl: image,
      imageSize: ownImage ? null : { width: CARD_WIDTH, height: CARD_HEIGHT },
      indexable: open,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        ...(event.description ? { description: event.description } : {}),
        startDate: istIso(event.eventDate),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: event.venue,
          address: { '@type': 'PostalAddress', addressLocality: event.city, addressCountry: 'IN' },
        },
        ...(image ? { image: [image] } : {}),
        url,
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'INR',
          ...(onSale ? { lowPrice: paiseToRupeeText(page.minPrice!) } : {}),
          offerCount: page.listings.length,
          availability: onSale ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url,
        },
      },
    };
  }

  private forSearch(search: string, locale: Locale): PageHead {
    const words = HEAD_WORDS[locale];
    const title = words.searchTitle(search);
    return {
      ...this.head({
        title: documentTitle(title, locale),
        cardTitle: title,
        description: words.searchDescription(search),
        path: `/events?search=${encodeURIComponent(search)}`,
      }),
      indexable: false,
    };
  }

  private head(page: { title: string; cardTitle: string; description: string; path?: string }): PageHead {
    return {
      status: 200,
      title: page.title,
      cardTitle: page.cardTitle,
      description: page.description,
      canonicalUrl: page.path ? this.url(page.path) : null,
      imageUrl: null,
      imageSize: null,
      indexable: true,
      structuredData: null,
    };
  }

  private url(path: string): string {
    return `${this.origin}${path === '/' ? '/' : path}`;
  }
}
