import { Inject, Injectable } from '@nestjs/common';
import { formatInr } from '@ticketsetu/contracts/money';
import { SITE_NAME } from '@ticketsetu/contracts/pages';
import { hasTicketsOnSale as ticketsOnSale } from '@ticketsetu/contracts/rules';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { MicroCache } from '../../../shared/infrastructure/cache/micro-cache.js';
import { pngFromSvg, SVG_FONT_FAMILY } from '../../../shared/infrastructure/images/png-from-svg.js';
import { isOpenForSale } from '../../catalog/index.js';
import { ListingQueries } from './listing-queries.js';
import type { EventPageView } from './views.js';
import { DEFAULT_LOCALE, type Locale, timeOfDayOptions } from '@ticketsetu/contracts/locales';
import { HEAD_WORDS } from '@ticketsetu/contracts/page-heads';

/** What a shared event says about itself: on its link's card (text and image) alike. */
export interface EventCard {
  title: string;
  /** 'Wed, 2 Dec 2026, 8:00 pm IST' */
  when: string;
  /** 'NSCI Dome, Mumbai' */
  place: string;
  /** 'From ₹4,500.00', or the event page's own 'Sold out' / 'Not on sale yet'. */
  price: string;
}

const IST = 'Asia/Kolkata';
const cardDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: IST,
});
const cardTime = new Intl.DateTimeFormat('en-IN', { ...timeOfDayOptions('en'), timeZone: IST });

const hindiCardDay = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: IST,
});
// The part of the day in Hindi words ('रात 8:00'), as the site's Hindi pages say it.
const hindiCardTime = new Intl.DateTimeFormat('hi-IN', { ...timeOfDayOptions('hi'), timeZone: IST });

/**
 * 'Wed, 2 Dec 2026, 8:00 pm IST': a shared link's date and time, in India's time; in Hindi
 * 'बुध, 2 दिस॰ 2026, रात 8:00 IST'.
 */
export function cardDate(instant: Date, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === 'hi') return `${hindiCardDay.format(instant)}, ${hindiCardTime.format(instant)} IST`;
  return `${cardDay.format(instant)}, ${cardTime.format(instant)} IST`;
}

/** The spec's rule (contracts/rules.js), as the event page shows it: tickets left and a price to start from. */
export function hasTicketsOnSale(page: Pick<EventPageView, 'availableTickets' | 'minPrice'>): boolean {
  return ticketsOnSale(page.availableTickets, page.minPrice);
}

export function eventCard(page: EventPageView, locale: Locale = DEFAULT_LOCALE): EventCard {
  const onSale = hasTicketsOnSale(page);
  const words = HEAD_WORDS[locale];
  return {
    title: page.event.title,
    when: cardDate(page.event.eventDate, locale),
    place: `${page.event.venue}, ${page.event.city}`,
    price: onSale ? words.fromPrice(formatInr(page.minPrice!)) : page.everListed ? words.soldOut : words.notOnSaleYet,
  };
}

/** The size link previews draw large (Open Graph's recommended 1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** `text` in at most `max` lines of about `perLine` characters, cut with '…' where it does not fit. */
export function wrapText(text: string, perLine: number, max: number): string[] {
  const cut = (line: string) => (line.length > perLine ? `${line.slice(0, perLine - 1).trimEnd()}…` : line);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, max).map(cut);
  if (lines.length > max) kept[max - 1] = `${kept[max - 1]!.slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

/** The card as SVG: the brand's indigo, the event's title, when and where, and its price in amber. */
export function eventCardSvg(card: EventCard): string {
  const title = wrapText(card.title, 28, 2);
  const titleEnd = 220 + (title.length - 1) * 76;
  const price = escapeXml(card.price);
  const pillWidth = Math.round(card.price.length * 20 + 72);
  const text = (x: number, y: number, size: number, fill: string, content: string, weight = 400) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${content}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${SVG_FONT_FAMILY}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>',
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>`,
    // The logo, as the site's header draws it.
    '<g transform="translate(72 52)"><rect width="64" height="64" rx="14" fill="#4338ca" stroke="#6366f1" stroke-width="2"/>',
    '<path d="M14 22a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v5a5 5 0 0 0 0 10v5a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4v-5a5 5 0 0 0 0-10z" fill="#f59e0b"/>',
    '<path d="M21 36l5 5 9-12" fill="none" stroke="#312e81" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>',
    `<text x="152" y="98" font-size="40" font-weight="700" fill="#ffffff">Ticket<tspan fill="#f59e0b">Setu</tspan></text>`,
    ...title.map((line, i) => text(72, 220 + i * 76, 64, '#ffffff', escapeXml(line), 700)),
    text(72, titleEnd + 70, 32, '#c7d2fe', escapeXml(wrapText(card.when, 60, 1)[0] ?? '')),
    text(72, titleEnd + 116, 32, '#e0e7ff', escapeXml(wrapText(card.place, 60, 1)[0] ?? '')),
    `<rect x="72" y="470" width="${pillWidth}" height="72" rx="36" fill="#f59e0b"/>`,
    text(108, 518, 36, '#1e1b4b', price, 700),
    text(72, 592, 24, '#a5b4fc', `${SITE_NAME}: verified sellers, payment held until your tickets arrive`),
    '</svg>',
  ].join('');
}

/** How long a drawn card is kept: it is redrawn only when what it says changes. */
const DRAWN_TTL_MS = 60 * 60_000;

/**
 * Each event's card image (`/event/{id}/card.png`, ADR 36): for link previews, which skip SVG (the
 * events' own images are SVG). What it says is read as the event page reads it, at most
 * `CATALOG_CACHE_TTL_MS` old; the picture is drawn once per distinct card (drawing takes a tenth
 * of a second, so asking again and again cannot make the server draw again and again). None for an
 * event no one may see.
 */
@Injectable()
export class EventCardImages {
  private readonly cards: MicroCache<EventCard | null>;
  private readonly drawn: MicroCache<Buffer>;

  constructor(
    private readonly listings: ListingQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const now = () => clock.now().getTime();
    this.cards = new MicroCache(config.CATALOG_CACHE_TTL_MS, 500, now);
    this.drawn = new MicroCache(DRAWN_TTL_MS, 200, now);
  }

  /** The PNG for event `id`, or null for an unknown, inactive or started event (or no event id at all). */
  async png(id: string): Promise<Buffer | null> {
    if (!isUuid(id)) return null;
    const card = await this.cards.get(id, async () => {
      const page = await findEventPage(this.listings, id);
      return page && isOpenForSale(page.event, this.clock.now()) ? eventCard(page) : null;
    });
    if (!card) return null;
    return this.drawn.get(JSON.stringify(card), () => pngFromSvg(eventCardSvg(card), CARD_WIDTH));
  }
}

/** An event page's reads (its default sort), or null for an event no one may see ('Event not found'). */
export async function findEventPage(listings: ListingQueries, id: string): Promise<EventPageView | null> {
  try {
    return await listings.eventPage(id, { sort: 'price_asc' });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'EVENT_NOT_FOUND') return null;
    throw error;
  }
}
