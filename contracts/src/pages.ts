import type { components } from '../api.js';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { completedSalesText, memberSinceText, ratingSummary } from './sellers.ts';

/**
 * The public pages' heads, shared by the server (which writes them into the HTML for link previews and
 * search engines) and the browser (which sets the same title once the page runs): one place for both.
 */

/** A page head's words in one language. */
export interface PageHeadWords {
  title: string | null;
  description: string;
}

/**
 * A static page's head: the English words (the spec's) and, beside them, the Hindi (the one place the
 * Hindi heads are written: the server's head and the browser's title and h1 both read them).
 */
export interface StaticPageHead extends PageHeadWords {
  hi: PageHeadWords;
}

export const SITE_NAME: string = 'TicketSetu';
export const SITE_TITLE: string = 'TicketSetu — Buy & sell event tickets safely';
export const SITE_DESCRIPTION: string =
  "TicketSetu is India's safe marketplace for reselling concert, cricket, comedy and theatre tickets. Verified sellers, secure payments held until your transfer is complete, and UPI payouts for sellers.";

/** The site's own title and description in each language (the home page's head). */
export const SITE_HEADS: Readonly<Record<Locale, { title: string; description: string }>> = Object.freeze({
  en: { title: SITE_TITLE, description: SITE_DESCRIPTION },
  hi: {
    title: 'TicketSetu — इवेंट टिकट सुरक्षित रूप से खरीदें और बेचें',
    description:
      'TicketSetu कॉन्सर्ट, क्रिकेट, कॉमेडी और थिएटर टिकटों की रीसेल के लिए भारत का सुरक्षित मार्केटप्लेस है। वेरिफ़ाइड विक्रेता, ट्रांसफ़र पूरा होने तक सुरक्षित रखा गया भुगतान, और विक्रेताओं के लिए UPI पेआउट।',
  },
});

/** '<page> | TicketSetu', or the site title (in the page's language) for the home page. */
export function documentTitle(title?: string | null, locale: Locale = DEFAULT_LOCALE): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_HEADS[locale].title;
}

/** The public pages that are the same for everyone: their path, page title and description. */
export const STATIC_PAGES: Readonly<Record<string, StaticPageHead>> = Object.freeze({
  '/': { title: null, description: SITE_DESCRIPTION, hi: { title: null, description: SITE_HEADS.hi.description } },
  '/events': {
    title: 'Browse events',
    description:
      'Concerts, cricket, comedy and theatre across India: tickets resold by verified sellers at fair prices.',
    hi: {
      title: 'इवेंट देखें',
      description: 'पूरे भारत के कॉन्सर्ट, क्रिकेट, कॉमेडी और थिएटर: वेरिफ़ाइड विक्रेताओं के रीसेल टिकट, सही कीमतों पर।',
    },
  },
  '/auth': {
    title: 'Sign in',
    description: 'Sign in to TicketSetu, or create an account to buy and sell tickets.',
    hi: { title: 'साइन इन', description: 'TicketSetu में साइन इन करें, या टिकट खरीदने और बेचने के लिए खाता बनाएँ।' },
  },
  '/about': {
    title: 'About TicketSetu',
    description: 'Why TicketSetu exists and how it keeps every resale safe.',
    hi: { title: 'TicketSetu के बारे में', description: 'TicketSetu क्यों है और यह हर रीसेल को सुरक्षित कैसे रखता है।' },
  },
  '/how-it-works': {
    title: 'How TicketSetu works',
    description: 'Find your event, choose your tickets, pay securely: the money is held until your tickets arrive.',
    hi: {
      title: 'TicketSetu कैसे काम करता है',
      description: 'अपना इवेंट खोजें, टिकट चुनें, सुरक्षित भुगतान करें: टिकट मिलने तक पैसा सुरक्षित रखा जाता है।',
    },
  },
  '/buyer-guarantee': {
    title: 'Buyer Guarantee',
    description: 'Your tickets arrive as described, or your money comes back.',
    hi: { title: 'खरीदार गारंटी', description: 'आपके टिकट बताए अनुसार पहुँचेंगे, वरना आपका पैसा वापस।' },
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: 'Answers about buying, selling, fees, transfers and refunds.',
    hi: { title: 'अक्सर पूछे जाने वाले सवाल', description: 'खरीदने, बेचने, शुल्क, ट्रांसफ़र और रिफ़ंड के बारे में जवाब।' },
  },
  '/help': {
    title: 'Help Center',
    description: 'Help with buying and selling tickets on TicketSetu.',
    hi: { title: 'सहायता केंद्र', description: 'TicketSetu पर टिकट खरीदने और बेचने में सहायता।' },
  },
  '/contact': {
    title: 'Contact us',
    description: 'Write to the TicketSetu team.',
    hi: { title: 'संपर्क करें', description: 'TicketSetu टीम को लिखें।' },
  },
  '/complaints/track': {
    title: 'Track a complaint',
    description: 'Where your message or dispute stands: its tracking number, the 48-hour and one-month deadlines.',
    hi: {
      title: 'शिकायत की स्थिति देखें',
      description: 'आपका संदेश या विवाद कहाँ है: उसका ट्रैकिंग नंबर, 48 घंटे और एक महीने की समय-सीमाएँ।',
    },
  },
  '/refund-policy': {
    title: 'Refund Policy',
    description: 'When and how TicketSetu refunds a purchase.',
    hi: { title: 'रिफ़ंड नीति', description: 'TicketSetu किसी खरीद का रिफ़ंड कब और कैसे करता है।' },
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'What TicketSetu keeps about you, why, and for how long.',
    hi: { title: 'गोपनीयता नीति', description: 'TicketSetu आपके बारे में क्या रखता है, क्यों, और कितने समय तक।' },
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions',
    description: 'The terms for buying and selling tickets on TicketSetu.',
    hi: { title: 'नियम और शर्तें', description: 'TicketSetu पर टिकट खरीदने और बेचने की शर्तें।' },
  },
  '/cookies': {
    title: 'Cookie Policy',
    description: 'The cookies TicketSetu uses and why.',
    hi: { title: 'कुकी नीति', description: 'TicketSetu कौन-सी कुकी इस्तेमाल करता है और क्यों।' },
  },
  '/accessibility': {
    title: 'Accessibility Statement',
    description: 'How TicketSetu works for everyone, and how to tell us when it does not.',
    hi: { title: 'सुलभता विवरण', description: 'TicketSetu हर किसी के लिए कैसे काम करता है, और जब न करे तो हमें कैसे बताएँ।' },
  },
});

