/**
 * Every figure and contact fact the site states: support and grievance contacts, time windows,
 * limits, fees, rewards, cookies. Pages import them from here and never repeat one in prose, so a
 * change is made once and every page (and its test) follows. Each value mirrors what the product
 * really does; the note beside it says where that behaviour lives.
 */

export const COMPANY_NAME = 'TicketSetu';

/** The date shown as 'Last updated' on every policy page (ISO, shown as '22 November 2026'). */
export const POLICIES_LAST_UPDATED = '2026-11-22';

const policyDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** '2026-11-22' -> '22 November 2026'. */
export function formatPolicyDate(iso: string): string {
  return policyDate.format(new Date(`${iso}T00:00:00+05:30`));
}

// ---------- Contacts ----------

/** The contact form forwards to this mailbox too (backend SUPPORT_EMAIL). */
export const SUPPORT = {
  email: 'support@ticketsetu.in',
  hours: '24/7',
  firstReplyWithin: '24 hours',
} as const;

/** Required by the Consumer Protection (E-Commerce) Rules, 2020 (rule 4(5)); the server's emails name the same. */
export { GRIEVANCE_OFFICER } from '@ticketsetu/contracts/complaints';

/** The accessibility statement's phone line (the spec asks for phone, email and the form). */
export const ACCESSIBILITY_PHONE = {
  display: '+91 80 4718 2000',
  href: 'tel:+918047182000',
  hours: '10 am to 6 pm IST, Monday to Saturday',
} as const;

export const SOCIAL_LINKS = [
  { key: 'instagram', label: 'TicketSetu on Instagram', href: 'https://www.instagram.com/ticketsetu' },
  { key: 'x', label: 'TicketSetu on X (Twitter)', href: 'https://x.com/ticketsetu' },
  { key: 'facebook', label: 'TicketSetu on Facebook', href: 'https://www.facebook.com/ticketsetu' },
  { key: 'linkedin', label: 'TicketSetu on LinkedIn', href: 'https://www.linkedin.com/company/ticketsetu' },
  { key: 'youtube', label: 'TicketSetu on YouTube', href: 'https://www.youtube.com/@ticketsetu' },
] as const;

export type SocialKey = (typeof SOCIAL_LINKS)[number]['key'];

// ---------- Who may use the service ----------

export const MIN_AGE = 18;

export const REGISTRATION_FIELDS = [
  'full name',
  'email address',
  'date of birth',
  'postal address',
  'mobile number (verified by a one-time password sent by SMS)',
] as const;

// ---------- Payments, transfers and listings ----------

export const PAYMENT_GATEWAY = 'PhonePe';
export const PAYMENT_METHODS = ['UPI', 'credit and debit cards', 'net banking'] as const;

/** Mobile tickets move by the platform's own in-app transfer (ticket.mobile_ticket_type). */
export const TRANSFER_PLATFORMS = ['BookMyShow', 'District'] as const;

/** Listing quantity and the event page's quantity filter. */
export const TICKETS_PER_LISTING = { min: 1, max: 6 } as const;

/** Proof of transfer uploads (and the size of every proof file). */
export const PROOF_FILES = { kinds: 'PDF or image (JPEG, PNG, WebP or HEIC)', maxSizeMb: 10 } as const;
/** Proof of ticket: no HEIC, whose ticket code cannot be read (ADR 62). */
export const TICKET_PROOF_KINDS = 'PDF or image (JPEG, PNG or WebP)';

export const SELLER_PAYOUT = {
  method: 'UPI',
  /** Counted from the buyer's confirmed transfer (mobile) or delivery (physical). */
  window: '24–48 hours',
  /**
   * Payouts held where the risk is (ADR 44; the server's PAYOUT_HOLD_* defaults): paid once the event
   * is over and the buyer's 48-hour dispute window has closed.
   */
  heldAfterEvent:
    'Your first three sales, and payouts while more than ₹25,000.00 is owed to you, are paid after the event.',
} as const;

