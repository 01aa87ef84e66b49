import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE, SITE_TITLES, STATIC_PAGES, type StaticPageHead } from './pages.ts';
import { completedSalesText, memberSinceText, ratingSummary } from './sellers.ts';

/**
 * The page heads' words in the languages beside English (issue 37): the one place they are written.
 * The server writes them into a page's HTML (title, description, Open Graph and Twitter cards), the
 * browser's content pages take their title and h1 from here. Kept apart from ./pages, which the
 * browser's entry reads, so that no page's first load carries every page's Hindi.
 */

/** The site's own head in each language: the home page's, and a private or unknown page's. */
export const SITE_HEADS: Readonly<Record<Locale, { title: string; description: string }>> = Object.freeze({
  en: { title: SITE_TITLE, description: SITE_DESCRIPTION },
  hi: {
    title: SITE_TITLES.hi,
    description:
      'TicketSetu कॉन्सर्ट, क्रिकेट, कॉमेडी और थिएटर टिकटों की रीसेल के लिए भारत का सुरक्षित मार्केटप्लेस है। वेरिफ़ाइड विक्रेता, ट्रांसफ़र पूरा होने तक सुरक्षित रखा गया भुगतान, और विक्रेताओं के लिए UPI पेआउट।',
  },
});

/** Each static page's head in Hindi, by the same paths as STATIC_PAGES (pages.test checks both list the same). */
export const STATIC_PAGES_HI: Readonly<Record<string, StaticPageHead>> = Object.freeze({
  '/': { title: null, description: SITE_HEADS.hi.description },
  '/events': {
    title: 'इवेंट देखें',
    description: 'पूरे भारत के कॉन्सर्ट, क्रिकेट, कॉमेडी और थिएटर: वेरिफ़ाइड विक्रेताओं के रीसेल टिकट, सही कीमतों पर।',
  },
  '/auth': { title: 'साइन इन', description: 'TicketSetu में साइन इन करें, या टिकट खरीदने और बेचने के लिए खाता बनाएँ।' },
  '/about': { title: 'TicketSetu के बारे में', description: 'TicketSetu क्यों है और यह हर रीसेल को सुरक्षित कैसे रखता है।' },
  '/how-it-works': {
    title: 'TicketSetu कैसे काम करता है',
    description: 'अपना इवेंट खोजें, टिकट चुनें, सुरक्षित भुगतान करें: टिकट मिलने तक पैसा सुरक्षित रखा जाता है।',
  },
  '/buyer-guarantee': { title: 'खरीदार गारंटी', description: 'आपके टिकट बताए अनुसार पहुँचेंगे, वरना आपका पैसा वापस।' },
  '/faq': { title: 'अक्सर पूछे जाने वाले सवाल', description: 'खरीदने, बेचने, शुल्क, ट्रांसफ़र और रिफ़ंड के बारे में जवाब।' },
  '/help': { title: 'सहायता केंद्र', description: 'TicketSetu पर टिकट खरीदने और बेचने में सहायता।' },
  '/contact': { title: 'संपर्क करें', description: 'TicketSetu टीम को लिखें।' },
  '/complaints/track': {
    title: 'शिकायत की स्थिति देखें',
    description: 'आपका संदेश या विवाद कहाँ है: उसका ट्रैकिंग नंबर, 48 घंटे और एक महीने की समय-सीमाएँ।',
  },
  '/refund-policy': { title: 'रिफ़ंड नीति', description: 'TicketSetu किसी खरीद का रिफ़ंड कब और कैसे करता है।' },
  '/privacy-policy': { title: 'गोपनीयता नीति', description: 'TicketSetu आपके बारे में क्या रखता है, क्यों, और कितने समय तक।' },
  '/terms-and-conditions': { title: 'नियम और शर्तें', description: 'TicketSetu पर टिकट खरीदने और बेचने की शर्तें।' },
  '/cookies': { title: 'कुकी नीति', description: 'TicketSetu कौन-सी कुकी इस्तेमाल करता है और क्यों।' },
  '/accessibility': {
    title: 'सुलभता विवरण',
    description: 'TicketSetu हर किसी के लिए कैसे काम करता है, और जब न करे तो हमें कैसे बताएँ।',
  },
});

/** A static page's head in `locale` (English: STATIC_PAGES itself). */
export function staticPageHead(path: string, locale: Locale = DEFAULT_LOCALE): StaticPageHead | undefined {
  return (locale === 'hi' ? STATIC_PAGES_HI : STATIC_PAGES)[path];
}

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