/**
 * The words of the heads the server works out (an event's, a seller's, a search's), in each language:
 * English the spec's, Hindi beside it (the same one place as the static pages' heads).
 */
export interface HeadWords {
  eventNotFound: string;
  sellerNotFound: string;
  sellerNotFoundDescription: string;
  /** An event head's price: 'From ₹1,500.00', 'Sold out', 'Not on sale yet'. */
  fromPrice: (price: string) => string;
  soldOut: string;
  notOnSaleYet: string;
  searchTitle: (search: string) => string;
  searchDescription: (search: string) => string;
  sellerTitle: (name: string) => string;
  /** 'Member since November 2026' for a profile's member_since ('2026-11'). */
  memberSince: (month: string) => string;
  /** '4.8 ★ from 23 ratings'; 'No ratings yet'. */
  ratings: (average: number | null, count: number) => string;
  /** '23 completed sales'; 'No completed sales yet'. */
  completedSales: (count: number) => string;
}

/** '2026-11' -> 'नवंबर 2026'. */
function hindiMonth(month: string): string {
  const [year = Number.NaN, monthNumber = Number.NaN] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString('hi-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const HEAD_WORDS: Readonly<Record<Locale, HeadWords>> = Object.freeze({
  en: {
    eventNotFound: 'Event not found',
    sellerNotFound: 'Seller not found',
    sellerNotFoundDescription: 'This seller is not on TicketSetu.',
    fromPrice: (price) => `From ${price}`,
    soldOut: 'Sold out',
    notOnSaleYet: 'Not on sale yet',
    searchTitle: (search) => `Events matching “${search}”`,
    searchDescription: (search) =>
      `Tickets for events matching “${search}”, resold by verified sellers on ${SITE_NAME}.`,
    sellerTitle: (name) => `${name}, seller on ${SITE_NAME}`,
    memberSince: (month) => `Member since ${memberSinceText(month)}`,
    ratings: ratingSummary,
    completedSales: completedSalesText,
  },
  hi: {
    eventNotFound: 'इवेंट नहीं मिला',
    sellerNotFound: 'विक्रेता नहीं मिला',
    sellerNotFoundDescription: 'यह विक्रेता TicketSetu पर नहीं है।',
    fromPrice: (price) => `${price} से`,
    soldOut: 'बिक गए',
    notOnSaleYet: 'अभी बिक्री पर नहीं',
    searchTitle: (search) => `“${search}” से मिलते इवेंट`,
    searchDescription: (search) => `“${search}” से मिलते इवेंट के टिकट, ${SITE_NAME} पर वेरिफ़ाइड विक्रेताओं से।`,
    sellerTitle: (name) => `${name}, ${SITE_NAME} पर विक्रेता`,
    memberSince: (month) => `${hindiMonth(month)} से सदस्य`,
    ratings: (average, count) =>
      !count || average === null ? 'अभी कोई रेटिंग नहीं' : `${average.toFixed(1)} ★, ${count} रेटिंग`,
    completedSales: (count) => (count ? `${count} पूरी हुई बिक्री` : 'अभी कोई पूरी हुई बिक्री नहीं'),
  },
});

/** A static page's head in `locale` (the English words for English). */
export function staticPageHead(path: string, locale: Locale = DEFAULT_LOCALE): PageHeadWords | undefined {
  const page = STATIC_PAGES[path];
  if (!page) return undefined;
  return locale === 'hi' ? page.hi : { title: page.title, description: page.description };
}

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
}

/**
 * The server's DTO objects as the PageData the browser reads: JSON.stringify turns their Dates into
 * ISO strings and their string lists hold the schema's enums, which the DTO classes do not spell.
 * Only for data that reaches the browser through JSON (the pages' embedded state, ADR 36).
 */
export function asPageData(data: { [K in keyof PageData]?: object }): PageData {
  return data as PageData;
}