export const REFUNDS = {
  /** From the moment a refund is approved to the moment we send it to the payment gateway. */
  creditedWithin: '2 days',
  /** Then the bank's own time to show it in the buyer's account. */
  bankTimes: [
    { method: 'UPI', inProse: 'UPI', time: '1–2 business days' },
    { method: 'Credit and debit cards', inProse: 'cards', time: '2–5 business days' },
    { method: 'Net banking', inProse: 'net banking', time: '2–3 business days' },
  ],
} as const;

/** How long after an event's scheduled start a Buyer Guarantee claim may be raised. */
export const GUARANTEE_CLAIM_WINDOW = '48 hours';

export const FEES = {
  /** The checkout line's label (spec section 9). */
  buyerLabel: 'Platform Fees + Taxes',
  buyer:
    'a percentage of the ticket price times the number of tickets, set per event and shown on the event page and at checkout before you pay',
  seller:
    'a percentage of the sale amount (price times tickets sold), set per event, shown on the sell form and deducted from your payout',
} as const;

export const REWARDS = {
  qualifyingTickets: 10,
  rewardedTicket: '11th',
  rule: 'Your 11th ticket earns a credit equal to the average price of your previous 10 tickets.',
  exclusions: 'The average excludes taxes, fees and processing costs.',
} as const;

// ---------- Accounts and privacy ----------

/** The account-erasure job's promise (backend identity AccountErasureJob). */
export const ACCOUNT_DELETION = {
  within: '7 days',
  condition: 'no sale, purchase, transfer, payout or refund is still in progress on your account',
} as const;

export interface CookieFact {
  name: string;
  purpose: string;
  lifetime: string;
  sentTo: string;
}

/** Every cookie the site sets (backend identity http/session-cookies.ts). None for analytics or ads. */
export const COOKIES: readonly CookieFact[] = [
  {
    name: 'ts_access',
    purpose: 'Keeps you signed in: a short-lived session token. Set when you sign in, removed when you sign out.',
    lifetime: 'About 15 minutes; renewed with ts_refresh while you use the site',
    sentTo: 'Every TicketSetu page and API request',
  },
  {
    name: 'ts_refresh',
    purpose: 'Renews the session token so you do not have to sign in again every 15 minutes.',
    lifetime: '30 days, or until you sign out',
    sentTo: 'Only the sign-in service (/api/v1/auth)',
  },
] as const;

/**
 * Everything the frontend keeps in the browser's storage (checked against the code: shared/session.ts
 * and the router's scroll restoration). None of it identifies you or is used for tracking.
 */
export const BROWSER_STORAGE = [
  {
    name: 'ticketsetu-signed-in',
    kind: 'Local storage',
    purpose:
      'The value “1” while this browser has a signed-in session, so the site only tries to renew a session for people who signed in. Removed when you sign out.',
  },
  {
    name: 'tsr-scroll-restoration-v1_3',
    kind: 'Session storage',
    purpose:
      'How far down each page you had scrolled, so Back returns you to the same place. Cleared when you close the tab.',
  },
] as const;

const listFormats = {
  and: new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' }),
  or: new Intl.ListFormat('en-IN', { style: 'long', type: 'disjunction' }),
};

/** ['UPI', 'cards', 'net banking'] -> 'UPI, cards and net banking' (or '… or net banking'). */
export function joinList(items: readonly string[], word: 'and' | 'or' = 'and'): string {
  return listFormats[word].format(items);
}

const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 2 -> 'two' (for counts of facts in prose, e.g. how many cookies). */
export function countInWords(count: number): string {
  return words[count] ?? String(count);
}

// ---------- Legal ----------

export const GOVERNING_LAW = { country: 'India', courts: 'Bengaluru, Karnataka' } as const;

export const WCAG_TARGET = { version: '2.1', level: 'AA', conformance: 'partially conformant' } as const;
