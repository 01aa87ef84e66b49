/**
 * The public pages' heads, shared by the server (which writes them into the HTML for link previews and
 * search engines) and the browser (which sets the same title once the page runs): one place for both.
 */

export const SITE_NAME = 'TicketSetu';
export const SITE_TITLE = 'TicketSetu — Buy & sell event tickets safely';
export const SITE_DESCRIPTION =
  "TicketSetu is India's safe marketplace for reselling concert, cricket, comedy and theatre tickets. Verified sellers, secure payments held until your transfer is complete, and UPI payouts for sellers.";

/** '<page> | TicketSetu', or the site title for the home page. */
export function documentTitle(title) {
  return title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
}

/** The public pages that are the same for everyone: their path, page title and description. */
export const STATIC_PAGES = Object.freeze({
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
export const RENDERED_ROUTE_IDS = Object.freeze([...Object.keys(STATIC_PAGES), '/event/$id', '/seller/$id']);

/** Paths no search engine should crawl: personal, staff, payment and API pages. */
export const PRIVATE_PATH_PREFIXES = Object.freeze([
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
