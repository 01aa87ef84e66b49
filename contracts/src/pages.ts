import type { components } from '../api.js';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * The public pages' heads, shared by the server (which writes them into the HTML for link previews and
 * search engines) and the browser (which sets the same title once the page runs): one place for both.
 */

export interface StaticPageHead {
  title: string | null;
  description: string;
}

export const SITE_NAME: string = 'TicketSetu';
export const SITE_TITLE: string = 'TicketSetu — Buy & sell event tickets safely';
export const SITE_DESCRIPTION: string =
  "TicketSetu is India's safe marketplace for reselling concert, cricket, comedy and theatre tickets. Verified sellers, secure payments held until your transfer is complete, and UPI payouts for sellers.";

/** The site's own title in each language: the home page's, and any page's without one of its own. */
export const SITE_TITLES: Readonly<Record<Locale, string>> = Object.freeze({
  en: SITE_TITLE,
  hi: 'TicketSetu — इवेंट टिकट सुरक्षित रूप से खरीदें और बेचें',
});

/** '<page> | TicketSetu', or the site title (in the page's language) for the home page. */
export function documentTitle(title?: string | null, locale: Locale = DEFAULT_LOCALE): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_TITLES[locale];
}

/** The public pages that are the same for everyone: their path, page title and description. */
export const STATIC_PAGES: Readonly<Record<string, StaticPageHead>> = Object.freeze({
  '/': { title: null, description: SITE_DESCRIPTION },
  '/events': {
    title: 'Browse events',
    description:
      'Concerts, cricket, comedy and theatre across India: tickets resold by verified sellers at fair prices.',
  },
  '/auth': { title: 'Sign in', description: 'Sign in to TicketSetu, or create an account to buy and sell tickets.' },
  '/about': { title: 'About TicketSetu', description: 'Why TicketSetu exists and how it keeps every resale safe.' },
  '/how-it-works': {
    title: 'How TicketSetu works',
    description: 'Find your event, choose your tickets, pay securely: the money is held until your tickets arrive.',
  },
  '/buyer-guarantee': {
    title: 'Buyer Guarantee',
    description: 'Your tickets arrive as described, or your money comes back.',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: 'Answers about buying, selling, fees, transfers and refunds.',
  },
  '/help': { title: 'Help Center', description: 'Help with buying and selling tickets on TicketSetu.' },
  '/contact': { title: 'Contact us', description: 'Write to the TicketSetu team.' },
  '/complaints/track': {
    title: 'Track a complaint',
    description: 'Where your message or dispute stands: its tracking number, the 48-hour and one-month deadlines.',
  },
  '/refund-policy': { title: 'Refund Policy', description: 'When and how TicketSetu refunds a purchase.' },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'What TicketSetu keeps about you, why, and for how long.',
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions',
    description: 'The terms for buying and selling tickets on TicketSetu.',
  },
  '/cookies': { title: 'Cookie Policy', description: 'The cookies TicketSetu uses and why.' },
  '/accessibility': {
    title: 'Accessibility Statement',
    description: 'How TicketSetu works for everyone, and how to tell us when it does not.',
  },
});

/**
 * The routes (TanStack Router's ids) of the pages the server renders: the static pages, an event's page
 * and a seller's (ADR 65). The browser draws them without antd, and their loaders stay in the first load
 * (ADR 57).
 */
export const RENDERED_ROUTE_IDS: readonly string[] = Object.freeze([
  ...Object.keys(STATIC_PAGES),
  '/event/$id',
  '/seller/$id',
]);

/** Paths no search engine should crawl: personal, staff, payment and API pages. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = Object.freeze([
  '/admin',
  '/checkout',
  '/tickets',
  '/profile',
  '/sell',
  '/disputes',
  '/payment-result',
  '/reset-password',
  '/dev/',
  '/api/',
]);

/**
 * What a server-rendered public page's first screen reads (ADR 36), as the API would answer it: the
 * backend fills it from its application services, the frontend's server entry puts it in the query cache.
 */
export interface PageData {
  /** GET /api/v1/events?search=… ('' for the whole list). */
  eventsList?: { search: string; events: components['schemas']['EventDto'][] };
  /** GET /api/v1/events/{id} with the event page's default filters. */
  eventPage?: { id: string; page: components['schemas']['EventPageDto'] };
  /** GET /api/v1/events/{id}/sellers: the profiles on the event page's listing cards. */
  eventSellers?: { id: string; sellers: components['schemas']['SellerProfileDto'][] };
  /** A seller's page: GET /api/v1/sellers/{id} and the first page of GET /api/v1/sellers/{id}/ratings. */
  sellerPage?: {
    id: string;
    profile: components['schemas']['SellerProfileDto'];
    ratings: components['schemas']['SellerRatingsPageDto'];
  };
  /**
   * A checkout rendered for its buyer (ADR 79): who is signed in (GET /api/v1/auth/session), the
   * checkout summary (GET /api/v1/checkout/{listingId}) and its seller (GET /api/v1/sellers/{id}). One
   * person's: such a page is never kept or shared.
   */
  checkoutPage?: {
    session: { user: components['schemas']['SessionUserDto']; access_token_expires_at: string };
    listingId: string;
    checkout: components['schemas']['CheckoutDto'];
    seller: components['schemas']['SellerProfileDto'] | null;
  };
  /**
   * The sell form rendered for its seller (ADR 79): who is signed in, the events to choose from (GET
   * /api/v1/events) and their profile (GET /api/v1/me: the saved UPI id). One person's, as a checkout.
   */
  sellPage?: {
    session: { user: components['schemas']['SessionUserDto']; access_token_expires_at: string };
    events: components['schemas']['EventDto'][];
    profile: components['schemas']['ProfileDto'];
  };
  /**
   * A signed-in person's page drawn around its reads (ADR 86): Your Tickets, the profile, a payment's
   * result, a dispute. The server knows who is signed in and draws the page's frame and its loading
   * state; the browser reads the page's data, as before. One person's, as a checkout.
   */
  pageFrame?: {
    session: { user: components['schemas']['SessionUserDto']; access_token_expires_at: string };
  };
}

/**
 * The server's DTO objects as the PageData the browser reads: JSON.stringify turns their Dates into
 * ISO strings and their string lists hold the schema's enums, which the DTO classes do not spell.
 * Only for data that reaches the browser through JSON (the pages' embedded state, ADR 36).
 */
export function asPageData(data: { [K in keyof PageData]?: object }): PageData {
  return data as PageData;
}
